export * from './tbm.resource.js';
