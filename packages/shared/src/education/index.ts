export * from './edu.const.js';
export * from './edu.schemas.js';
export * from './course.resource.js';
export * from './question.resource.js';
export * from './session.resource.js';
export * from './worker.resource.js';
