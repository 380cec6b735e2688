import { tarifaIVA } from '../catalogos/lookup';
import { D, toD, ZERO, type D as Dec } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { copyMissing } from '../shared/copy';
import { fail, ok, type Result } from '../shared/result';
import type { Exoneracion, Impuesto, ImpuestoInput, LineaInput } from './linea-types';

/** Tax codes that are VAT: 01 IVA, 07 IVA cálculo especial, 08 IVA bienes usados (factor). */
export const CODIGOS_IVA: readonly string[] = ['01', '07', '08'];
// v4.4 BaseImponible: subtotal plus selectivo (02), bebidas alcohólicas (04), bebidas envasadas y jabones (05), cemento (12).
const SUMAN_A_BASE: readonly string[] = ['02', '04', '05', '12'];

/** Refusal codes of the taxes of a line. */
export type ImpuestoError = 'TARIFA_INVALIDA' | 'TARIFA_EXONERADA_EXCEDE' | 'MONTO_NEGATIVO';

/** True for the VAT codes (01, 07, 08). */
export const esIVA = (codigo: string): boolean => CODIGOS_IVA.includes(codigo);

// Rates repeat on every line: parse each distinct text once.
const rates = new Map<string, Dec>();
function parsedRate(text: string): Dec {
  let r = rates.get(text);
  if (!r) {
    r = new D(text);
    if (rates.size < 256) rates.set(text, r);
  }
  return r;
}

function rate(tax: ImpuestoInput): Dec | undefined {
  if (tax.tarifa !== undefined) return typeof tax.tarifa === 'string' ? parsedRate(tax.tarifa) : toD(tax.tarifa);
  if (tax.codigoTarifaIVA) return parsedRate(tarifaIVA(tax.codigoTarifaIVA));
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
  const out: Impuesto[] = new Array<Impuesto>(taxes.length);
  let base = subTotal;
  // Specific and selective taxes first: some of them add to the VAT base.
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
  for (let i = 0; i < taxes.length; i++) {
    const tax = taxes[i] as ImpuestoInput;
    if (!esIVA(tax.codigo)) continue;
    const computed = computeOne(tax, base, cantidad, i, sinExoneracion);
    if (!computed.ok) return computed;
    out[i] = computed.value;
  }
  return ok({ impuesto: out, baseImponible: base });
}

function computeOne(tax: ImpuestoInput, base: Dec, cantidad: Dec, i: number, sinExoneracion: boolean): Result<Impuesto, ImpuestoError> {
  const exInput = tax.exoneracion;
  const tarifa = rate(tax);
  if (tarifa && (tarifa.isNeg() || tarifa.gt(100))) return fail('TARIFA_INVALIDA', `impuesto[${i}].tarifa`);
  let monto: Dec;
  const result: Impuesto = { codigo: tax.codigo, monto: ZERO };
  if (tax.codigoTarifaIVA !== undefined) result.codigoTarifaIVA = tax.codigoTarifaIVA;
  if (tax.codigoImpuestoOTRO !== undefined) result.codigoImpuestoOTRO = tax.codigoImpuestoOTRO;
  if (tarifa) result.tarifa = tarifa;
  if (tax.codigo === '08' && tax.factorCalculoIVA !== undefined) {
    result.factorCalculoIVA = toD(tax.factorCalculoIVA);
    monto = roundAmount(base.times(result.factorCalculoIVA));
  } else if (tarifa) {
    monto = roundAmount(base.times(tarifa).div(HUNDRED));
  } else if (tax.impuestoUnidad !== undefined) {
    result.impuestoUnidad = roundAmount(tax.impuestoUnidad);
    monto = roundAmount(result.impuestoUnidad.times(cantidad));
  } else if (esIVA(tax.codigo) && tax.monto === undefined) {
    return fail('TARIFA_INVALIDA', `impuesto[${i}].tarifa`);
  } else {
    monto = roundAmount(tax.monto ?? 0);
  }
  if (monto.isNeg()) return fail('MONTO_NEGATIVO', `impuesto[${i}].monto`);
  result.monto = monto;
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
