export * from './wkod.const.js';
export * from './permit.resource.js';
export * from './project.resource.js';
export * from './wkod.portlet.js';
export * from './plant-map.js';
