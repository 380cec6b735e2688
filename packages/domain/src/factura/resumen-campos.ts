import type { ResumenFactura } from './resumen-types';

type Campo = Exclude<keyof ResumenFactura, 'otrosCargos'>;
const TODOS: readonly Campo[] = [
  'codigoTipoMoneda', 'totalServGravados', 'totalServExentos', 'totalServExonerado', 'totalServNoSujeto',
  'totalMercanciasGravadas', 'totalMercanciasExentas', 'totalMercExonerada', 'totalMercNoSujeta',
  'totalGravado', 'totalExento', 'totalExonerado', 'totalNoSujeto', 'totalVenta', 'totalDescuentos',
  'totalVentaNeta', 'totalDesgloseImpuesto', 'totalImpuesto', 'totalImpAsumEmisorFabrica', 'totalIVADevuelto',
  'totalOtrosCargos', 'medioPago', 'totalComprobante',
];

/** The ResumenFactura elements that are not amounts: the currency, the tax breakdown and the payment methods. */
type NoMonto = 'codigoTipoMoneda' | 'totalDesgloseImpuesto' | 'medioPago';
/** One v4.4 ResumenFactura amount (a Decimal total). */
export type TotalResumen = Exclude<Campo, NoMonto>;
const NO_MONTO: readonly Campo[] = ['codigoTipoMoneda', 'totalDesgloseImpuesto', 'medioPago'];

/**
 * The 20 v4.4 ResumenFactura amounts in schema order: the one list that the database columns,
 * the GraphQL types, the reports and the XML map over.
 */
export const TOTALES_RESUMEN: readonly TotalResumen[] = TODOS.filter((c): c is TotalResumen => !NO_MONTO.includes(c));

const sin = (...fuera: Campo[]): readonly Campo[] => TODOS.filter((c) => !fuera.includes(c));

/**
 * Which ResumenFactura elements each rev-2026 schema has, in schema order, so the XML builder emits
 * exactly those: FEC (08) has no TotalIVADevuelto; FEE (09) no exonerated, non-subject or returned totals;
 * REP (10) only currency, sale, net sale, tax breakdown, tax, payment methods and total.
 */
export const RESUMEN_CAMPOS_POR_DOCUMENTO: Readonly<Record<string, readonly Campo[]>> = {
  '01': TODOS,
  '02': TODOS,
  '03': TODOS,
  '04': TODOS,
  '08': sin('totalIVADevuelto'),
  '09': sin('totalServExonerado', 'totalServNoSujeto', 'totalMercExonerada', 'totalMercNoSujeta', 'totalExonerado', 'totalNoSujeto', 'totalIVADevuelto'),
  '10': ['codigoTipoMoneda', 'totalVenta', 'totalVentaNeta', 'totalDesgloseImpuesto', 'totalImpuesto', 'medioPago', 'totalComprobante'],
};

/** The ResumenFactura elements of a document type (all of them for an unknown type). */
export const resumenCamposDe = (tipoDocumento: string): readonly Campo[] => RESUMEN_CAMPOS_POR_DOCUMENTO[tipoDocumento] ?? TODOS;
