export * from './definition.js';
export * from './schemas.js';
