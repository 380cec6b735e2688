// Hacienda's callback (POST /hacienda/callback/{emisor}/{factura}/{firma}): a reason to ask
// for the state now (its body is not trusted); the signature proves the address is ours.
import { withTenant } from '../../../db/tenant.js';
import { enqueue } from '../../../jobs/outbox.js';
import type { ModuleDeps } from '../../../server-module.js';
import { consultar } from './consultar.js';
import { contextoEnvio } from './contexto.js';
import { recibido } from './estados.js';

/**
 * Jobs are claimed oldest due first; should asking at once fail, the question queued instead goes
 * before the sends waiting in a busy hour.
 */
const ANTES_QUE_LA_COLA = new Date(0);

/** The route's answer: the HTTP status, 404 not a callback path, 403 a forged one, 200 taken. */
export function callbackDeHacienda(d: ModuleDeps): (path: string) => Promise<number> {
  const c = contextoEnvio(d);
  return async (path) => {
    const m = /^\/hacienda\/callback\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)$/.exec(
      path,
    );
    if (!m) return 404;
    const [, emisorId, facturaId, firma] = m as unknown as [string, string, string, string];
    if (!d.services.hacienda.callbackValido(emisorId, facturaId, firma)) return 403;
    const payload = { emisorId, facturaId, intento: 1 };
    const key = `hacienda.consultar:${facturaId}:cb:${d.now().getTime()}`;
    try {
      // Hacienda decides while its answer to our POST is still on the way, so its call often comes
      // before this server has written «Recibido» (the question would then find the document still
      // queued and do nothing, and the clerk wait for the 30-second poll). The call says Hacienda
      // has the document: written first, once (the state machine ignores it when already past).
      await recibido(c, payload, 'Recibido por Hacienda (aviso de Hacienda).');
      // Asked within this request: the clerk sees «Aceptado» as soon as Hacienda has decided, not
      // after the queue (on PGlite queued work waits while people's requests run, seconds in a
      // busy hour). Applying the answer twice is harmless: the state machine takes it once.
      await consultar(c, {
        id: key,
        kind: 'hacienda.consultar',
        key,
        emisorRef: emisorId,
        payload,
        attempts: 1,
      });
    } catch (err) {
      d.log.warn(
        { err, facturaId },
        'callback de Hacienda: la consulta inmediata falló; queda en la cola',
      );
      await withTenant(d.db, emisorId, (tx) =>
        enqueue(tx, {
          kind: 'hacienda.consultar',
          key,
          emisorRef: emisorId,
          payload,
          runAt: ANTES_QUE_LA_COLA,
        }),
      );
      d.services.outbox.nudge();
      d.services.hacienda.nudge();
    }
    return 200;
  };
}
