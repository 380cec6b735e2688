// The recurring-invoice job (ruling B-4, DECISIONS #110): one outbox row per subscription and due
// date, keyed `cliente.suscripcion:<id>:<due date>`. In ONE transaction of the issuer it issues
// the copy of the template (Factura.create, with the idempotency key of that due date), writes
// the bitácora, moves `next` to the following due date and queues its job, and, when the customer
// has a stored card, queues the AutoPay charge. A server that was down over three due dates finds
// the first one due when it comes back: each run queues the next, already due, so every missed
// document is issued once, in order, and none twice (the bitácora's key is the due date).
// A refusal of issuing (the customer's blocked credit limit, an expired certificate…) is written
// on the subscription, shown on its screen, and the same due date is tried again a day later,
// until it is issued, rescheduled or deactivated (DECISIONS #231); a bug still fails the job.
import { desc, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { v7 as uuidv7 } from 'uuid';
import { esFrecuencia, ocurrencia } from '@jit/domain';
import type { Context } from '../../context.js';
import { clienteAutopay, clienteSuscripcion, clienteSuscripcionBitacora, clienteTarjeta, usuario } from '../../db/schema/index.js';
import { withTenant } from '../../db/tenant.js';
import type { Tx } from '../../db/types.js';
import { enqueue, type JobHandler } from '../../jobs/outbox.js';
import type { ModuleDeps } from '../../server-module.js';
import { emitirDocumento, leerFila } from '../factura/index.js';
import { esUuid } from '../validate.js';
import { programarCobro } from './autopay-job.js';
import { copiaDePlantilla } from './copia-plantilla.js';

export const KIND_SUSCRIPCION = 'cliente.suscripcion';

/** Queues the subscription's run for `next` (the same due date twice does nothing). */
export async function programarSuscripcion(tx: Tx, emisorId: string, id: string, next: Date): Promise<void> {
  const vence = next.toISOString();
  await enqueue(tx, { kind: KIND_SUSCRIPCION, key: `${KIND_SUSCRIPCION}:${id}:${vence}`, payload: { emisorId, suscripcionId: id, next: vence }, emisorRef: emisorId, runAt: next });
}

/** A context for issuing from a job: no request, the subscriber as the session's user. */
function contextoDeTrabajo(d: ModuleDeps, user: typeof usuario.$inferSelect): { ctx: Context; session: { emisorId: string; userId: string; user: typeof user } } {
  const session = { emisorId: user.emisorId, userId: user.id, user };
  const ctx = {
    db: d.db,
    config: d.config,
    log: d.log,
    services: d.services,
    now: d.now,
    ip: '127.0.0.1',
    userAgent: null,
    token: null,
    session: () => Promise.reject(new Error('sin sesión en un trabajo')),
    tokenEmisor: () => Promise.resolve(user.emisorId),
  } as unknown as Context;
  return { ctx, session };
}

/** How long a refused due date waits before it is tried again. */
export const ESPERA_RECHAZO_MS = 86_400_000;

/** A refusal a clerk must act on (not a bug, not a passing overload): its Spanish message. */
function rechazoDeNegocio(e: unknown): string | null {
  if (!(e instanceof GraphQLError)) return null;
  return ['BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND', 'FORBIDDEN'].includes(String(e.extensions.code)) ? e.message : null;
}

/** Writes the refusal on the subscription (if it still waits for that due date) and queues the retry. */
async function anotarRechazo(d: ModuleDeps, emisorId: string, suscripcionId: string, next: string, mensaje: string): Promise<void> {
  await withTenant(d.db, emisorId, async (tx) => {
    const [sub] = await tx.select().from(clienteSuscripcion).where(eq(clienteSuscripcion.id, suscripcionId)).for('update');
    if (!sub || !sub.state || sub.next.toISOString() !== next) return;
    const now = d.now();
    const reintento = new Date(now.getTime() + ESPERA_RECHAZO_MS);
    await tx.update(clienteSuscripcion).set({ rechazo: mensaje, rechazoFecha: now, reintento, updatedAt: now }).where(eq(clienteSuscripcion.id, sub.id));
    await enqueue(tx, {
      kind: KIND_SUSCRIPCION,
      key: `${KIND_SUSCRIPCION}:${sub.id}:${next}:reintento:${reintento.toISOString()}`,
      payload: { emisorId, suscripcionId, next },
      emisorRef: emisorId,
      runAt: reintento,
    });
  });
  d.log.warn({ suscripcionId, next, mensaje }, 'suscripciones: el documento fue rechazado; se reintenta en un día');
}

export function suscripcionHandler(d: ModuleDeps): JobHandler {
  return async (job) => {
    const { emisorId, suscripcionId, next } = job.payload as { emisorId?: string; suscripcionId?: string; next?: string };
    if (!esUuid(emisorId ?? '') || !esUuid(suscripcionId ?? '') || typeof next !== 'string') {
      d.log.warn({ key: job.key }, 'suscripciones: el trabajo no trae emisor, suscripción o fecha válidos; se descarta');
      return;
    }
    let cobro = false;
    try {
      cobro = await emitirVencida(d, emisorId!, suscripcionId!, next);
    } catch (e) {
      const mensaje = rechazoDeNegocio(e);
      if (mensaje === null) throw e;
      await anotarRechazo(d, emisorId!, suscripcionId!, next, mensaje);
      return;
    }
    if (cobro) d.services.outbox.nudge();
  };
}

/** Issues the due document in one issuer transaction; whether an AutoPay charge was queued. */
async function emitirVencida(d: ModuleDeps, emisorId: string, suscripcionId: string, next: string): Promise<boolean> {
  let cobro = false;
  await withTenant(d.db, emisorId, async (tx) => {
    const [sub] = await tx.select().from(clienteSuscripcion).where(eq(clienteSuscripcion.id, suscripcionId)).for('update');
    if (!sub) {
      d.log.info({ suscripcionId }, 'suscripciones: la suscripción ya no existe; no se emite');
      return;
    }
    // Deactivated, or rescheduled since this run was queued (its own run is queued for the new date).
    if (!sub.state || sub.next.toISOString() !== next) return;
    const plantilla = await leerFila(tx, sub.facturaId);
    const [user] = await tx.select().from(usuario).where(eq(usuario.id, sub.usuarioId));
    if (!plantilla || !user || !esFrecuencia(sub.freq)) {
      d.log.warn({ suscripcionId }, 'suscripciones: el documento plantilla o el usuario que suscribió ya no existe; la suscripción se desactiva');
      await tx.update(clienteSuscripcion).set({ state: false, updatedAt: d.now() }).where(eq(clienteSuscripcion.id, sub.id));
      return;
    }
    const { ctx, session } = contextoDeTrabajo(d, user);
    const { row } = await emitirDocumento(
      ctx,
      { input: copiaDePlantilla(plantilla), idempotencyKey: `suscripcion:${sub.id}:${next}`, autoPago: false },
      { tx, session },
    );
    const now = d.now();
    await tx
      .insert(clienteSuscripcionBitacora)
      .values({ emisorId: sub.emisorId, suscripcionId: sub.id, clienteId: sub.clienteId, facturaId: row.id, consecutivo: row.consecutivo, vencimiento: sub.next, fecha: now })
      .onConflictDoNothing();
    const corridas = sub.corridas + 1;
    const siguiente = ocurrencia(sub.inicio, sub.freq, corridas);
    await tx.update(clienteSuscripcion).set({ corridas, next: siguiente, rechazo: null, rechazoFecha: null, reintento: null, updatedAt: now }).where(eq(clienteSuscripcion.id, sub.id));
    await programarSuscripcion(tx, sub.emisorId, sub.id, siguiente);
    // AutoPay (DECISIONS #111): the customer's latest card pays the new document.
    const [tarjeta] = await tx
      .select()
      .from(clienteTarjeta)
      .where(eq(clienteTarjeta.clienteId, sub.clienteId))
      .orderBy(desc(clienteTarjeta.createdAt), desc(clienteTarjeta.id))
      .limit(1);
    if (tarjeta) {
      const id = uuidv7();
      const [nuevo] = await tx
        .insert(clienteAutopay)
        .values({
          emisorId: sub.emisorId,
          id,
          clienteId: sub.clienteId,
          facturaId: row.id,
          suscripcionId: sub.id,
          tarjetaId: tarjeta.id,
          consecutivo: row.consecutivo,
          monto: row.totalComprobante,
          codigoMoneda: row.codigoMoneda,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: clienteAutopay.id });
      if (nuevo) {
        await programarCobro(tx, sub.emisorId, id, 1, now);
        cobro = true;
      }
    }
  });
  return cobro;
}

