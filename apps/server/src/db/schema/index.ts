export * from './emisor.js';
export * from './usuario.js';
export * from './global.js';
export * from './emisor-config.js';
export * from './receptor.js';
export * from './otros.js';
export * from './factura.js';
export * from './tipo-cambio.js';
