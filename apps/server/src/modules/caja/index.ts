// The face of the caja module: cash registers, their sessions and movements (MODULES.md §C), and the
// factura.caja outbox handler that puts every tender of a cash sale into its session.
import type { ServerModule } from '../../server-module.js';
import { seedCajasDemo } from './demo.js';
import { registrarFacturaCaja } from './factura-caja.js';
import { cajaResolvers } from './resolvers.js';

export const caja: ServerModule = { name: 'caja', resolvers: [cajaResolvers], jobs: (d) => registrarFacturaCaja(d), seed: seedCajasDemo };

/** For the invoicing module: where a bulk cancellation's cash movement goes (ruling C-3). */
export { sesionDeAnulacion } from './acceso.js';
/** For the payments module: a payment received at a register goes into its open session (ruling C-10). */
export { pagoEnCaja, type PagoEnCaja } from './pago-caja.js';
