// The face of the inventario module (MODULES.md §A2): the stock ledger at weighted average with
// FIFO beside it, entry and loss types, physical counts, production orders, and the handlers of the
// invoice effects factura.inventario and factura.produccion.
import type { ServerModule } from '../../server-module.js';
import { registrarEfectos } from './efectos.js';
import { inventarioResolvers } from './resolvers.js';

export const inventario: ServerModule = { name: 'inventario', resolvers: [inventarioResolvers], jobs: registrarEfectos };

/**
 * A loss inside the caller's transaction; `registrarMermaComoVenta` writes a composite off as the
 * components a sale of it consumes (a restaurant order closed without an invoice, ruling D-4).
 */
export { registrarMerma, registrarMermaComoVenta } from './operaciones.js';
