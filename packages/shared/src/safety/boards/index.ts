export * from './board.resource.js';
