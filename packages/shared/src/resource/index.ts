export * from './rules.js';
export * from './definition.js';
export * from './children.js';
export * from './references.js';
export * from './notice.resource.js';
export * from './position.resource.js';
export * from './notice-board.js';
export * from './comments.js';
