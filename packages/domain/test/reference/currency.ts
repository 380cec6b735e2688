import { fail, ok, type Result } from '../../src/shared/result';
import { D, toD, type D as Dec, type DInput } from '../../src/money/decimal';
import { roundAmount, roundPrice, roundRate } from '../../src/money/rounding';

const ONE = new D(1);

/** The issuer's home currency. */
export const MONEDA_LOCAL = 'CRC';

/** Spec 1 §5: the rate sent with a document is 1 for CRC, otherwise the rate rounded to 5 decimals. */
export function tipoCambioDocumento(codigoMoneda: string, tipoCambio: DInput): Result<Dec, 'TIPO_CAMBIO_INVALIDO'> {
  if (codigoMoneda === MONEDA_LOCAL) return ok(ONE);
  const rate = roundRate(tipoCambio);
  if (rate.lte(0)) return fail('TIPO_CAMBIO_INVALIDO', 'tipoCambio');
  return ok(rate);
}

/** Spec 1 §5: fetch the central-bank rate only when the stored one is not above 1. */
export const needsBccrRate = (storedRate: DInput | null | undefined): boolean =>
  storedRate === null || storedRate === undefined || toD(storedRate).lte(1);

/** Spec 1 §5: a non-automatic override record replaces the purchase (compra) rate when present. */
export function effectiveTipoCambio(bccr: { compra: DInput }, override?: { rate: DInput; auto: boolean } | null): Dec {
  if (override && !override.auto && toD(override.rate).gt(0)) return roundRate(override.rate);
  return roundRate(bccr.compra);
}

/**
 * Converts an amount between CRC and another currency by `tipoCambio` colones per unit
 * (CRC → USD divides, USD → CRC multiplies); same currency is unchanged. Rounded to 5 decimals.
 */
export function convertAmount(
  amount: DInput,
  from: string,
  to: string,
  tipoCambio: DInput,
): Result<Dec, 'TIPO_CAMBIO_INVALIDO' | 'MONEDA_NO_SOPORTADA'> {
  const value = toD(amount);
  if (from === to) return ok(roundAmount(value));
  if (from !== MONEDA_LOCAL && to !== MONEDA_LOCAL) return fail('MONEDA_NO_SOPORTADA', 'codigoMoneda');
  const rate = toD(tipoCambio);
  if (rate.lte(0)) return fail('TIPO_CAMBIO_INVALIDO', 'tipoCambio');
  return ok(roundAmount(from === MONEDA_LOCAL ? value.div(rate) : value.times(rate)));
}

/** Spec 1 §5: switching the document currency converts each unit price (rounded to 5 decimals). */
export function convertPrecioUnitario(
  precio: DInput,
  from: string,
  to: string,
  tipoCambio: DInput,
): Result<Dec, 'TIPO_CAMBIO_INVALIDO' | 'MONEDA_NO_SOPORTADA'> {
  const converted = convertAmount(precio, from, to, tipoCambio);
  return converted.ok ? ok(roundPrice(converted.value)) : converted;
}

/** An amount of a document expressed in colones (for reports and accounting): amount × rate. */
export const toColones = (amount: DInput, tipoCambio: DInput): Dec => roundAmount(toD(amount).times(toD(tipoCambio)));
