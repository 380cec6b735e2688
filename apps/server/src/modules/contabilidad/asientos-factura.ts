// The entries of documents (factura.contabilidad): a sale, credit note, purchase or purchase
// cancellation, read back from storage for a whole batch of jobs at once (the documents, their
// lines and the acceptances, three or four statements whatever the batch's size). A document gone
// since it was queued is posted from the job's payload, with a Spanish note.
import { D, asientoDocumento, type LineaDocumento } from '@jit/domain';
import { asc, inArray } from 'drizzle-orm';
import { factura, facturaLinea } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { acreditables, impuestoAcreditable } from './acreditable.js';
import { diferidoDeNotasDe, ventasDiferidas } from './diferido.js';
import { elegida, type NuevoAsiento, type Plan } from './asentar.js';

/** What invoicing queues (efectos.ts, MODULES.md §0). */
export type PayloadFactura = {
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

const columnas = {
  id: factura.id,
  documento: factura.documento,
  tipoCambio: factura.tipoCambio,
  totalImpuesto: factura.totalImpuesto,
  totalOtrosCargos: factura.totalOtrosCargos,
  totalIVADevuelto: factura.totalIVADevuelto,
  createdAt: factura.createdAt,
  fechaEmision: factura.fechaEmision,
  receptorId: factura.receptorId,
  receptorNombre: factura.receptorNombre,
  codigoMoneda: factura.codigoMoneda,
  referenciaId: factura.referenciaId,
  condicionVenta: factura.condicionVenta,
};

/** The entries of a batch of documents (one issuer's, inside its transaction). */
export async function asientosDeFacturas(tx: Tx, plan: Plan, ps: readonly PayloadFactura[]): Promise<NuevoAsiento[]> {
  if (ps.length === 0) return [];
  const ids = [...new Set(ps.map((p) => p.facturaId))];
  const docs = await tx.select(columnas).from(factura).where(inArray(factura.id, ids));
  const filas = docs.length
    ? await tx
        .select({ facturaId: facturaLinea.facturaId, numeroLinea: facturaLinea.numeroLinea, subTotal: facturaLinea.subTotal, impuestoNeto: facturaLinea.impuestoNeto, esServicio: facturaLinea.esServicio, itemId: facturaLinea.itemId })
        .from(facturaLinea)
        .where(inArray(facturaLinea.facturaId, docs.map((d) => d.id)))
        .orderBy(asc(facturaLinea.facturaId), asc(facturaLinea.numeroLinea))
    : [];
  const lineasDe = new Map<string, typeof filas>();
  for (const l of filas) {
    const de = lineasDe.get(l.facturaId);
    if (de) de.push(l);
    else lineasDe.set(l.facturaId, [l]);
  }
  const porId = new Map(docs.map((d) => [d.id, d]));
  const acreditable = await acreditables(tx, docs);
  // A sale on 08 or 10 defers its VAT; a credit note of one reverses what no REP had declared (DECISIONS #251).
  const pedido = new Map(ps.map((p) => [p.facturaId, p]));
  const de = (signo: 1 | -1) => docs.filter((d) => pedido.get(d.id)?.compra !== true && (pedido.get(d.id)?.signo === -1 ? -1 : 1) === signo);
  const diferidas = await ventasDiferidas(tx, de(1));
  const reverso = await diferidoDeNotasDe(tx, de(-1));
  return ps.map((p) => {
    const f = porId.get(p.facturaId);
    const notas: string[] = [];
    const compra = p.compra === true;
    const elegidas = new Map((p.lineas ?? []).map((l) => [l.numeroLinea, compra ? l.cuentaContablePorPagar : l.cuentaContablePorCobrar]));
    const cuentaLinea = (n: number) => elegida(plan, elegidas.get(n), `Línea ${n}`, notas);
    let lineas: LineaDocumento[];
    if (f) lineas = (lineasDe.get(f.id) ?? []).map((l) => ({ subTotal: l.subTotal, impuestoNeto: l.impuestoNeto, esServicio: l.esServicio, conItem: !!l.itemId, cuenta: cuentaLinea(l.numeroLinea) }));
    else {
      notas.push('El documento ya no existe: se asentó con los montos de la cola.');
      lineas = (p.lineas ?? []).map((l) => ({ subTotal: l.subTotal, impuestoNeto: l.impuestoNeto, esServicio: false, conItem: false, cuenta: cuentaLinea(l.numeroLinea) }));
    }
    const signo = p.signo === -1 ? -1 : 1;
    const tipoCambio = f?.tipoCambio ?? p.tipoCambio ?? '1';
    const tipo = compra ? (signo === 1 ? 'Compra' : 'Anulación de compra') : signo === 1 ? 'Venta' : 'Nota de crédito';
    return {
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
      lineas: asientoDocumento({
        compra,
        signo,
        tipoCambio,
        lineas,
        totalOtrosCargos: f?.totalOtrosCargos ?? '0',
        totalIVADevuelto: f?.totalIVADevuelto ?? '0',
        impuestoAcreditable: f ? impuestoAcreditable(acreditable.get(f.id)) : null,
        impuestoDiferido: f && diferidas.has(f.id) ? lineas.reduce((x, l) => x.plus(l.impuestoNeto), new D(0)) : f ? (reverso.get(f.id) ?? null) : null,
      }),
    } satisfies NuevoAsiento;
  });
}
