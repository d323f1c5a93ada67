export * from './constants.js';
export * from './council.resource.js';
export * from './bizno.js';
export * from './vendor.resource.js';
export * from './worker.resource.js';
export * from './entry.resource.js';
export * from './penalty.resource.js';
