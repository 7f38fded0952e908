export * from './errors.js';
export * from './constants.js';
export * from './enums.js';
export * from './envelope.js';
export * from './messages.js';
export * from './auth.js';
export * from './tracking.js';
export * from './routes.js';
