export * from './waste.const.js';
export * from './waste.resource.js';
