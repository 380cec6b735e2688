// The face of the customer module (spec 2 §1–§8, MODULES.md §B): customers on the receptor's own
// record (ruling B-1), their categories, cycles and balance in favour, recurring invoices and
// their card AutoPay, the e-mail template, campaigns, birthday greetings and WhatsApp reminders.
import type { ServerModule } from '../../server-module.js';
import { KIND_AUTOPAY, autopayHandler } from './autopay-job.js';
import { KIND_CAMPANA, campanaHandler } from './campana-job.js';
import { KIND_CICLOS, cicloHandler } from './ciclo-job.js';
import { correoResolvers } from './resolvers-correo.js';
import { clienteResolvers } from './resolvers.js';
import { KIND_WHATSAPP, whatsappHandler } from './recordatorios.js';
import { KIND_WHATSAPP_DIARIO, recordatorioDiarioHandler } from './recordatorio-diario.js';
import { suscripcionResolvers } from './resolvers-suscripcion.js';
import { clienteServices } from './servicios.js';
import { KIND_SUSCRIPCION, suscripcionHandler } from './suscripcion-job.js';

export const cliente: ServerModule = {
  name: 'cliente',
  resolvers: [clienteResolvers, suscripcionResolvers, correoResolvers],
  services: () => clienteServices(),
  jobs: (d) => {
    d.services.outbox.register(KIND_CICLOS, cicloHandler(d));
    d.services.outbox.register(KIND_SUSCRIPCION, suscripcionHandler(d));
    d.services.outbox.register(KIND_AUTOPAY, autopayHandler(d));
    d.services.outbox.register(KIND_CAMPANA, campanaHandler(d));
    d.services.outbox.register(KIND_WHATSAPP, whatsappHandler(d));
    d.services.outbox.register(KIND_WHATSAPP_DIARIO, recordatorioDiarioHandler(d));
  },
};
/** For the payments module: the customer's balance in favour, read and written in the caller's transaction. */
export { asentarBalance, balanceActual } from './asiento.js';
