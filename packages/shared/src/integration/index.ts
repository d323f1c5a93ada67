export * from './hr.js';
export * from './webhook.js';
