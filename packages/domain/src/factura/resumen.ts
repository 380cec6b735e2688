import type { CodigoImpuesto, CodigoTarifaIVA } from '../catalogos/code-tables.generated';
import { tipoCambioDocumento } from '../money/currency';
import { D, ZERO, type D as Dec } from '../money/decimal';
import { toUnits } from '../money/units';
import type { LineaDetalle } from './linea-types';
import { allocateMediosPago, mediosPagoSinAjuste } from './medio-pago';
import { computeOtrosCargos } from './otros-cargos';
import { cachedFromUnits, createAcumulado, type ResumenAcumulado } from './resumen-acumulado';
import type { DesgloseImpuesto, OtroCargoInput, ResumenFactura, ResumenOptions } from './resumen-types';

// Documents whose schema has no TotalIVADevuelto (FEC 08, FEE 09, REP 10).
const ONE = new D(1);
const SIN_IVA_DEVUELTO: readonly string[] = ['08', '09', '10'];

function desglose(acc: ResumenAcumulado): DesgloseImpuesto[] {
  return [...acc.desglose.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, { amount }]) => {
      const [codigo, tarifa] = key.split('|') as [CodigoImpuesto, string];
      const entry: DesgloseImpuesto = { codigo, totalMontoImpuesto: cachedFromUnits(acc, key, amount) };
      if (tarifa) entry.codigoTarifaIVA = tarifa as CodigoTarifaIVA;
      return entry;
    });
}

/**
 * The v4.4 ResumenFactura from running sums: every total is a sum of rounded line amounts, so the
 * document adds up to what it prints. totalComprobante = totalVentaNeta + totalImpuesto +
 * totalOtrosCargos − totalIVADevuelto. An export (09) has no exonerated or non-subject totals.
 */
export function resumenDesdeAcumulado(
  acc: ResumenAcumulado,
  otrosCargos: readonly OtroCargoInput[] = [],
  options: ResumenOptions = {},
): ResumenFactura {
  const s = acc.sums;
  const U = (key: string, units: bigint): Dec => cachedFromUnits(acc, `total:${key}`, units);
  const exportacion = options.tipoDocumento === '09';
  const sg = exportacion ? s.servGravados + s.servExonerado : s.servGravados;
  const se = exportacion ? s.servExentos + s.servNoSujeto : s.servExentos;
  const mg = exportacion ? s.mercGravadas + s.mercExonerada : s.mercGravadas;
  const me = exportacion ? s.mercExentas + s.mercNoSujeta : s.mercExentas;
  const sx = exportacion ? 0n : s.servExonerado;
  const mx = exportacion ? 0n : s.mercExonerada;
  const sn = exportacion ? 0n : s.servNoSujeto;
  const mn = exportacion ? 0n : s.mercNoSujeta;
  const venta = sg + se + sx + sn + mg + me + mx + mn;
  const ventaNeta = venta - s.descuentos;
  const totalVentaNeta = U('ventaNeta', ventaNeta);
  const cargos = otrosCargos.length === 0 ? [] : computeOtrosCargos(otrosCargos, totalVentaNeta);
  let cargosUnits = 0n;
  for (const c of cargos) cargosUnits += toUnits(c.montoCargo);
  const medios = options.medioPago ?? [];
  const porTarjeta = medios.some((m) => m.tipoMedioPago === '02');
  const devuelto = porTarjeta && !SIN_IVA_DEVUELTO.includes(options.tipoDocumento ?? '') ? s.ivaSalud : 0n;
  const totalComprobante = U('comprobante', ventaNeta + s.impuesto + cargosUnits - devuelto);
  const allocated = allocateMediosPago(totalComprobante, medios);
  const moneda = options.codigoMoneda ?? 'CRC';
  const rate = moneda === 'CRC' ? ONE : tipoCambioDocumento(moneda, options.tipoCambio ?? 1);
  return {
    codigoTipoMoneda: { codigoMoneda: moneda, tipoCambio: D.isDecimal(rate) ? rate : rate.ok ? rate.value : ZERO },
    totalServGravados: U('servGravados', sg),
    totalServExentos: U('servExentos', se),
    totalServExonerado: U('servExonerado', sx),
    totalServNoSujeto: U('servNoSujeto', sn),
    totalMercanciasGravadas: U('mercGravadas', mg),
    totalMercanciasExentas: U('mercExentas', me),
    totalMercExonerada: U('mercExonerada', mx),
    totalMercNoSujeta: U('mercNoSujeta', mn),
    totalGravado: U('gravado', sg + mg),
    totalExento: U('exento', se + me),
    totalExonerado: U('exonerado', sx + mx),
    totalNoSujeto: U('noSujeto', sn + mn),
    totalVenta: U('venta', venta),
    totalDescuentos: U('descuentos', s.descuentos),
    totalVentaNeta,
    totalDesgloseImpuesto: desglose(acc),
    totalImpuesto: U('impuesto', s.impuesto),
    totalImpAsumEmisorFabrica: U('impAsumido', s.impAsumido),
    totalIVADevuelto: U('ivaDevuelto', devuelto),
    totalOtrosCargos: U('otrosCargos', cargosUnits),
    otrosCargos: cargos,
    medioPago: allocated.ok ? allocated.value : mediosPagoSinAjuste(medios),
    totalComprobante,
  };
}

/** The v4.4 ResumenFactura of computed lines, other charges and options (spec 1 §3, §5). */
export function computeResumen(
  lineas: readonly LineaDetalle[],
  otrosCargos: readonly OtroCargoInput[] = [],
  options: ResumenOptions = {},
): ResumenFactura {
  return resumenDesdeAcumulado(createAcumulado(lineas), otrosCargos, options);
}
