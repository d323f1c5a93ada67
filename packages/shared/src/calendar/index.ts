export * from './calendar.js';
export * from './holiday.resource.js';
export * from './license.resource.js';
export * from './schedule.resource.js';
