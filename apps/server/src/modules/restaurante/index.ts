// The face of the restaurante module (MODULES.md §D): restaurants, zones and tables, orders and the
// kitchen queue, invoice-linked orders, and what the invoicing module calls to bill an order.
import type { ServerModule } from '../../server-module.js';
import { JOB_PUSH_ORDEN, pushOrdenJob } from './avisos.js';
import { restauranteResolvers } from './resolvers.js';

export const restaurante: ServerModule = {
  name: 'restaurante',
  resolvers: [restauranteResolvers],
  jobs: (d) => d.services.outbox.register(JOB_PUSH_ORDEN, pushOrdenJob(d.db, d.log, () => d.services.outbox.nudge())),
};

/** For Factura.create with `pedido` (ruling D-1). */
export { servicioDePedido, cargoServicio, anotarFactura, avisarFacturado, type PedidoAFacturar, type ServicioPedido } from './facturar.js';
