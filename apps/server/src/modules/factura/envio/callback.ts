// Hacienda's callback (POST /hacienda/callback/{emisor}/{factura}/{firma}): only a nudge to ask
// for the state now (its body is not trusted); the signature proves the address is ours.
import { withTenant } from '../../../db/tenant.js';
import { enqueue } from '../../../jobs/outbox.js';
import type { ModuleDeps } from '../../../server-module.js';

/**
 * Jobs are claimed oldest due first; a callback says the answer is ready now, so its question goes
 * before the sends queued behind a busy hour (else the clerk waited seconds for «Aceptado»).
 */
const ANTES_QUE_LA_COLA = new Date(0);

/** The HTTP status of the answer: 404 not a callback path, 403 a forged one, 200 queued. */
export async function recibirCallback(d: ModuleDeps, path: string): Promise<number> {
  const m = /^\/hacienda\/callback\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)$/.exec(path);
  if (!m) return 404;
  const [, emisorId, facturaId, firma] = m as unknown as [string, string, string, string];
  if (!d.services.hacienda.callbackValido(emisorId, facturaId, firma)) return 403;
  await withTenant(d.db, emisorId, (tx) =>
    enqueue(tx, {
      kind: 'hacienda.consultar',
      key: `hacienda.consultar:${facturaId}:cb:${d.now().getTime()}`,
      emisorRef: emisorId,
      payload: { emisorId, facturaId, intento: 1 },
      runAt: ANTES_QUE_LA_COLA,
    }),
  );
  d.services.outbox.nudge();
  d.services.hacienda.nudge();
  return 200;
}
