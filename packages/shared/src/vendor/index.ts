export * from './constants.js';
export * from './council.resource.js';
