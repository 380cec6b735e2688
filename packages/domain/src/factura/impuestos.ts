import { CODIGOS_TARIFA_IVA } from '../catalogos/code-tables.generated';
import { tarifaIVA } from '../catalogos/lookup';
import { D, toD, type D as Dec, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { copyMissing } from '../shared/copy';
import { fail, ok, type Result } from '../shared/result';
import type { Exoneracion, Impuesto, ImpuestoInput, LineaInput } from './linea-types';

/** Tax codes that are VAT: 01 IVA, 07 IVA cálculo especial, 08 IVA bienes usados (factor). */
export const CODIGOS_IVA: readonly string[] = ['01', '07', '08'];
/** v4.4 BaseImponible: subtotal plus selectivo (02), bebidas alcohólicas (04), bebidas envasadas y jabones (05), cemento (12). */
export const SUMAN_A_BASE: readonly string[] = ['02', '04', '05', '12'];

/** Refusal codes of the taxes of a line. */
export type ImpuestoError = 'TARIFA_INVALIDA' | 'TARIFA_EXONERADA_EXCEDE' | 'MONTO_NEGATIVO';

/** True for the VAT codes (01, 07, 08). */
export const esIVA = (codigo: string): boolean => CODIGOS_IVA.includes(codigo);

// The rates of the IVA codes, parsed once (lines repeat them); other rates are parsed as they come.
const TARIFAS = new Map<string, Dec>(CODIGOS_TARIFA_IVA.map((c) => [c.tarifa, new D(c.tarifa)]));
const parseRate = (x: DInput): Dec => TARIFAS.get(String(x)) ?? toD(x);

/** The rate of a tax as given (tarifa, else its IVA code's), unrounded; undefined without either. */
export function rate(tax: ImpuestoInput): Dec | undefined {
  if (tax.tarifa !== undefined) return parseRate(tax.tarifa);
  if (tax.codigoTarifaIVA) return parseRate(tarifaIVA(tax.codigoTarifaIVA));
  return undefined;
}

/** The taxes of a line and its BaseImponible, from its subtotal (v4.4 ImpuestoType, BaseImponible). */
export function computeImpuestos(
  input: LineaInput,
  subTotal: Dec,
  cantidad: Dec,
  sinExoneracion: boolean,
): Result<{ impuesto: Impuesto[]; baseImponible: Dec }, ImpuestoError> {
  const taxes = input.impuesto ?? [];
  const out: Impuesto[] = [];
  let base = subTotal;
  // Specific and selective taxes first, on the subtotal: some of them add to the VAT base.
  for (let i = 0; i < taxes.length; i++) {
    const tax = taxes[i] as ImpuestoInput;
    if (esIVA(tax.codigo)) continue;
    const computed = computeOne(tax, subTotal, cantidad, i, sinExoneracion);
    if (!computed.ok) return computed;
    out[i] = computed.value;
    if (SUMAN_A_BASE.includes(tax.codigo)) base = base.plus(computed.value.monto);
  }
  const editable = input.ivaCobradoFabrica === '01' || taxes.some((t) => t.codigo === '07');
  if (editable && input.baseImponible !== undefined) base = roundAmount(input.baseImponible);
  // Then VAT, on the base.
  for (let i = 0; i < taxes.length; i++) {
    if (out[i]) continue;
    const computed = computeOne(taxes[i] as ImpuestoInput, base, cantidad, i, sinExoneracion);
    if (!computed.ok) return computed;
    out[i] = computed.value;
  }
  return ok({ impuesto: out, baseImponible: base });
}

function montoDe(tax: ImpuestoInput, tarifa: Dec | undefined, base: Dec, cantidad: Dec, result: Impuesto): Dec | undefined {
  if (tax.codigo === '08' && tax.factorCalculoIVA !== undefined) {
    result.factorCalculoIVA = toD(tax.factorCalculoIVA);
    return roundAmount(base.times(result.factorCalculoIVA));
  }
  if (tarifa) return roundAmount(base.times(tarifa).div(HUNDRED));
  if (tax.impuestoUnidad !== undefined) {
    result.impuestoUnidad = roundAmount(tax.impuestoUnidad);
    return roundAmount(result.impuestoUnidad.times(cantidad));
  }
  // VAT needs a rate; any other tax may come as a computed amount (0 when absent).
  if (esIVA(tax.codigo) && tax.monto === undefined) return undefined;
  return roundAmount(tax.monto ?? 0);
}

function computeOne(tax: ImpuestoInput, base: Dec, cantidad: Dec, i: number, sinExoneracion: boolean): Result<Impuesto, ImpuestoError> {
  const tarifa = rate(tax);
  if (tarifa && (tarifa.isNeg() || tarifa.gt(100))) return fail('TARIFA_INVALIDA', `impuesto[${i}].tarifa`);
  const result = { codigo: tax.codigo } as Impuesto;
  const monto = montoDe(tax, tarifa, base, cantidad, result);
  if (monto === undefined) return fail('TARIFA_INVALIDA', `impuesto[${i}].tarifa`);
  if (monto.isNeg()) return fail('MONTO_NEGATIVO', `impuesto[${i}].monto`);
  result.monto = monto;
  // Only defined values are copied, so an absent rate or code leaves no key behind.
  copyMissing(result, { tarifa, codigoTarifaIVA: tax.codigoTarifaIVA, codigoImpuestoOTRO: tax.codigoImpuestoOTRO });
  const exInput = tax.exoneracion;
  if (exInput && !sinExoneracion) {
    const tarifaExonerada = toD(exInput.tarifaExonerada).toDecimalPlaces(2);
    if (!tarifa || tarifaExonerada.isNeg() || tarifaExonerada.gt(tarifa)) {
      return fail('TARIFA_EXONERADA_EXCEDE', `impuesto[${i}].exoneracion.tarifaExonerada`);
    }
    const montoExoneracion = roundAmount(base.times(tarifaExonerada).div(HUNDRED));
    const exoneracion = { tarifaExonerada, montoExoneracion: Dmin(montoExoneracion, monto) } as Exoneracion;
    result.exoneracion = copyMissing(exoneracion, exInput);
  }
  return ok(result);
}

const HUNDRED = new D(100);
const Dmin = (a: Dec, b: Dec): Dec => (a.lte(b) ? a : b);
