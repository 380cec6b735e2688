export * from './emisor.js';
export * from './usuario.js';
export * from './global.js';
