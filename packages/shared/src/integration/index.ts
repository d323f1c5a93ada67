export * from './hr.js';
