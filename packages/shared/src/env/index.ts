export * from './env.const.js';
export * from './outlet.resource.js';
export * from './facility.resource.js';
export * from './oplog.resource.js';
export * from './measure.resource.js';
export * from './eia.resource.js';
export * from './waste/index.js';
