// The factura.pago outbox handler (MODULES.md §0): a cash sale (or a cash purchase) is paid when it
// is issued, so its saldo is already 0 and the payment is recorded as it came, one per tender with
// an amount (the rest of the total on the first without one). Idempotent by key (`<outbox
// key>:<tender>` is the payment's clave), a missing document is a Spanish note, and the rows queued
// before this module existed are claimed like new work.
import { D, roundAmount } from '@jit/domain';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { factura, pago } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { withTenant } from '../../db/tenant.js';
import type { Job } from '../../jobs/outbox.js';
import type { ModuleDeps } from '../../server-module.js';
import { encolarAsiento, KIND_PAGO_CONTABLE } from '../contabilidad/index.js';
import { cabeceraPago } from './numeracion.js';
import { COMPRAS } from './tipos.js';

export const KIND_FACTURA_PAGO = 'factura.pago';

type Payload = {
  emisorId: string;
  facturaId: string;
  consecutivo: string;
  usuarioId?: string;
  monto?: string;
  codigoMoneda?: string;
  tipoCambio?: string;
  medioPago?: (string | { tipoMedioPago?: string; totalMedioPago?: string | null })[];
  cuentaContablePago?: string | null;
};

/** The tenders of the document with their amounts (the unassigned rest on the first without one). */
export function tramosDePago(total: D, medios: Payload['medioPago']): { medio: string; monto: D }[] {
  const lista = (medios ?? []).map((m) => (typeof m === 'string' ? { medio: m, monto: null } : { medio: m.tipoMedioPago ?? '01', monto: m.totalMedioPago ? new D(m.totalMedioPago) : null }));
  if (!lista.length) return [{ medio: '01', monto: total }];
  const fijado = lista.reduce((s, m) => s.plus(m.monto ?? 0), new D(0));
  let resto = D.max(total.minus(fijado), 0);
  return lista
    .map((m) => {
      if (m.monto) return { medio: m.medio, monto: m.monto };
      const r = resto;
      resto = new D(0);
      return { medio: m.medio, monto: r };
    })
    .filter((m) => m.monto.gt(0));
}

/** Why nothing was written (a Spanish note), or null once the payments are in. */
export async function aplicarFacturaPago(tx: Tx, key: string, p: Payload, now: Date): Promise<string | null> {
  const [doc] = await tx.select().from(factura).where(eq(factura.id, p.facturaId));
  if (!doc) return `El documento ${p.consecutivo} no existe: no se registró su pago de contado.`;
  const compra = COMPRAS.includes(doc.documento);
  const total = roundAmount(p.monto ?? doc.totalComprobante);
  for (const [i, t] of tramosDePago(total, p.medioPago).entries()) {
    const clave = `${key}:${i}`;
    const [ya] = await tx.select({ id: pago.id }).from(pago).where(eq(pago.clave, clave));
    if (ya) continue;
    const id = uuidv7();
    await tx.insert(pago).values({
      ...(await cabeceraPago(tx, p.emisorId, compra, doc, id)),
      fecha: doc.fechaEmision,
      monto: t.monto.toFixed(),
      codigoMoneda: doc.codigoMoneda,
      tipoCambio: doc.tipoCambio,
      montoDocumento: t.monto.toFixed(),
      // Paid on issue: the saldo was never owed, so the whole amount is what settled the document.
      aplicado: t.monto.toFixed(),
      medioPago: t.medio,
      cuentaContable: p.cuentaContablePago ?? null,
      concepto: `Pago de contado del documento ${doc.consecutivo}`,
      usuarioId: p.usuarioId ?? null,
      cajaSesionId: doc.cajaSesionId,
      clave,
      createdAt: now,
    });
    // The sale's entry debited the receivable like any other; this payment's entry settles it against
    // cash (or the tender's account), as a payment registered by hand does (only with accounting on).
    await encolarAsiento(tx, KIND_PAGO_CONTABLE, p.emisorId, id);
  }
  return null;
}

export function registrarFacturaPago(d: ModuleDeps): void {
  d.services.outbox.register(KIND_FACTURA_PAGO, async (job: Job) => {
    const p = job.payload as Payload;
    const nota = await withTenant(d.db, p.emisorId, (tx) => aplicarFacturaPago(tx, job.key, p, d.now()));
    if (nota) d.log.warn({ job: job.kind, key: job.key }, nota);
  });
}
