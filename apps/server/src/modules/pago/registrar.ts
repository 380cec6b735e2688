// Recording a payment (rulings F1-1 … F1-3), in the caller's transaction: the document's row is
// locked, the domain applies the payment to its saldo, the saldo is written back, the excess or the
// use of the balance in favour is entered in the customer's ledger, and the payment takes the next
// number of its series. Everything or nothing: a refused payment leaves no number, no saldo change.
import { aplicarPago, condicionRecibo, montoEnMonedaDocumento, PagoRechazado, roundAmount, toD, type D } from '@jit/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../context.js';
import { factura, pago, pagoLink } from '../../db/schema/index.js';
import { rowsOf, type Tx } from '../../db/types.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { encolarAsiento, KIND_PAGO_CONTABLE } from '../contabilidad/index.js';
import { pagoEnCaja } from '../caja/index.js';
import { asentarBalance, balanceActual } from '../cliente/index.js';
import { esUuid } from '../validate.js';
import { cabeceraPago } from './numeracion.js';
import { encolarRecibo } from './recibo.js';
import { COMPRAS, VENTAS } from './tipos.js';

export type PagoRow = typeof pago.$inferSelect;

/** Who records it: a person (with a session, for the register) or the system (outbox, webhook). */
export type Actor = { emisorId: string; userId: string | null; session?: Session };

export type NuevoPago = {
  facturaId: string;
  monto: string;
  moneda?: { codigoMoneda: string; tipoCambio?: string | null } | null;
  medioPago?: string | null;
  fecha?: Date | null;
  cuentaContable?: string | null;
  concepto?: string | null;
  detalle?: string | null;
  comentarios?: string | null;
  referencia?: string | null;
  aplicaBalance?: boolean | null;
  entidad?: PagoRow['entidad'];
  notaCredito?: boolean | null;
  cajaSesion?: string | null;
  linkId?: string | null;
  /** Idempotency key: a second payment with the same key returns the first. */
  clave?: string | null;
};

const CRC = (m: D, codigo: string, tipoCambio: string) => (codigo === 'CRC' ? m : roundAmount(m.times(tipoCambio)));

/** The document of a payment, locked: a sale or a purchase, else refused. */
export async function documentoPagable(tx: Tx, facturaId: string) {
  if (!esUuid(facturaId)) throw notFound('El documento no existe.');
  const [doc] = await tx.select().from(factura).where(eq(factura.id, facturaId)).for('update');
  if (!doc) throw notFound('El documento no existe.');
  const compra = COMPRAS.includes(doc.documento);
  if (!compra && !VENTAS.includes(doc.documento))
    throw badInput(`Un documento de tipo ${doc.documento} no recibe pagos.`, 'input.factura');
  if (doc.estadoDocumento === '4') throw badInput('El documento fue rechazado por Hacienda: no recibe pagos.', 'input.factura');
  return { doc, compra };
}

export async function registrarPago(tx: Tx, actor: Actor, p: NuevoPago, now: Date): Promise<PagoRow> {
  if (p.clave) {
    const [previo] = await tx.select().from(pago).where(eq(pago.clave, p.clave));
    if (previo) return previo;
  }
  const { doc, compra } = await documentoPagable(tx, p.facturaId);
  const codigoMoneda = (p.moneda?.codigoMoneda ?? doc.codigoMoneda).toUpperCase();
  const mismaMoneda = codigoMoneda === doc.codigoMoneda;
  const tipoCambio = p.moneda?.tipoCambio ?? (mismaMoneda ? doc.tipoCambio : codigoMoneda === 'CRC' ? '1' : null);
  if (!tipoCambio || !toD(tipoCambio).gt(0)) throw badInput('Un pago en otra moneda que la del documento necesita su tipo de cambio.', 'input.moneda.tipoCambio');
  let monto: D;
  try {
    monto = roundAmount(p.monto);
  } catch {
    throw badInput('El monto no es un número.', 'input.monto');
  }
  const montoDocumento = montoEnMonedaDocumento(monto, { codigoMoneda, tipoCambio }, { codigoMoneda: doc.codigoMoneda, tipoCambio: doc.tipoCambio });
  const clienteId = !compra ? doc.receptorId : null;
  if (p.aplicaBalance && !clienteId) throw badInput('Solo una venta a un cliente guardado se paga desde su saldo a favor.', 'input.aplicaBalance');
  // The balance in favour is kept in colones (DECISIONS #150): in the document's currency here.
  const balance = p.aplicaBalance && clienteId ? (await balanceActual(tx, clienteId, true)).total : toD(0);
  let a;
  try {
    a = aplicarPago(doc.saldo, montoDocumento, {
      aplicaBalance: !!p.aplicaBalance,
      balanceDisponible: doc.codigoMoneda === 'CRC' ? balance : roundAmount(balance.div(doc.tipoCambio)),
      admiteExcedente: !!clienteId,
    });
  } catch (e) {
    if (e instanceof PagoRechazado) throw e.conflicto ? conflict(e.message, 'input.monto') : badInput(e.message, 'input.monto');
    throw e;
  }
  const id = uuidv7();
  // A sale on 08 or 10 declares its VAT when paid: each payment issues its REP (DECISIONS #210).
  const reciboRequerido = !compra && !p.notaCredito && condicionRecibo(doc.condicionVenta) !== null && a.aplicado.gt(0);
  const cabecera = await cabeceraPago(tx, actor.emisorId, compra, doc, id);
  const consecutivo = cabecera.consecutivo;
  const [row] = await tx
    .insert(pago)
    .values({
      ...cabecera,
      fecha: p.fecha ?? now,
      monto: monto.toFixed(),
      codigoMoneda,
      tipoCambio: toD(tipoCambio).toFixed(),
      montoDocumento: montoDocumento.toFixed(),
      aplicado: a.aplicado.toFixed(),
      excedente: a.excedente.toFixed(),
      deBalance: a.deBalance.toFixed(),
      medioPago: p.medioPago ?? (p.aplicaBalance ? '99' : '01'),
      cuentaContable: p.cuentaContable?.trim() || null,
      concepto: p.concepto?.trim() || `Pago del documento ${doc.consecutivo}`,
      detalle: p.detalle?.trim() || null,
      comentarios: p.comentarios?.trim() || null,
      referencia: p.referencia?.trim() || null,
      entidad: p.entidad?._id ? p.entidad : null,
      notaCredito: !!p.notaCredito,
      usuarioId: actor.userId,
      cajaSesionId: p.cajaSesion ?? null,
      linkId: p.linkId ?? null,
      clave: p.clave ?? null,
      reciboRequerido,
      createdAt: now,
    })
    .returning();
  if (reciboRequerido) await encolarRecibo(tx, actor.emisorId, id);
  await tx.update(factura).set({ saldo: a.saldoNuevo.toFixed(), updatedAt: now }).where(eq(factura.id, doc.id));
  const enColones = (m: D) => CRC(m, doc.codigoMoneda, doc.tipoCambio);
  if (clienteId && a.excedente.gt(0))
    await asentarBalance(tx, actor.emisorId, clienteId, { tipo: 'CREDITO', monto: enColones(a.excedente), detalle: `Excedente del pago ${consecutivo}`, pagoId: id, usuarioId: actor.userId }, now);
  if (clienteId && a.deBalance.gt(0))
    await asentarBalance(tx, actor.emisorId, clienteId, { tipo: 'DEBITO', monto: enColones(a.deBalance), detalle: `Pago ${consecutivo} del documento ${doc.consecutivo}`, pagoId: id, usuarioId: actor.userId }, now);
  if (p.cajaSesion && !p.aplicaBalance) {
    if (!actor.session) throw badInput('Solo una persona con su sesión de caja recibe un pago en caja.', 'input.cajaSesion');
    await pagoEnCaja(tx, actor.session, { sesion: p.cajaSesion, pagoId: id, facturaId: doc.id, monto: CRC(monto, codigoMoneda, toD(tipoCambio).toFixed()), medioHacienda: row!.medioPago, detalle: `Pago ${consecutivo} del documento ${doc.consecutivo}`, compra }, now);
  }
  if (a.saldoNuevo.isZero())
    await tx
      .update(pagoLink)
      .set({ state: 'PAGADO', pagoId: id, updatedAt: now })
      .where(and(eq(pagoLink.facturaId, doc.id), inArray(pagoLink.state, ['PENDIENTE', 'CONSULTADO'])));
  // Posted by accounting when the issuer has it on (queued in this transaction, once per payment).
  await encolarAsiento(tx, KIND_PAGO_CONTABLE, actor.emisorId, id);
  const saldoAFecha = await saldoContraparte(tx, doc.receptorId, doc.codigoMoneda, compra);
  if (saldoAFecha !== null) await tx.update(pago).set({ saldoAFecha }).where(eq(pago.id, id));
  return { ...row!, saldoAFecha };
}

/** What a counterparty still owes (or is owed) in one currency, 2 decimals (spec 3 §5 saldoAFecha). */
async function saldoContraparte(tx: Tx, receptorId: string | null, codigoMoneda: string, compra: boolean): Promise<string | null> {
  if (!receptorId) return null;
  const tipos = compra ? COMPRAS : VENTAS;
  const [r] = await rowsOf<{ s: string | null }>(
    tx,
    sql`select sum(saldo)::text as s from factura where receptor_id = ${receptorId}::uuid and codigo_moneda = ${codigoMoneda} and saldo > 0
        and documento in (${sql.join(tipos.map((t) => sql`${t}`), sql`, `)})`,
  );
  return toD(r?.s ?? '0').toDecimalPlaces(2).toFixed(2);
}
