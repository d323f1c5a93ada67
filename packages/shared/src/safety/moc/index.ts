export * from './moc.resource.js';
