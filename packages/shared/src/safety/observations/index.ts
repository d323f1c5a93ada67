export * from './observation.resource.js';
export * from './observation-stats.js';
