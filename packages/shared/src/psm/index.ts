export * from './psm.const.js';
export * from './registers.resource.js';
export * from './bypass.resource.js';
export * from './audit.resource.js';
