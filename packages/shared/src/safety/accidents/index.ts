export * from './accident.resource.js';
export * from './investigation.resource.js';
export * from './workhours.resource.js';
export * from './nearmiss.resource.js';
export * from './noaccident.resource.js';
