export * from './check.const.js';
export * from './check-template.resource.js';
export * from './check-result.resource.js';
export * from './check-plan.resource.js';
export * from './facility.resource.js';
