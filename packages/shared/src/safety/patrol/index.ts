export * from './patrol.resource.js';
