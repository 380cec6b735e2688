// recibo.contabilidad / recibo.anulado.contabilidad (DECISIONS #251): a payment receipt (REP, type
// 10) moves the VAT it declares from «IVA diferido por pagar» to VAT payable, dated at the REP's
// issue (the month of the payment it declares), at the paid document's rate (the REP's own). Its
// reversal, when a REP Hacienda rejected is replaced or its payment deleted, is dated the same day:
// a rejected REP never counted in that month's VAT return, and now neither does it in the books.
// A REP of a sale that did not defer its VAT (posted before deferral existed) moves nothing.
import { D, asientoRecibo } from '@jit/domain';
import { inArray } from 'drizzle-orm';
import { factura } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { Logger } from '../../logger.js';
import type { NuevoAsiento } from './asentar.js';
import { ventasDiferidas } from './diferido.js';

export async function asientosDeRecibos(tx: Tx, ids: readonly string[], anulado: boolean, log: Logger): Promise<NuevoAsiento[]> {
  if (ids.length === 0) return [];
  const columnas = { id: factura.id, documento: factura.documento, consecutivo: factura.consecutivo, referenciaId: factura.referenciaId, fechaEmision: factura.fechaEmision, totalImpuesto: factura.totalImpuesto, tipoCambio: factura.tipoCambio, codigoMoneda: factura.codigoMoneda, receptorId: factura.receptorId, receptorNombre: factura.receptorNombre, condicionVenta: factura.condicionVenta };
  const recibos = await tx.select(columnas).from(factura).where(inArray(factura.id, [...new Set(ids)]));
  for (const id of ids) if (!recibos.some((r) => r.id === id)) log.warn({ recibo: id }, 'contabilidad: el recibo electrónico de pago ya no existe; no se asentó');
  const refs = [...new Set(recibos.flatMap((r) => (r.referenciaId ? [r.referenciaId] : [])))];
  const pagadas = refs.length ? await tx.select(columnas).from(factura).where(inArray(factura.id, refs)) : [];
  const diferidas = await ventasDiferidas(tx, pagadas);
  return recibos.map((r) => {
    const venta = pagadas.find((p) => p.id === r.referenciaId);
    const mueve = r.documento === '10' && !!venta && diferidas.has(venta.id);
    if (!mueve) log.info({ recibo: r.id }, 'contabilidad: el recibo electrónico de pago es de una venta que no difirió su IVA; no mueve nada');
    return {
      fuente: anulado ? 'recibo-anulado' : 'recibo',
      fuenteId: r.id,
      fecha: r.fechaEmision,
      descripcion: `${anulado ? 'Recibo electrónico de pago anulado' : 'IVA declarado por el recibo electrónico de pago'} ${r.consecutivo}${venta ? ` del documento ${venta.consecutivo}` : ''}`,
      facturaId: r.id,
      documentoTipo: r.documento,
      consecutivo: r.consecutivo,
      entidadId: r.receptorId,
      entidadNombre: r.receptorNombre,
      codigoMoneda: r.codigoMoneda,
      tipoCambio: new D(r.tipoCambio).toFixed(),
      lineas: mueve ? asientoRecibo({ impuesto: r.totalImpuesto, tipoCambio: r.tipoCambio, signo: anulado ? -1 : 1 }) : [],
    } satisfies NuevoAsiento;
  });
}
