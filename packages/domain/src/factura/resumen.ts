import type { CodigoImpuesto, CodigoTarifaIVA } from '../catalogos/code-tables.generated';
import { tipoCambioDocumento } from '../money/currency';
import { ZERO, type D as Dec } from '../money/decimal';
import { toUnits } from '../money/units';
import type { LineaDetalle } from './linea-types';
import { allocateMediosPago, mediosPagoSinAjuste } from './medio-pago';
import { computeOtrosCargos } from './otros-cargos';
import { createAcumulado, totalEnSlot, type ResumenAcumulado } from './resumen-acumulado';
import type { DesgloseImpuesto, OtroCargoInput, ResumenFactura, ResumenOptions } from './resumen-types';

// Documents whose schema has no TotalIVADevuelto (FEC 08, FEE 09, REP 10).
const SIN_IVA_DEVUELTO: readonly (string | undefined)[] = ['08', '09', '10'];

// The codes of each desglose key, split once (the keys are the few tax and rate codes a business uses).
const CODIGOS_DE_CLAVE = new Map<string, { codigo: CodigoImpuesto; codigoTarifaIVA?: CodigoTarifaIVA }>();
function codigosDe(key: string): { codigo: CodigoImpuesto; codigoTarifaIVA?: CodigoTarifaIVA } {
  const known = CODIGOS_DE_CLAVE.get(key);
  if (known) return known;
  const [codigo, tarifa] = key.split('|') as [CodigoImpuesto, string];
  // A tax without an IVA rate code (selectivo, específicos) has no CodigoTarifaIVA.
  const codigos = tarifa ? { codigo, codigoTarifaIVA: tarifa as CodigoTarifaIVA } : { codigo };
  if (CODIGOS_DE_CLAVE.size < 1_000) CODIGOS_DE_CLAVE.set(key, codigos);
  return codigos;
}

function desglose(acc: ResumenAcumulado, U: (units: bigint) => Dec): DesgloseImpuesto[] {
  // Sorted by tax code and rate code, so the XML is stable whatever the line order. The keys usually
  // come in order already (createAcumulado inserts them sorted), and then sorting is skipped.
  const keys = [...acc.desglose.keys()];
  for (let i = 1; i < keys.length; i++) {
    if ((keys[i - 1] as string) > (keys[i] as string)) {
      keys.sort();
      break;
    }
  }
  return keys.map((key) => {
    const { codigo, codigoTarifaIVA } = codigosDe(key);
    const entry: DesgloseImpuesto = { codigo, totalMontoImpuesto: U(acc.desglose.get(key)?.amount ?? 0n) };
    if (codigoTarifaIVA !== undefined) entry.codigoTarifaIVA = codigoTarifaIVA;
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
  // Each total has its own cache slot (numbered in order of use); the breakdown uses the slots after them.
  let slot = 0;
  const U = (units: bigint): Dec => totalEnSlot(acc, slot++, units);
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
  const totalVentaNeta = U(ventaNeta);
  const cargos = computeOtrosCargos(otrosCargos, totalVentaNeta);
  let cargosUnits = 0n;
  for (const c of cargos) cargosUnits += toUnits(c.montoCargo);
  const medios = options.medioPago ?? [];
  const porTarjeta = medios.some((m) => m.tipoMedioPago === '02');
  const devuelto = porTarjeta && !SIN_IVA_DEVUELTO.includes(options.tipoDocumento) ? s.ivaSalud : 0n;
  const totalComprobante = U(ventaNeta + s.impuesto + cargosUnits - devuelto);
  const allocated = allocateMediosPago(totalComprobante, medios);
  const moneda = options.codigoMoneda ?? 'CRC';
  const rate = tipoCambioDocumento(moneda, options.tipoCambio ?? 1);
  return {
    codigoTipoMoneda: { codigoMoneda: moneda, tipoCambio: rate.ok ? rate.value : ZERO },
    totalServGravados: U(sg),
    totalServExentos: U(se),
    totalServExonerado: U(sx),
    totalServNoSujeto: U(sn),
    totalMercanciasGravadas: U(mg),
    totalMercanciasExentas: U(me),
    totalMercExonerada: U(mx),
    totalMercNoSujeta: U(mn),
    totalGravado: U(sg + mg),
    totalExento: U(se + me),
    totalExonerado: U(sx + mx),
    totalNoSujeto: U(sn + mn),
    totalVenta: U(venta),
    totalDescuentos: U(s.descuentos),
    totalVentaNeta,
    totalDesgloseImpuesto: desglose(acc, U),
    totalImpuesto: U(s.impuesto),
    totalImpAsumEmisorFabrica: U(s.impAsumido),
    totalIVADevuelto: U(devuelto),
    totalOtrosCargos: U(cargosUnits),
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
