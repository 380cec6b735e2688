// What credit notes and purchase cancellations share: the credited document's lines as input
// lines, the reference to it, and crediting it (its list of notes and its balance).
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { D, TIPO_ANULACION_COMPRA, tipoDocReferenciaDe } from '@jit/domain';
import { fechaCostaRica } from '@jit/hacienda';
import { bitacora, factura, type ReferenciaDoc } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import type { LineaDetalleInput } from '../../../generated/graphql.js';
import type { DatosFactura, FacturaRow } from '../modelo.js';

/** The lines of a stored document as input lines (to credit the whole document). */
export function lineasDe(row: FacturaRow): LineaDetalleInput[] {
  const d = row.datos as unknown as DatosFactura;
  return d.detalleServicio.lineaDetalle.map((l) => ({
    item: l.item ? { _id: l.item._id, nombre: l.item.nombre } : null,
    clasificacion: l.clasificacion,
    codigoCABYS: l.codigoCABYS,
    cantidad: l.cantidad,
    unidadMedida: l.unidadMedida,
    unidadMedidaComercial: l.unidadMedidaComercial,
    tipoTransaccion: l.tipoTransaccion,
    partidaArancelaria: l.partidaArancelaria,
    detalle: l.detalle,
    precioUnitario: l.precioUnitario,
    descuento: l.descuento.map((x) => ({
      montoDescuento: x.montoDescuento,
      codigoDescuento: x.codigoDescuento,
      codigoDescuentoOTRO: x.codigoDescuentoOTRO,
      naturalezaDescuento: x.naturalezaDescuento,
    })),
    impuesto: l.impuesto.map((t) => ({
      codigo: t.codigo,
      codigoImpuestoOTRO: t.codigoImpuestoOTRO,
      codigoTarifaIVA: t.codigoTarifaIVA,
      tarifa: t.tarifa,
      factorIVA: t.factorIVA,
      exoneracion: t.exoneracion
        ? {
            tipoDocumento: t.exoneracion.tipoDocumento,
            tipoDocumentoOTRO: t.exoneracion.tipoDocumentoOTRO,
            numeroDocumento: t.exoneracion.numeroDocumento,
            articulo: t.exoneracion.articulo,
            inciso: t.exoneracion.inciso,
            nombreInstitucion: t.exoneracion.nombreInstitucion,
            nombreInstitucionOtros: t.exoneracion.nombreInstitucionOtros,
            fechaEmision: t.exoneracion.fechaEmision,
            tarifaExonerada: t.exoneracion.tarifaExonerada,
          }
        : null,
    })),
    impuestoAsumidoEmisorFabrica: l.impuestoAsumidoEmisorFabrica,
    cuentaContablePorCobrar: l.cuentaContablePorCobrar,
    cuentaContablePorPagar: l.cuentaContablePorPagar,
  }));
}

/** The reference to the credited/cancelled document. */
export function referenciaA(row: FacturaRow, codigo: string, razon: string): ReferenciaDoc {
  const tipo = tipoDocReferenciaDe(row.documento) ?? '99';
  return {
    tipoDoc: tipo,
    tipoDocRefOTRO: tipo === '99' ? `Documento ${row.documento}`.padEnd(5, '.') : null,
    numero: row.clave ?? row.consecutivo,
    fechaEmision: fechaCostaRica(row.fechaEmision),
    codigo,
    razon: razon.slice(0, 180),
  };
}

/** Adds the new note to the original's list and lowers its balance (spec 1 §4). */
export async function acreditar(
  tx: Tx,
  original: FacturaRow,
  nota: FacturaRow,
  now: Date,
  userId: string,
  extra: Partial<typeof factura.$inferInsert> = {},
) {
  const saldo = D.max(new D(original.saldo).minus(nota.totalComprobante), 0).toFixed();
  const [after] = await tx
    .update(factura)
    .set({
      notasCredito: sql`array_append(${factura.notasCredito}, ${nota.id}::uuid)`,
      saldo,
      updatedAt: now,
      ...extra,
    })
    .where(eq(factura.id, original.id))
    .returning();
  await tx.insert(bitacora).values({
    emisorId: original.emisorId,
    id: uuidv7(),
    facturaId: original.id,
    createdAt: now,
    estadoDocumento: original.estadoDocumento,
    mensaje: `${nota.documento === TIPO_ANULACION_COMPRA ? 'Anulado' : 'Acreditado'} con ${nota.consecutivo}.`,
    usuarioId: userId,
  });
  return after!;
}
