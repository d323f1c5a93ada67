export * from './grid-types';
export * from './data-grid';
export * from './grid-excel';
