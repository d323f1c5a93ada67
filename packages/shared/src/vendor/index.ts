export * from './constants.js';
export * from './entry.resource.js';
export * from './penalty.resource.js';
