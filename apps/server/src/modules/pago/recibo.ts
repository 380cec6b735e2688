// The payment receipt (REP, type 10) of a payment (issue 19, DECISIONS #210–#212). A payment of a
// sale whose condition asks for one (08, 10) is marked `reciboRequerido` and queues `pago.recibo`
// in its own transaction; the handler issues the REP through the invoicing's issuing path in ONE
// transaction with the payment locked (after its document, the order every payment takes), links
// it (`recibo_id`) and queues its accounting (the VAT it declares leaves deferred VAT). Idempotent: a payment that has its REP is left alone, and the issue's
// idempotency key is the payment's. A deleted payment issues nothing (a Spanish note); a refusal
// (the plan's allowance, a missing certificate) is kept on the payment in Spanish, and
// Pago.emitirRecibo tries again, as it does for a REP that Hacienda rejected.
import { and, eq, ne, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { toD } from '@jit/domain';
import type { Context } from '../../context.js';
import { factura, pago, usuario } from '../../db/schema/index.js';
import { rowsOf, type Tx } from '../../db/types.js';
import { withTenant } from '../../db/tenant.js';
import { enqueue, type Job } from '../../jobs/outbox.js';
import type { ModuleDeps } from '../../server-module.js';
import { encolarAsiento, KIND_RECIBO_ANULADO_CONTABLE, KIND_RECIBO_CONTABLE } from '../contabilidad/index.js';
import { avisarRecibo, emitirReciboPago, type Emisora, type FacturaRow } from '../factura/index.js';

export const KIND_PAGO_RECIBO = 'pago.recibo';

/** Queues the REP of a payment (in the payment's transaction). */
export const encolarRecibo = (tx: Tx, emisorId: string, pagoId: string) =>
  enqueue(tx, { kind: KIND_PAGO_RECIBO, key: `${KIND_PAGO_RECIBO}:${pagoId}`, payload: { emisorId, pagoId }, emisorRef: emisorId });

/** Why a payment's REP is not issued now: a Spanish note and whether asking again could change it. */
export type SinRecibo = { nota: string; codigo: 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT'; guardado?: boolean };

type PagoRow = typeof pago.$inferSelect;

export type Recibo = { pago: PagoRow; nuevo: FacturaRow | null; sin: SinRecibo | null };

/** What earlier receipts of the document covered: its other active payments with a REP not rejected. */
async function pagadoConRecibos(tx: Tx, facturaId: string, pagoId: string): Promise<string> {
  const [r] = await rowsOf<{ s: string | null }>(
    tx,
    sql`select sum(p.aplicado)::text as s from pago p join factura r on r.emisor_id = p.emisor_id and r.id = p.recibo_id
        where p.factura_id = ${facturaId}::uuid and p.estado and p.id <> ${pagoId}::uuid and r.estado_documento <> '4'`,
  );
  return r?.s ?? '0';
}

/** Who issues it: the payment's user, or the account owner for a payment nobody typed (a webhook). */
async function emisora(tx: Tx, emisorId: string, usuarioId: string | null): Promise<Emisora> {
  const por = usuarioId ? eq(usuario.id, usuarioId) : eq(usuario.isOwner, true);
  const [u] = await tx.select({ id: usuario.id, username: usuario.username, fullname: usuario.fullname, email: usuario.email }).from(usuario).where(por).limit(1);
  const [o] = u ? [u] : await tx.select({ id: usuario.id, username: usuario.username, fullname: usuario.fullname, email: usuario.email }).from(usuario).where(eq(usuario.isOwner, true)).limit(1);
  if (!o) throw new Error('el emisor no tiene dueño');
  return { emisorId, userId: o.id, user: o };
}

/**
 * Issues the payment's REP in `tx` unless it has one (not rejected) or needs none. `otraVez`: a
 * clerk asks (Pago.emitirRecibo): a REP Hacienda rejected is replaced by a new one.
 */
export async function emitirRecibo(ctx: Context, tx: Tx, pagoId: string, otraVez = false): Promise<Recibo> {
  const [p0] = await tx.select({ facturaId: pago.facturaId }).from(pago).where(eq(pago.id, pagoId));
  if (!p0) return { pago: null as never, nuevo: null, sin: { nota: 'El pago no existe.', codigo: 'NOT_FOUND' } };
  const [doc] = await tx.select().from(factura).where(eq(factura.id, p0.facturaId)).for('update');
  const [p] = await tx.select().from(pago).where(eq(pago.id, pagoId)).for('update');
  const sin = (nota: string, codigo: SinRecibo['codigo'] = 'BAD_USER_INPUT'): Recibo => ({ pago: p!, nuevo: null, sin: { nota, codigo } });
  if (!p || !doc) return { pago: p ?? (null as never), nuevo: null, sin: { nota: 'El documento del pago ya no existe: no se emite su recibo electrónico de pago.', codigo: 'NOT_FOUND' } };
  if (!p.estado) return sin(`El pago ${p.consecutivo} fue eliminado: no se emite su recibo electrónico de pago.`);
  if (!p.reciboRequerido) return sin(`La venta del pago ${p.consecutivo} (condición ${doc.condicionVenta}) no lleva recibo electrónico de pago: solo las de condición 08 o 10.`);
  let clave = `${KIND_PAGO_RECIBO}:${p.id}`;
  let rechazado: string | null = null;
  if (p.reciboId) {
    const [previo] = await tx.select({ consecutivo: factura.consecutivo, estado: factura.estadoDocumento }).from(factura).where(eq(factura.id, p.reciboId));
    if (previo && (previo.estado !== '4' || !otraVez)) return sin(`El pago ${p.consecutivo} ya tiene su recibo electrónico de pago ${previo.consecutivo}.`, 'CONFLICT');
    clave = `${KIND_PAGO_RECIBO}:${p.id}:${p.reciboId}`;
    rechazado = previo ? p.reciboId : null;
  }
  const pagadoAntes = await pagadoConRecibos(tx, doc.id, p.id);
  const s = await emisora(tx, p.emisorId, p.usuarioId);
  try {
    const { row } = await emitirReciboPago(ctx, tx, s, {
      documento: doc,
      pago: { id: p.id, consecutivo: p.consecutivo, aplicado: toD(p.aplicado).toFixed(), medioPago: p.medioPago },
      pagadoAntes,
      idempotencyKey: clave,
    });
    const [hecho] = await tx.update(pago).set({ reciboId: row.id, reciboError: null }).where(eq(pago.id, p.id)).returning();
    // Its VAT leaves deferred VAT in the books; a rejected one it replaces gives its move back (DECISIONS #251).
    await encolarAsiento(tx, KIND_RECIBO_CONTABLE, p.emisorId, row.id);
    if (rechazado) await encolarAsiento(tx, KIND_RECIBO_ANULADO_CONTABLE, p.emisorId, rechazado);
    return { pago: hecho!, nuevo: row, sin: null };
  } catch (e) {
    if (!(e instanceof GraphQLError)) throw e;
    const [conError] = await tx.update(pago).set({ reciboError: e.message }).where(eq(pago.id, p.id)).returning();
    return { pago: conError!, nuevo: null, sin: { nota: e.message, codigo: 'BAD_USER_INPUT', guardado: true } };
  }
}

/** A context for issuing from the outbox: no request, no session (the payment's user is given). */
const contextoDeTrabajo = (d: ModuleDeps, emisorId: string): Context =>
  ({
    ...d,
    ip: '127.0.0.1',
    userAgent: null,
    token: null,
    session: () => Promise.reject(new Error('sin sesión en un trabajo')),
    tokenEmisor: () => Promise.resolve(emisorId),
  });

export function registrarRecibos(d: ModuleDeps): void {
  d.services.outbox.register(KIND_PAGO_RECIBO, async (job: Job) => {
    const { emisorId, pagoId } = job.payload as { emisorId: string; pagoId: string };
    const r = await withTenant(d.db, emisorId, (tx) => emitirRecibo(contextoDeTrabajo(d, emisorId), tx, pagoId));
    if (r.nuevo) avisarRecibo(d.services, r.nuevo);
    else if (r.sin && r.sin.codigo !== 'CONFLICT') d.log.warn({ job: job.kind, key: job.key }, r.sin.nota);
  });
}

/** The payments of a document with a REP Hacienda has not rejected (their deletion is refused). */
export const conReciboVigente = (tx: Tx, pagoId: string) =>
  tx
    .select({ consecutivo: factura.consecutivo })
    .from(pago)
    .innerJoin(factura, and(eq(factura.emisorId, pago.emisorId), eq(factura.id, pago.reciboId)))
    .where(and(eq(pago.id, pagoId), ne(factura.estadoDocumento, '4')));
