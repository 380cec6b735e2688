// The outbox handlers that post the journal (ruling F2-2). Each reads its source back from storage
// (the document and its lines, the kardex line, the finished session), asks the domain for the
// lines, and writes the entry once per source (asentar.ts). A source gone since it was queued is
// posted from the queue's payload when it carries enough (a document), else logged in Spanish and
// settled: never a job that fails forever. Registering a kind also claims its backlog: every
// factura.contabilidad row queued before this module existed is posted like new work.
import { D, acreditacionDe, asientoDiferenciaCaja, asientoDocumento, asientoMovimiento, asientoPago, type LineaDocumento } from '@jit/domain';
import { asc, eq } from 'drizzle-orm';
import { cajaSesion, factura, facturaLinea, facturaXml, inventarioMovimiento, inventarioTipo, pago } from '../../db/schema/index.js';
import { withTenant } from '../../db/tenant.js';
import type { Tx } from '../../db/types.js';
import type { Job } from '../../jobs/outbox.js';
import type { ModuleDeps } from '../../server-module.js';
import { asentar, elegida, planDe } from './asentar.js';
import { KIND_CAJA, KIND_INVENTARIO, KIND_PAGO, KIND_PAGO_ELIMINADO } from './encolar.js';

export const KIND_FACTURA = 'factura.contabilidad';

type PayloadFactura = {
  emisorId: string;
  facturaId: string;
  documento: string;
  consecutivo: string;
  fechaEmision: string;
  totalImpuesto?: string;
  codigoMoneda?: string;
  tipoCambio?: string;
  signo?: 1 | -1;
  compra?: boolean;
  lineas?: { numeroLinea: number; subTotal: string; impuestoNeto: string; cuentaContablePorCobrar?: string | null; cuentaContablePorPagar?: string | null }[];
};

/** A received document's creditable VAT and condition, from the signed receiver message (05/06). */
export function acreditableDelXml(xml: string | null | undefined): { monto: string | null; condicion: string | null } {
  const monto = xml?.match(/<MontoTotalImpuestoAcreditar>\s*([0-9.]+)\s*</)?.[1] ?? null;
  const condicion = xml?.match(/<CondicionImpuesto>\s*([0-9]{2})\s*</)?.[1] ?? null;
  return { monto, condicion };
}

/** factura.contabilidad: a sale, credit note, purchase or purchase cancellation. */
async function asentarFactura(tx: Tx, p: PayloadFactura, now: Date): Promise<void> {
  const plan = await planDe(tx, p.emisorId, now);
  const notas: string[] = [];
  const [f] = await tx
    .select({ id: factura.id, documento: factura.documento, tipoCambio: factura.tipoCambio, totalOtrosCargos: factura.totalOtrosCargos, totalIVADevuelto: factura.totalIVADevuelto, createdAt: factura.createdAt, fechaEmision: factura.fechaEmision, receptorId: factura.receptorId, receptorNombre: factura.receptorNombre, codigoMoneda: factura.codigoMoneda })
    .from(factura)
    .where(eq(factura.id, p.facturaId));
  const compra = p.compra === true;
  const elegidas = new Map((p.lineas ?? []).map((l) => [l.numeroLinea, compra ? l.cuentaContablePorPagar : l.cuentaContablePorCobrar]));
  let lineas: LineaDocumento[];
  let acreditable: string | null = null;
  if (f) {
    const rows = await tx.select().from(facturaLinea).where(eq(facturaLinea.facturaId, f.id)).orderBy(asc(facturaLinea.numeroLinea));
    lineas = rows.map((l) => ({ subTotal: l.subTotal, impuestoNeto: l.impuestoNeto, esServicio: l.esServicio, conItem: !!l.itemId, cuenta: elegida(plan, elegidas.get(l.numeroLinea), `Línea ${l.numeroLinea}`, notas) }));
    if (['05', '06'].includes(f.documento)) {
      const [x] = await tx.select({ xml: facturaXml.xmlFirmado }).from(facturaXml).where(eq(facturaXml.facturaId, f.id));
      const a = acreditableDelXml(x?.xml);
      acreditable = acreditacionDe(a.condicion) === 'ninguno' ? '0' : a.monto;
    }
  } else {
    notas.push('El documento ya no existe: se asentó con los montos de la cola.');
    lineas = (p.lineas ?? []).map((l) => ({ subTotal: l.subTotal, impuestoNeto: l.impuestoNeto, esServicio: false, conItem: false, cuenta: elegida(plan, elegidas.get(l.numeroLinea), `Línea ${l.numeroLinea}`, notas) }));
  }
  const signo = p.signo === -1 ? -1 : 1;
  const tipoCambio = f?.tipoCambio ?? p.tipoCambio ?? '1';
  const lineasAsiento = asientoDocumento({
    compra,
    signo,
    tipoCambio,
    lineas,
    totalOtrosCargos: f?.totalOtrosCargos ?? '0',
    totalIVADevuelto: f?.totalIVADevuelto ?? '0',
    impuestoAcreditable: acreditable,
  });
  const tipo = compra ? (signo === 1 ? 'Compra' : 'Anulación de compra') : signo === 1 ? 'Venta' : 'Nota de crédito';
  await asentar(
    tx,
    p.emisorId,
    plan,
    {
      fuente: 'factura',
      fuenteId: p.facturaId,
      // Purchases count in the month they were registered in (Factura.setCreatedAt may move them).
      fecha: f ? (compra ? f.createdAt : f.fechaEmision) : new Date(p.fechaEmision),
      descripcion: `${tipo} ${p.consecutivo}`,
      facturaId: p.facturaId,
      documentoTipo: p.documento,
      consecutivo: p.consecutivo,
      entidadId: f?.receptorId ?? null,
      entidadNombre: f?.receptorNombre ?? null,
      codigoMoneda: f?.codigoMoneda ?? p.codigoMoneda ?? 'CRC',
      tipoCambio: new D(tipoCambio).toFixed(),
      notas,
      lineas: lineasAsiento,
    },
    now,
  );
}

/** inventario.contabilidad: a kardex line at its value (entries, losses, cost of sales, production). */
async function asentarMovimiento(tx: Tx, p: { emisorId: string; id: string }, now: Date, log: ModuleDeps['log']): Promise<void> {
  const [m] = await tx.select().from(inventarioMovimiento).where(eq(inventarioMovimiento.id, p.id));
  if (!m) {
    log.warn({ movimiento: p.id }, 'contabilidad: el movimiento de inventario ya no existe; no se asentó');
    return;
  }
  const plan = await planDe(tx, p.emisorId, now);
  const notas: string[] = [];
  const [t] = m.tipoId ? await tx.select({ cuenta: inventarioTipo.cuentaContable, tipo: inventarioTipo.tipo }).from(inventarioTipo).where(eq(inventarioTipo.id, m.tipoId)) : [];
  const lineas = asientoMovimiento({ origen: m.origen, entradaValor: m.entradaValor, salidaValor: m.salidaValor, cuentaTipo: elegida(plan, t?.cuenta, `Tipo «${t?.tipo ?? ''}»`, notas) });
  const que: Record<string, string> = { VENTA: 'Costo de venta', DEVOLUCION: 'Devolución al costo', MERMA: 'Merma', AJUSTE_MERMA: 'Ajuste por merma', ENTRADA: 'Entrada', AJUSTE_ENTRADA: 'Ajuste de entrada', PRODUCCION: 'Producción', CONSUMO: 'Consumo de producción' };
  await asentar(
    tx,
    p.emisorId,
    plan,
    { fuente: 'inventario', fuenteId: m.id, fecha: m.fecha, descripcion: `${que[m.origen] ?? m.origen}${m.documento ? ` ${m.documento}` : ''}${m.descripcion && !m.documento ? ` — ${m.descripcion}` : ''}`, facturaId: m.facturaId, consecutivo: m.documento, notas, lineas },
    now,
  );
}

/** caja.contabilidad: the cash difference a supervisor accepted at a session's finish. */
async function asentarCaja(tx: Tx, p: { emisorId: string; id: string }, now: Date, log: ModuleDeps['log']): Promise<void> {
  const [s] = await tx.select().from(cajaSesion).where(eq(cajaSesion.id, p.id));
  if (!s) {
    log.warn({ sesion: p.id }, 'contabilidad: la sesión de caja ya no existe; no se asentó');
    return;
  }
  const plan = await planDe(tx, p.emisorId, now);
  const notas: string[] = [];
  const lineas = asientoDiferenciaCaja({ dif: s.dif ?? '0', cuentaCaja: elegida(plan, s.cuentaContable, 'Sesión de caja', notas) });
  const dif = new D(s.dif ?? 0);
  await asentar(tx, p.emisorId, plan, { fuente: 'caja', fuenteId: s.id, fecha: s.completedAt ?? s.updatedAt, descripcion: `${dif.isNeg() ? 'Faltante' : 'Sobrante'} de caja al finalizar la sesión`, notas, lineas }, now);
}

/**
 * pago.contabilidad / pago.eliminado.contabilidad: a payment, or its reversal when it was deleted.
 * In the document's currency at the document's rate, as its sale or purchase was posted (a payment
 * in another currency posts what it settled; no exchange difference is recognised).
 */
async function asentarPago(tx: Tx, p: { emisorId: string; id: string }, eliminado: boolean, now: Date, log: ModuleDeps['log']): Promise<void> {
  const [r] = await tx
    .select({ pago, tipoCambio: factura.tipoCambio, codigoMoneda: factura.codigoMoneda })
    .from(pago)
    .leftJoin(factura, eq(factura.id, pago.facturaId))
    .where(eq(pago.id, p.id));
  if (!r) {
    log.warn({ pago: p.id }, 'contabilidad: el pago ya no existe; no se asentó');
    return;
  }
  const g = r.pago;
  const plan = await planDe(tx, p.emisorId, now);
  const notas: string[] = [];
  const lineas = asientoPago({
    monto: g.aplicado,
    excedente: g.compra ? 0 : g.excedente,
    deBalance: g.compra ? 0 : g.deBalance,
    tipoCambio: r.tipoCambio ?? '1',
    compra: g.compra,
    signo: eliminado ? -1 : 1,
    cuentaPago: elegida(plan, g.cuentaContable, `Pago ${g.consecutivo}`, notas),
  });
  await asentar(
    tx,
    p.emisorId,
    plan,
    {
      fuente: eliminado ? 'pago-eliminado' : 'pago',
      fuenteId: g.id,
      fecha: eliminado ? (g.eliminadoAt ?? now) : g.fecha,
      descripcion: `${eliminado ? 'Pago eliminado' : 'Pago'} ${g.consecutivo} del documento ${g.consecutivoFactura}${eliminado && g.razonEliminar ? ` — ${g.razonEliminar}` : ''}`,
      facturaId: g.facturaId,
      consecutivo: g.consecutivo,
      entidadId: g.contraparteId,
      entidadNombre: g.contraparteNombre,
      codigoMoneda: r.codigoMoneda ?? g.codigoMoneda,
      tipoCambio: new D(r.tipoCambio ?? '1').toFixed(),
      notas,
      lineas,
    },
    now,
  );
}

/** Registers the kinds: documents, stock moves, cash finishes, payments and their deletions. */
export function registrarAsientos(d: ModuleDeps): void {
  d.services.outbox.register(KIND_FACTURA, (job: Job) => {
    const p = job.payload as unknown as PayloadFactura;
    return withTenant(d.db, p.emisorId, (tx) => asentarFactura(tx, p, d.now()));
  });
  d.services.outbox.register(KIND_INVENTARIO, (job: Job) => {
    const p = job.payload as unknown as { emisorId: string; id: string };
    return withTenant(d.db, p.emisorId, (tx) => asentarMovimiento(tx, p, d.now(), d.log));
  });
  d.services.outbox.register(KIND_CAJA, (job: Job) => {
    const p = job.payload as unknown as { emisorId: string; id: string };
    return withTenant(d.db, p.emisorId, (tx) => asentarCaja(tx, p, d.now(), d.log));
  });
  for (const [kind, eliminado] of [[KIND_PAGO, false], [KIND_PAGO_ELIMINADO, true]] as const)
    d.services.outbox.register(kind, (job: Job) => {
      const p = job.payload as unknown as { emisorId: string; id: string };
      return withTenant(d.db, p.emisorId, (tx) => asentarPago(tx, p, eliminado, d.now(), d.log));
    });
}
