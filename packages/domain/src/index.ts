// @jit/domain — the pure rules of JIT, one folder per bounded context, each with its own face
// (index.ts). Named exports only; a script imports from '@jit/domain'.

export * from './shared/index';
export * from './money/index';
export * from './catalogos/index';
export * from './clave/index';
export * from './access/index';
export * from './factura/index';
export * from './session/index';
export * from './cliente/index';
export * from './caja/index';
export * from './restaurante/index';
export * from './item/index';
export * from './inventario/index';
export * from './compra/index';
export * from './pago/index';
export * from './contabilidad/index';
