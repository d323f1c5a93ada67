export * from './matrix.js';
export * from './rsa.const.js';
export * from './plan.resource.js';
export * from './assessment.resource.js';
