export * from './matrix.js';
export * from './rsa.const.js';
export * from './plan.resource.js';
export * from './assessment.resource.js';
export * from './charm.js';
export * from './unit-work.resource.js';
export * from './hazard-lib.resource.js';
export * from './hazard-pick.js';
