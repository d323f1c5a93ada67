export * from './action.resource.js';
