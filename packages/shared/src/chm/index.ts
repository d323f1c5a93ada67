export * from './chm.const.js';
export * from './chemical.resource.js';
export * from './chemprod.resource.js';
export * from './storage.resource.js';
export * from './matcheck.resource.js';
export * from './dispense.resource.js';
export * from './chm.links.js';
export * from './links.js';

