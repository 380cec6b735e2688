// Subscriptions (recurring invoices, ruling B-4, DECISIONS #110): create or change, list,
// deactivate or delete, and the bitácora of what they issued. Issuing is the outbox job's
// (suscripcion-job.ts); saving a subscription queues its next due date.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { esFrecuencia } from '@jit/domain';
import { withSession } from '../../auth/session.js';
import type { Context, Session } from '../../context.js';
import { clienteSuscripcion, clienteSuscripcionBitacora, factura, receptor } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, notFound } from '../../errors.js';
import type { SubscriptionInput } from '../../generated/graphql.js';
import { leerFila } from '../factura/index.js';
import { esUuid } from '../validate.js';
import { alcance } from './lectura.js';
import { clientePorId } from './service.js';
import { programarSuscripcion } from './suscripcion-job.js';

const DIA_MS = 86_400_000;
/** Template documents: an invoice or a ticket (the types a customer is billed with). */
const PLANTILLAS = ['01', '04'];
/** Rejected (4) or cancelled (6) documents are not copied. */
const ANULADOS = ['4', '6'];

const columnas = {
  id: clienteSuscripcion.id,
  clienteId: clienteSuscripcion.clienteId,
  clienteNombre: receptor.nombre,
  facturaId: clienteSuscripcion.facturaId,
  freq: clienteSuscripcion.freq,
  next: clienteSuscripcion.next,
  state: clienteSuscripcion.state,
  rechazo: clienteSuscripcion.rechazo,
  rechazoFecha: clienteSuscripcion.rechazoFecha,
  reintento: clienteSuscripcion.reintento,
  createdAt: clienteSuscripcion.createdAt,
  updatedAt: clienteSuscripcion.updatedAt,
  documento: factura.documento,
  consecutivo: factura.consecutivo,
  total: factura.totalComprobante,
  codigoMoneda: factura.codigoMoneda,
  emitidos: sql<number>`(select count(*)::int from ${clienteSuscripcionBitacora} b where b.suscripcion_id = ${clienteSuscripcion.id})`,
};

export type SuscripcionVista = Awaited<ReturnType<typeof leer>>[number];

async function leer(tx: Tx, s: Session, donde: ReturnType<typeof and>) {
  return tx
    .select(columnas)
    .from(clienteSuscripcion)
    .innerJoin(receptor, eq(receptor.id, clienteSuscripcion.clienteId))
    .innerJoin(factura, eq(factura.id, clienteSuscripcion.facturaId))
    .where(and(donde, alcance(s)))
    .orderBy(receptor.nombre, clienteSuscripcion.next, clienteSuscripcion.id)
    .limit(1000);
}

/** Cliente.readSubscriptionsByCliente: a customer's, or without _id every customer's. */
export function readSubscriptions(ctx: Context, clienteId: string | null | undefined) {
  return withSession(ctx, async (tx, s) => {
    if (clienteId) await clientePorId(tx, s, clienteId);
    return leer(tx, s, clienteId ? eq(clienteSuscripcion.clienteId, clienteId) : undefined);
  });
}

function validarFecha(next: Date, now: Date): Date {
  if (Number.isNaN(next.getTime())) throw badInput('La próxima emisión no es una fecha válida.', 'input.next');
  if (next.getTime() < now.getTime() - DIA_MS) throw badInput('La próxima emisión no puede quedar en el pasado.', 'input.next');
  if (next.getTime() > now.getTime() + 5 * 366 * DIA_MS) throw badInput('La próxima emisión no puede pasar de cinco años.', 'input.next');
  return next;
}

/** The template document: the customer's own invoice or ticket, not rejected. */
async function plantillaDe(tx: Tx, clienteId: string, facturaId: string | null | undefined) {
  if (!facturaId) throw badInput('Indique el documento que se repetirá.', 'input._idFactura');
  const row = await leerFila(tx, facturaId);
  if (!row) throw notFound('No se encontró el documento que se repetirá.');
  if (!PLANTILLAS.includes(row.documento))
    throw badInput('Solo una factura (01) o un tiquete (04) puede repetirse en una suscripción.', 'input._idFactura');
  if (row.receptorId !== clienteId) throw badInput('El documento no es de este cliente.', 'input._idFactura');
  if (ANULADOS.includes(row.estadoDocumento)) throw badInput('Un documento rechazado o anulado no puede repetirse.', 'input._idFactura');
  return row;
}

/** Cliente.subscribe: a new subscription, or with input._id the same one rescheduled. */
export function subscribe(ctx: Context, clienteId: string, input: SubscriptionInput) {
  const freq = input.freq.trim().toUpperCase();
  if (!esFrecuencia(freq)) throw badInput('La frecuencia debe ser DIARIA, SEMANAL, MENSUAL o ANUAL.', 'input.freq');
  const now = ctx.now();
  const next = validarFecha(new Date(input.next), now);
  return withSession(ctx, async (tx, s) => {
    await clientePorId(tx, s, clienteId);
    let id = input._id ?? null;
    if (id) {
      if (!esUuid(id)) throw notFound('La suscripción no existe.');
      const [actual] = await tx
        .select()
        .from(clienteSuscripcion)
        .where(and(eq(clienteSuscripcion.id, id), eq(clienteSuscripcion.clienteId, clienteId)))
        .for('update');
      if (!actual) throw notFound('La suscripción no existe.');
      if (input._idFactura && input._idFactura !== actual.facturaId) await plantillaDe(tx, clienteId, input._idFactura);
      // A change starts the count again from the new date: the old pending run finds `next` moved and does nothing.
      await tx
        .update(clienteSuscripcion)
        .set({ freq, inicio: next, next, corridas: 0, state: input.state ?? actual.state, facturaId: input._idFactura ?? actual.facturaId, rechazo: null, rechazoFecha: null, reintento: null, updatedAt: now })
        .where(eq(clienteSuscripcion.id, id));
    } else {
      const plantilla = await plantillaDe(tx, clienteId, input._idFactura);
      id = uuidv7();
      await tx.insert(clienteSuscripcion).values({
        emisorId: s.emisorId,
        id,
        clienteId,
        facturaId: plantilla.id,
        freq,
        inicio: next,
        next,
        state: input.state ?? true,
        usuarioId: s.userId,
        createdAt: now,
        updatedAt: now,
      });
    }
    await programarSuscripcion(tx, s.emisorId, id, next);
    const [vista] = await leer(tx, s, eq(clienteSuscripcion.id, id));
    return vista!;
  }).finally(() => ctx.services.outbox.nudge());
}

/** Cliente.deleteSubscriptions: per id, deactivated (state false) or, with isDelete, removed. */
export function deleteSubscriptions(ctx: Context, clienteId: string, ids: readonly string[], isDelete: boolean) {
  return withSession(ctx, async (tx, s) => {
    await clientePorId(tx, s, clienteId);
    const validos = ids.filter(esUuid);
    const existen = validos.length
      ? await tx
          .select({ id: clienteSuscripcion.id })
          .from(clienteSuscripcion)
          .where(and(inArray(clienteSuscripcion.id, validos), eq(clienteSuscripcion.clienteId, clienteId)))
      : [];
    const hay = new Set(existen.map((e) => e.id));
    const out = [];
    for (const id of ids) {
      if (!hay.has(id)) {
        out.push({ _id: id, state: false, message: 'La suscripción no existe.' });
        continue;
      }
      if (isDelete) await tx.delete(clienteSuscripcion).where(eq(clienteSuscripcion.id, id));
      else await tx.update(clienteSuscripcion).set({ state: false, updatedAt: ctx.now() }).where(eq(clienteSuscripcion.id, id));
      out.push({ _id: id, state: true, message: isDelete ? 'Suscripción eliminada.' : 'Suscripción desactivada.' });
    }
    return out;
  });
}

/** Cliente.readBitacora: what one subscription (or all of a customer's) issued, newest first. */
export function readBitacora(ctx: Context, suscripcionId: string | null | undefined, clienteId: string | null | undefined) {
  if (!suscripcionId && !clienteId) throw badInput('Indique la suscripción o el cliente.', '_id');
  return withSession(ctx, async (tx, s) => {
    if (clienteId) await clientePorId(tx, s, clienteId);
    const conds = [];
    if (suscripcionId) conds.push(esUuid(suscripcionId) ? eq(clienteSuscripcionBitacora.suscripcionId, suscripcionId) : sql`false`);
    if (clienteId) conds.push(eq(clienteSuscripcionBitacora.clienteId, clienteId));
    return tx
      .select({
        fecha: clienteSuscripcionBitacora.fecha,
        vencimiento: clienteSuscripcionBitacora.vencimiento,
        consecutivo: clienteSuscripcionBitacora.consecutivo,
        facturaId: clienteSuscripcionBitacora.facturaId,
        suscripcionId: clienteSuscripcionBitacora.suscripcionId,
      })
      .from(clienteSuscripcionBitacora)
      .innerJoin(receptor, eq(receptor.id, clienteSuscripcionBitacora.clienteId))
      .where(and(...conds, alcance(s)))
      .orderBy(desc(clienteSuscripcionBitacora.vencimiento))
      .limit(1000);
  });
}
