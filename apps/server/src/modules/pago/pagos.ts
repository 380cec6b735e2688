// Pago.create and Pago.delete: one transaction each (a delete, one per payment), thin over
// registrar.ts and the domain's revertirPago.
import { PagoRechazado, revertirPago, roundAmount, toD } from '@jit/domain';
import { and, eq } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context, Session } from '../../context.js';
import { factura, pago, pagoLink } from '../../db/schema/index.js';
import { badInput, conflict, forbidden, notFound } from '../../errors.js';
import type { DeletePagoInput, PagoInput } from '../../generated/graphql.js';
import { canOpen } from '../../graphql/directives.js';
import { pagoEnCaja } from '../caja/index.js';
import { asentarBalance, balanceActual } from '../cliente/index.js';
import { encolarAsiento, KIND_PAGO_ELIMINADO_CONTABLE, KIND_RECIBO_ANULADO_CONTABLE } from '../contabilidad/index.js';
import { mismoEmisor } from '../emisor/index.js';
import { avisarRecibo } from '../factura/index.js';
import { esUuid } from '../validate.js';
import { fechaValida } from './fechas.js';
import { conReciboVigente, emitirRecibo } from './recibo.js';
import { documentoPagable, registrarPago } from './registrar.js';
import { selectPagos } from './salida.js';

/** Sales payments are taken from the payments list or the credit list; purchases' from theirs. */
const PAGINAS = { venta: ['/facturacion/listaPagos', '/facturacion/listaCredito'], compra: ['/compras/listaPagos', '/compras/listaCredito'] };
export function exigirPagina(s: Session, compra: boolean) {
  if (!PAGINAS[compra ? 'compra' : 'venta'].some((p) => canOpen(s, p)))
    throw forbidden(compra ? 'No tienes permiso para ver ni registrar pagos de compras.' : 'No tienes permiso para ver ni registrar pagos de ventas.');
}

/** After a payment's commit: its queued work (the REP, accounting) runs now; the aging folds soon. */
export function avisarPago(services: Context['services'], emisorId: string): void {
  services.outbox.nudge();
  services.plegador.marcar(emisorId);
}

export async function crearPago(ctx: Context, input: PagoInput) {
  const now = ctx.now();
  const row = await withSession(ctx, async (tx, s) => {
    if (input._id) return actualizar(tx, s, input);
    const { compra } = await documentoPagable(tx, input.factura._id);
    exigirPagina(s, compra);
    if (input.cajaSesion && !esUuid(input.cajaSesion)) throw badInput('La sesión de caja no existe.', 'input.cajaSesion');
    return registrarPago(
      tx,
      { emisorId: s.emisorId, userId: s.userId, session: s },
      {
        facturaId: input.factura._id,
        monto: input.monto,
        moneda: input.moneda ?? null,
        medioPago: input.medioPago?.id ?? null,
        fecha: fechaValida(input.fecha, 'input.fecha'),
        cuentaContable: input.cuentaContable,
        concepto: input.concepto,
        detalle: input.detalle,
        comentarios: input.comentarios,
        referencia: input.referencia,
        aplicaBalance: input.aplicaBalance,
        entidad: input.entidad ? { ...input.entidad, _id: input.entidad._id ?? undefined } as never : null,
        notaCredito: input.notaCredito,
        cajaSesion: input.cajaSesion,
      },
      now,
    );
  });
  avisarPago(ctx.services, row.emisorId);
  return row;
}

/** create with _id: only what describes the payment changes (its amount never: delete and record another). */
async function actualizar(tx: Parameters<Parameters<typeof withSession>[1]>[0], s: Session, input: PagoInput) {
  if (!esUuid(input._id!)) throw notFound('El pago no existe.');
  const [p] = await tx.select().from(pago).where(eq(pago.id, input._id!)).for('update');
  if (!p) throw notFound('El pago no existe.');
  exigirPagina(s, p.compra);
  if (!p.estado) throw badInput('Un pago eliminado no se modifica.', 'input._id');
  if (p.facturaId !== input.factura._id || !roundAmount(input.monto).eq(p.monto))
    throw badInput('El documento y el monto de un pago no se cambian: elimínelo y registre otro.', 'input.monto');
  const [row] = await tx
    .update(pago)
    .set({
      concepto: input.concepto?.trim() || p.concepto,
      detalle: input.detalle?.trim() || null,
      comentarios: input.comentarios?.trim() || null,
      cuentaContable: input.cuentaContable?.trim() || null,
      referencia: input.referencia?.trim() || null,
      entidad: input.entidad?._id ? (input.entidad as never) : null,
    })
    .where(eq(pago.id, p.id))
    .returning();
  return row!;
}

/** Pago.delete (ruling F1-4): `_id` is the document; each payment is undone in its own transaction. */
export async function eliminarPagos(ctx: Context, emisor: string | null | undefined, facturaId: string, input: readonly DeletePagoInput[]) {
  await mismoEmisor(ctx, emisor);
  const out: { _id: string; state: boolean; message: string }[] = [];
  for (const d of input) {
    try {
      const r = await eliminarUno(ctx, facturaId, d);
      if (r.state) avisarPago(ctx.services, await ctx.tokenEmisor());
      out.push(r);
    } catch (e) {
      if (e instanceof PagoRechazado) out.push({ _id: d._id, state: false, message: e.message });
      else if (e instanceof Error && 'extensions' in e && (e as { extensions?: { code?: string } }).extensions?.code !== 'FORBIDDEN')
        out.push({ _id: d._id, state: false, message: e.message });
      else throw e;
    }
  }
  return out;
}

async function eliminarUno(ctx: Context, facturaId: string, d: DeletePagoInput) {
  const razon = d.razonEliminar.trim();
  if (razon.length < 3) return { _id: d._id, state: false, message: 'Escriba la razón para eliminar el pago (3 caracteres o más).' };
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const { doc, compra } = await documentoPagable(tx, facturaId);
    exigirPagina(s, compra);
    const [p] = await tx.select().from(pago).where(and(eq(pago.id, d._id), eq(pago.facturaId, doc.id))).for('update');
    if (!p) return { _id: d._id, state: false, message: 'Ese pago no es de este documento.' };
    if (!p.estado) return { _id: d._id, state: false, message: `El pago ${p.consecutivo} ya estaba eliminado.` };
    // Its REP declared the payment to Hacienda (DECISIONS #212): only a rejected one lets it go.
    const [rep] = await conReciboVigente(tx, p.id);
    if (rep) return { _id: d._id, state: false, message: `El pago ${p.consecutivo} ya se declaró a Hacienda con el recibo electrónico de pago ${rep.consecutivo}: no se elimina.` };
    const clienteId = !compra ? doc.receptorId : null;
    const aColones = (x: string) => (doc.codigoMoneda === 'CRC' ? toD(x) : roundAmount(toD(x).times(doc.tipoCambio)));
    const balance = clienteId ? (await balanceActual(tx, clienteId, true)).total : toD(0);
    // The domain decides in colones for the balance and in the document's currency for the saldo.
    const r = revertirPago(doc.saldo, { aplicado: p.aplicado, excedente: clienteId ? aColones(p.excedente) : 0, deBalance: clienteId ? aColones(p.deBalance) : 0 }, balance);
    await tx.update(factura).set({ saldo: r.saldoNuevo.toFixed(), updatedAt: now }).where(eq(factura.id, doc.id));
    if (clienteId && toD(p.excedente).gt(0))
      await asentarBalance(tx, s.emisorId, clienteId, { tipo: 'DEBITO', monto: aColones(p.excedente), detalle: `Pago ${p.consecutivo} eliminado: ${razon}`, pagoId: p.id, usuarioId: s.userId }, now);
    if (clienteId && toD(p.deBalance).gt(0))
      await asentarBalance(tx, s.emisorId, clienteId, { tipo: 'CREDITO', monto: aColones(p.deBalance), detalle: `Pago ${p.consecutivo} eliminado: ${razon}`, pagoId: p.id, usuarioId: s.userId }, now);
    if (p.cajaSesionId && !toD(p.deBalance).gt(0)) {
      const monto = p.codigoMoneda === 'CRC' ? toD(p.monto) : roundAmount(toD(p.monto).times(p.tipoCambio));
      await pagoEnCaja(tx, s, { sesion: p.cajaSesionId, pagoId: p.id, facturaId: doc.id, monto, medioHacienda: p.medioPago, detalle: `Pago ${p.consecutivo} eliminado`, compra, reverso: true }, now);
    }
    await tx.update(pago).set({ estado: false, razonEliminar: razon, eliminadoAt: now }).where(eq(pago.id, p.id));
    await encolarAsiento(tx, KIND_PAGO_ELIMINADO_CONTABLE, s.emisorId, p.id);
    // Its REP, if any, was rejected (else the deletion is refused above): its VAT goes back to deferred.
    if (p.reciboId) await encolarAsiento(tx, KIND_RECIBO_ANULADO_CONTABLE, s.emisorId, p.reciboId);
    await tx.update(pagoLink).set({ state: 'CONSULTADO', pagoId: null, updatedAt: now }).where(and(eq(pagoLink.pagoId, p.id), eq(pagoLink.state, 'PAGADO')));
    return { _id: d._id, state: true, message: `Pago ${p.consecutivo} eliminado; el saldo del documento volvió a ${r.saldoNuevo.toFixed(2)}.` };
  });
}

/**
 * Pago.emitirRecibo: issues the payment's REP now (the outbox does it by itself; this is for one a
 * refusal stopped, or one Hacienda rejected). A refusal of the issue comes back in `reciboError`.
 */
export async function emitirReciboAhora(ctx: Context, pagoId: string) {
  if (!esUuid(pagoId)) throw notFound('El pago no existe.');
  const r = await withSession(ctx, async (tx, s) => {
    const [p] = await tx.select({ compra: pago.compra }).from(pago).where(eq(pago.id, pagoId));
    if (!p) throw notFound('El pago no existe.');
    exigirPagina(s, p.compra);
    const x = await emitirRecibo(ctx, tx, pagoId, true);
    if (x.sin && !x.sin.guardado) throw x.sin.codigo === 'CONFLICT' ? conflict(x.sin.nota, '_id') : x.sin.codigo === 'NOT_FOUND' ? notFound(x.sin.nota) : badInput(x.sin.nota, '_id');
    const [leido] = await selectPagos(tx).where(eq(pago.id, pagoId));
    return { ...x, leido: leido! };
  });
  if (r.nuevo) avisarRecibo(ctx.services, r.nuevo);
  return r.leido;
}
