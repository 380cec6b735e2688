// The face of the pago module (MODULES.md §F1): payments of documents (receivables and payables),
// their gap-free numbering, the factura.pago handler, payment links with their public page and the
// card provider's webhook, aging and banks. It builds on factura's, cliente's and caja's faces.
import type { ServerModule } from '../../server-module.js';
import { registrarFacturaPago } from './factura-pago.js';
import { registrarRecibos } from './recibo.js';
import { pagoResolvers } from './resolvers.js';
import { pagoServices } from './servicios.js';
import { rutaWebhook } from './webhook.js';

export const pago: ServerModule = {
  name: 'pago',
  resolvers: [pagoResolvers],
  services: () => pagoServices(),
  jobs: (d) => {
    registrarFacturaPago(d);
    registrarRecibos(d);
  },
  routes: (d) => [rutaWebhook(d)],
  listening: (services, url) => services.card.setBaseUrl(url),
};

/** The outbox kind each payment queues in its transaction, for an accounting module to post from. */
