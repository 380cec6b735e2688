// Hacienda's callback (POST /hacienda/callback/{emisor}/{factura}/{firma}): a reason to ask
// for the state now (its body is not trusted); the signature proves the address is ours.
import { withTenant } from '../../../db/tenant.js';
import { enqueue } from '../../../jobs/outbox.js';
import type { ModuleDeps } from '../../../server-module.js';
import { preguntar } from './consultar.js';
import { contextoEnvio, type Payload } from './contexto.js';

/**
 * Jobs are claimed oldest due first; should asking at once fail, the question queued instead goes
 * before the sends waiting in a busy hour.
 */
const ANTES_QUE_LA_COLA = new Date(0);

/** The route's answer: the HTTP status, 404 not a callback path, 403 a forged one, 200 taken. */
export function callbackDeHacienda(d: ModuleDeps): (path: string) => Promise<number> {
  const c = contextoEnvio(d);
  return async (path) => {
    // /{emisor}/{factura}/{firma}, or /{emisor}/{factura}/{clave[-consecutivo]}/{firma}: what to
    // ask Hacienda, signed with the rest, so the document need not be read before asking.
    const m =
      /^\/hacienda\/callback\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/(?:(\d{50}(?:-\d{20})?)\/)?([A-Za-z0-9_-]+)$/.exec(
        path,
      );
    if (!m) return 404;
    const [, emisorId, facturaId, consulta, firma] = m as unknown as [
      string,
      string,
      string,
      string | undefined,
      string,
    ];
    if (!d.services.hacienda.callbackValido(emisorId, facturaId, firma, consulta)) return 403;
    const payload: Payload = { emisorId, facturaId, intento: 1, aviso: true };
    const [clave, consecutivo] = consulta?.split('-') ?? [];
    const pregunta = clave ? { clave, consecutivo } : undefined;
    try {
      // Asked within this request: the clerk sees «Aceptado» as soon as Hacienda has decided, not
      // after the queue (on PGlite queued work waits while people's requests run, seconds in a
      // busy hour). Hacienda decides while its answer to our POST is still on the way, so its
      // call often comes before this server has written «Recibido»: the call says Hacienda has
      // the document, so «Recibido» is written with the answer, in one change (once: the state
      // machine ignores it when already past). Applying an answer twice is harmless.
      await preguntar(c, payload, 'Recibido por Hacienda (aviso de Hacienda).', pregunta);
    } catch (err) {
      d.log.warn(
        { err, facturaId },
        'callback de Hacienda: la consulta inmediata falló; queda en la cola',
      );
      const key = `hacienda.consultar:${facturaId}:cb:${d.now().getTime()}`;
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
