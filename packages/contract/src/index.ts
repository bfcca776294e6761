export * from './accounts.js';
export * from './errors.js';
export * from './orders.js';
export * from './pagination.js';
export * from './products.js';
export * from './validation/index.js';
