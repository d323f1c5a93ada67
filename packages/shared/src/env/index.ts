export * from './waste/index.js';
