export * from './document.resource.js';
