export * from './patrol.resource.js';
export * from './patrol-plan.resource.js';
export * from './patrol-stats.js';
