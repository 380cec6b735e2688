import { D, type D as Dec } from './decimal';

// Fixed-point values for hot paths: a count of 10^-scale units (scale 0–7), exact, held in a number
// while it is a safe integer (below 2^53, where every integer operation is exact and cheap) or in a
// bigint past that, and turned into a D and back without going through text. decimal.js documents the
// instance properties of a finite value: `s` its sign (1 or -1), `e` the base-10 exponent of its first
// digit and `d` its digits in base-10^7 words aligned on the decimal point, with no leading or trailing
// zero words (1234.5 is d = [1234, 5000000], e = 3). A D built here is the one `new D(text)` gives:
// same prototype, same own properties.

/** 10^0 … 10^15 as numbers (exact). */
export const POW10: readonly number[] = Array.from({ length: 16 }, (_, i) => 10 ** i);
/** 10^0 … 10^99 as bigints. */
export const POW10N: readonly bigint[] = Array.from({ length: 100 }, (_, i) => 10n ** BigInt(i));
const WORD = 10_000_000;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

type Parts = { constructor: unknown; s: number; e: number; d: number[] | null };
// Shares D's prototype, so its instances are D (instanceof, every method), with the own properties in
// the order decimal.js's own constructor sets them.
function DParts(this: Parts, s: number, e: number, d: number[]): void {
  this.constructor = D;
  this.s = s;
  this.e = e;
  this.d = d;
}
DParts.prototype = D.prototype;
const fromParts = DParts as unknown as new (s: number, e: number, d: number[]) => Dec;

/** Digits of a word (1 ≤ w < 10^7). */
const digits = (w: number): number => (w < 1e3 ? (w < 10 ? 1 : w < 100 ? 2 : 3) : w < 1e5 ? (w < 1e4 ? 4 : 5) : w < 1e6 ? 6 : 7);

/** The D of `units` × 10^-scale (scale 0–7) for a safe integer number of units, exact. */
export function fromNumber(units: number, scale: number): Dec {
  if (units === 0) return new fromParts(1, 0, [0]);
  const s = units < 0 ? -1 : 1;
  const n = s < 0 ? -units : units;
  const one = POW10[scale] as number;
  // Exact below 2^53: the rounded quotient never reaches the next integer (see roundUnits).
  const int = Math.floor(n / one);
  const rest = n - int * one;
  const frac = rest * (POW10[7 - scale] as number);
  if (int === 0) return new fromParts(s, digits(frac) - 8, [frac]);
  if (int < WORD) return new fromParts(s, digits(int) - 1, frac === 0 ? [int] : [int, frac]);
  const hi = Math.floor(int / WORD);
  const lo = int - hi * WORD;
  // Below 2^53 the integer part has at most three words (hi < 10^14).
  const d = hi < WORD ? [hi, lo] : [Math.floor(hi / WORD), hi % WORD, lo];
  const e = 7 * (d.length - 1) + digits(d[0] as number) - 1;
  if (frac !== 0) d.push(frac);
  else while (d[d.length - 1] === 0) d.pop();
  return new fromParts(s, e, d);
}

/** The D of `units` × 10^-scale (scale 0–7), exact, for any bigint. */
export function fromScaled(units: bigint, scale: number): Dec {
  // Number() is exact up to 2^53 and lands past it otherwise, where it is no longer a safe integer.
  const small = Number(units);
  if (Number.isSafeInteger(small)) return fromNumber(small, scale);
  const negative = units < 0n;
  const text = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
  return new D(negative ? `-${whole}` : whole);
}

/**
 * The exact units of x at `scale` (0–7) decimals as a safe integer, or undefined when x has more
 * decimals, is not finite or is past 2^53 units. A negative zero gives 0: callers that care read `x.s`.
 */
export function numberOf(x: Dec, scale: number): number | undefined {
  const { d, e, s } = x as unknown as Parts;
  if (!d) return undefined;
  if (d[0] === 0) return 0;
  // Word k of a value covers 10^(7k) … 10^(7k+6): `top` is d[0]'s, the last word's is top − length + 1.
  const top = Math.floor(e / 7);
  if (top > 1) return undefined;
  let ints = d.length;
  const bottom = top - ints + 1;
  if (bottom < -1) return undefined;
  let frac = 0;
  if (bottom === -1) {
    const drop = POW10[7 - scale] as number;
    const last = d[--ints] as number;
    frac = last / drop;
    if (frac !== Math.floor(frac)) return undefined;
  }
  // The integer part is below 10^14: exact as a number.
  let int = 0;
  for (let j = 0; j < ints; j++) int = int * WORD + (d[j] as number);
  if (ints > 0 && bottom === 1) int *= WORD;
  const units = int * (POW10[scale] as number) + frac;
  if (units > MAX_SAFE) return undefined;
  return s < 0 ? -units : units;
}

/** The exact units of x at `scale` (0–7) decimals, or undefined when x has more decimals or is not finite. */
export function scaledOf(x: Dec, scale: number): bigint | undefined {
  const small = numberOf(x, scale);
  if (small !== undefined) return BigInt(small);
  const { d, e, s } = x as unknown as Parts;
  if (!d) return undefined;
  const top = Math.floor(e / 7);
  let ints = d.length;
  const bottom = top - ints + 1;
  if (bottom < -1) return undefined;
  let frac = 0n;
  if (bottom === -1) {
    const drop = POW10[7 - scale] as number;
    const last = d[--ints] as number;
    if (last % drop !== 0) return undefined;
    frac = BigInt(last / drop);
  }
  let int = 0n;
  for (let j = 0; j < ints; j++) int = int * 10_000_000n + BigInt(d[j] as number);
  if (ints > 0) int *= POW10N[7 * Math.max(bottom, 0)] as bigint;
  const units = int * (POW10N[scale] as bigint) + frac;
  return s < 0 ? -units : units;
}
