// What the note forms send: the lines a partial credit note credits (Factura.createNotaCredito),
// each with its share of the line's discount, and a debit note (Factura.create, 02) of one
// service line that refers to the document with its receptor, currency and sale condition.
import type { FacturaInput, LineaDetalleInput } from '@jit/api';
import { D, esCondicionCredito, parseNonNegative, tipoDocReferenciaDe, toDecimalString } from '@jit/domain';
import type { Detalle } from '../detalle-query';
import type { Fila } from '../queries';
import type { NotaCreditoValues, NotaDebitoValues } from './schemas';

type LineaDocumento = Detalle['detalleServicio']['lineaDetalle'][number];

/** The marked lines with the quantity to credit; a line's discount is credited in proportion. */
export function lineasAcreditadas(lineas: readonly LineaDocumento[], marcadas: NotaCreditoValues['lineas']): LineaDetalleInput[] {
  const porLinea = new Map(lineas.map((l) => [l.numeroLinea, l]));
  return marcadas
    .filter((l) => l.marcada)
    .map((l): LineaDetalleInput => {
      const o = porLinea.get(l.numeroLinea)!;
      const cant = parseNonNegative(l.cantidad);
      const cantidad = cant.ok ? cant.value : new D(o.cantidad);
      const factor = cantidad.div(o.cantidad);
      const desc = new D(o.montoDescuento);
      return {
        detalle: o.detalle,
        cantidad: toDecimalString(cantidad),
        precioUnitario: o.precioUnitario,
        codigoCABYS: o.codigoCABYS ?? null,
        unidadMedida: o.unidadMedida ?? null,
        clasificacion: o.clasificacion ?? null,
        impuesto: o.impuesto.map((t) => ({ codigo: t.codigo, codigoTarifaIVA: t.codigoTarifaIVA ?? null, tarifa: t.tarifa ?? null })),
        ...(desc.gt(0) ? { descuento: [{ montoDescuento: toDecimalString(desc.times(factor).toDecimalPlaces(5)) }] } : {}),
      };
    });
}

/** A debit note against the document: one service line, referring to the document's clave. */
export function notaDebitoInput(fila: Fila, v: NotaDebitoValues): FacturaInput {
  const monto = parseNonNegative(v.monto);
  const r = fila.receptor;
  return {
    documento: '02',
    condicionVenta: fila.condicionVenta,
    ...(esCondicionCredito(fila.condicionVenta) && fila.plazoCredito ? { plazoCredito: fila.plazoCredito } : {}),
    codigoMoneda: fila.resumenFactura.codigoTipoMoneda.codigoMoneda.value,
    ...(fila.resumenFactura.codigoTipoMoneda.codigoMoneda.value !== 'CRC' ? { tipoCambio: fila.resumenFactura.codigoTipoMoneda.tipoCambio } : {}),
    ...(r
      ? {
          receptor: {
            ...(r.id ? { id: r.id } : {}),
            nombre: r.nombre,
            ...(r.identificacion ? { identificacion: { tipo: r.identificacion.tipo, numero: r.identificacion.numero } } : {}),
            ...(r.identificacionExtranjero ? { identificacionExtranjero: r.identificacionExtranjero } : {}),
            ...(r.correoElectronico ? { correoElectronico: r.correoElectronico } : {}),
          },
        }
      : {}),
    detalleServicio: {
      lineaDetalle: [
        {
          detalle: v.detalle.trim(),
          cantidad: '1',
          precioUnitario: monto.ok ? toDecimalString(monto.value) : v.monto,
          unidadMedida: 'Sp',
          clasificacion: 'servicio',
          impuesto: v.codigoTarifaIVA === '10' ? [] : [{ codigo: '01', codigoTarifaIVA: v.codigoTarifaIVA }],
        },
      ],
    },
    informacionReferencia: [
      {
        tipoDocIR: tipoDocReferenciaDe(fila.documento.id) ?? '01',
        numero: fila.clave ?? fila.consecutivo,
        fechaEmisionIR: fila.fechaEmision,
        codigo: v.codigo,
        razon: v.razon.trim(),
      },
    ],
  };
}
