// Sending to Hacienda through the outbox (docs/FACTURAS.md "Sending"): the two kinds and their
// named handlers. A network failure or 5xx marks Hacienda unreachable, so new documents get
// situación 3; the first success pulls every waiting attempt forward, so the queue drains by
// itself. Every change is written to the bitácora and published on facturaChanged.
import type { ModuleDeps } from '../../../server-module.js';
import { consultar } from './consultar.js';
import { contextoEnvio } from './contexto.js';
import { enviar } from './enviar.js';

/** Registers hacienda.enviar and hacienda.consultar on d.services.outbox (one call per worker). */
export function registerEnvioJobs(d: ModuleDeps): void {
  const c = contextoEnvio(d);
  d.services.outbox.register('hacienda.enviar', (job) => enviar(c, job));
  d.services.outbox.register('hacienda.consultar', (job) => consultar(c, job));
  d.log.debug({ kinds: ['hacienda.enviar', 'hacienda.consultar'] }, 'envío a Hacienda registrado');
}
