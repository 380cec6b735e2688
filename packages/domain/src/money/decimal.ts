import Decimal from 'decimal.js';

/**
 * The domain's own Decimal: 40 significant digits (colón amounts at 5 decimals overflow the default
 * 20) and ROUND_HALF_UP, as Hacienda rounds. Never configure the global Decimal.
 */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
/** A decimal value of the domain (an instance of `D`). */
export type D = Decimal;

/** What money and quantity inputs accept: a D, a decimal string, or an integer number (tests, counters). */
export type DInput = Decimal | string | number;

/** Converts an input to D; a non-integer JavaScript number or a malformed string is a bug and throws. */
export function toD(x: DInput): D {
  if (typeof x === 'number' && !Number.isSafeInteger(x)) {
    throw new TypeError(`Money must not travel as a float: ${x}; pass a decimal string`);
  }
  // D values are immutable: reuse an instance of our clone instead of copying it.
  return x instanceof D ? x : new D(x);
}

/** Zero, shared (D values are immutable). */
export const ZERO: Decimal = new D(0);

/** True when the value is zero (0, 0.00, -0). */
export const isZero = (x: DInput): boolean => toD(x).isZero();

/** Sum of a list of amounts (0 for an empty list). */
export function sum(xs: readonly DInput[]): D {
  let total = new D(0);
  for (const x of xs) total = total.plus(toD(x));
  return total;
}

/** The wire format of a decimal: plain notation, never an exponent, no float in between. */
export const toDecimalString = (x: DInput): string => toD(x).toFixed();

/** The wire format with a fixed number of decimals (5 for Hacienda amounts), half-up. */
export const toFixedString = (x: DInput, decimals: number): string => {
  const rounded = toD(x).toDecimalPlaces(decimals);
  // A negative amount that rounds to zero prints without its sign.
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(decimals);
};

const PLANO = /^(-?)(\d{1,30})(?:\.(\d{1,30}))?$/;
/**
 * `toD(x).toString()` of a plain decimal text (PostgreSQL's numeric output), without building a
 * Decimal: leading zeros of the integer part and trailing zeros of the fraction dropped, zero
 * unsigned. Anything else (exponents, over 30 digits a side) goes through D.
 */
export function textoDecimal(x: string): string {
  const m = PLANO.exec(x);
  if (!m) return toD(x).toString();
  const entero = m[2]!.replace(/^0+(?=\d)/, '');
  const fraccion = (m[3] ?? '').replace(/0+$/, '');
  const v = fraccion ? `${entero}.${fraccion}` : entero;
  return m[1] && v !== '0' ? `-${v}` : v;
}
