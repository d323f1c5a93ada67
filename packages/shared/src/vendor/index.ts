export * from './constants.js';
export * from './notice.resource.js';
export * from './eval.resource.js';
export * from './portal.js';
