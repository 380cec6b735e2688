import { toD, type D as Dec } from '../money/decimal';
import { fromNumber, numberOf, POW10 } from '../money/fixed';
import { mulRound } from '../money/fixed-arith';
import { unitsOfInput } from '../money/fixed-input';
import { copyMissing } from '../shared/copy';
import { esIVA, rate, SUMAN_A_BASE } from './impuestos';
import type { Exoneracion, Impuesto, ImpuestoInput, LineaInput } from './linea-types';

// The taxes of a line on fixed-point units, for the fast path of computeLinea: the rules of
// computeImpuestos (impuestos.ts) in the same order. Amounts are units of 10^-5, quantities of 10^-3,
// tarifaExonerada of 10^-2, and a rate or factor units of its own decimals (up to 7), so that products
// with amounts stay small. Anything the Decimal path would refuse, or that units do not cover exactly,
// answers undefined.

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** What the line sums of one computed tax, in units; a rate at `tarifaScale` decimals. */
export type ImpuestoUnits = { monto: number; exoneracion: number; tarifa?: number; tarifaScale: number; tarifaExonerada: number };
/** The computed taxes (as D, for the line), their units and BaseImponible's units. */
export type ImpuestosUnits = { impuesto: Impuesto[]; units: ImpuestoUnits[]; base: number };

/** A non-negative rate with up to 7 decimals as units of its decimals (scale = x.decimalPlaces()), or undefined. */
const rateUnits = (x: Dec, scale: number): number | undefined => (x.isNeg() || !(scale <= 7) ? undefined : numberOf(x, scale));

function computeOne(tax: ImpuestoInput, base: number, cantidad: number, sinExoneracion: boolean, out: ImpuestosUnits, i: number): boolean {
  const tarifaD = rate(tax);
  const tarifaScale = tarifaD === undefined ? 0 : tarifaD.decimalPlaces();
  const tarifa = tarifaD === undefined ? undefined : rateUnits(tarifaD, tarifaScale);
  // A rate past 100 % (or unreadable here) goes to the Decimal path, which refuses or computes it.
  if (tarifaD !== undefined && (tarifa === undefined || tarifa > 100 * (POW10[tarifaScale] as number))) return false;
  const result = { codigo: tax.codigo } as Impuesto;
  let monto: number | undefined;
  if (tax.codigo === '08' && tax.factorCalculoIVA !== undefined) {
    result.factorCalculoIVA = toD(tax.factorCalculoIVA);
    const factorScale = result.factorCalculoIVA.decimalPlaces();
    const factor = rateUnits(result.factorCalculoIVA, factorScale);
    monto = factor === undefined ? undefined : mulRound(base, factor, factorScale);
  } else if (tarifa !== undefined) {
    monto = mulRound(base, tarifa, tarifaScale + 2);
  } else if (tax.impuestoUnidad !== undefined) {
    const unidad = unitsOfInput(tax.impuestoUnidad, 5);
    if (unidad === undefined) return false;
    result.impuestoUnidad = fromNumber(unidad, 5);
    monto = mulRound(unidad, cantidad, 3);
  } else if (!esIVA(tax.codigo) || tax.monto !== undefined) {
    monto = unitsOfInput(tax.monto ?? 0, 5);
  }
  if (monto === undefined) return false;
  result.monto = fromNumber(monto, 5);
  if (tarifaD !== undefined) result.tarifa = tarifaD;
  if (tax.codigoTarifaIVA !== undefined) result.codigoTarifaIVA = tax.codigoTarifaIVA;
  if (tax.codigoImpuestoOTRO !== undefined) result.codigoImpuestoOTRO = tax.codigoImpuestoOTRO;
  const units: ImpuestoUnits = { monto, exoneracion: 0, tarifa, tarifaScale, tarifaExonerada: 0 };
  const exInput = tax.exoneracion;
  if (exInput && !sinExoneracion) {
    const tarifaExonerada = unitsOfInput(exInput.tarifaExonerada, 2);
    if (tarifaExonerada === undefined || tarifa === undefined) return false;
    if (tarifaExonerada * (POW10[tarifaScale] as number) > tarifa * 100) return false;
    const exonerado = mulRound(base, tarifaExonerada, 4);
    if (exonerado === undefined) return false;
    units.exoneracion = exonerado <= monto ? exonerado : monto;
    units.tarifaExonerada = tarifaExonerada;
    const exoneracion = {
      tarifaExonerada: fromNumber(tarifaExonerada, 2),
      montoExoneracion: exonerado <= monto ? fromNumber(exonerado, 5) : result.monto,
    } as Exoneracion;
    result.exoneracion = copyMissing(exoneracion, exInput);
  }
  out.impuesto[i] = result;
  out.units[i] = units;
  return true;
}

/** The taxes of a line on its subtotal (units), or undefined when the Decimal path must answer. */
export function impuestosEnUnidades(input: LineaInput, subTotal: number, cantidad: number, sinExoneracion: boolean): ImpuestosUnits | undefined {
  const taxes = input.impuesto ?? [];
  const out: ImpuestosUnits = { impuesto: [], units: [], base: subTotal };
  let editable = input.ivaCobradoFabrica === '01';
  // Specific and selective taxes first, on the subtotal: some of them add to the VAT base.
  for (let i = 0; i < taxes.length; i++) {
    const tax = taxes[i] as ImpuestoInput;
    if (tax.codigo === '07') editable = true;
    if (esIVA(tax.codigo)) continue;
    if (!computeOne(tax, subTotal, cantidad, sinExoneracion, out, i)) return undefined;
    if (SUMAN_A_BASE.includes(tax.codigo)) out.base += (out.units[i] as ImpuestoUnits).monto;
  }
  if (editable && input.baseImponible !== undefined) {
    const base = unitsOfInput(input.baseImponible, 5);
    if (base === undefined) return undefined;
    out.base = base;
  }
  if (out.base > MAX_SAFE) return undefined;
  // Then VAT, on the base.
  for (let i = 0; i < taxes.length; i++) {
    if (out.impuesto[i]) continue;
    if (!computeOne(taxes[i] as ImpuestoInput, out.base, cantidad, sinExoneracion, out, i)) return undefined;
  }
  return out;
}
