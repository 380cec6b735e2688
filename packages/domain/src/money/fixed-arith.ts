import { POW10, POW10N } from './fixed';

// Arithmetic on fixed-point units that gives what the Decimal path gives. Units are safe integers
// (below 2^53): sums and products of them have far fewer than the 40 significant digits of D, so D
// computes them exactly, and so do these functions (a product past 2^53 is taken on bigint). A division
// by anything but a power of ten is rounded by D to 40 significant digits first, then to the amount's
// decimals: both roundings are reproduced (`divideLikeD`), so the result is D's even next to a half.

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const HALF = POW10N.map((p) => p / 2n);
const PRECISION = 40;

/** n / 10^k rounded half-up (ROUND_HALF_UP), for a bigint n ≥ 0. */
const roundBig = (n: bigint, k: number): bigint => (n + (HALF[k] as bigint)) / (POW10N[k] as bigint);

/** n / 10^k (k ≤ 15) rounded half-up, for a safe integer n ≥ 0. */
export function roundUnits(n: number, k: number): number {
  const one = POW10[k] as number;
  // Below 2^53 the rounded quotient never reaches the next integer (the gap to it, at least 1/one, is more
  // than half a unit in the last place there), so its floor is the exact quotient and r the exact remainder.
  const q = Math.floor(n / one);
  const r = n - q * one;
  return r * 2 >= one ? q + 1 : q;
}

/** a × b / 10^k rounded half-up, for safe integers a, b ≥ 0; undefined past 2^53 units. */
export function mulRound(a: number, b: number, k: number): number | undefined {
  const p = a * b;
  // Below 2^53 the product is exact; above, the float is too and only says "take bigint".
  if (p <= MAX_SAFE) return roundUnits(p, k);
  const big = roundBig(BigInt(a) * BigInt(b), k);
  return big <= BigInt(MAX_SAFE) ? Number(big) : undefined;
}

/**
 * num / den as D computes it (rounded half-up to 40 significant digits) and then rounded half-up to
 * `scale` decimals, as units of 10^-scale; for num ≥ 0, den > 0.
 */
export function divideLikeD(num: bigint, den: bigint, scale: number): bigint {
  // q = num / den, taken to T = 41 + scale decimals: Q = floor(q × 10^T).
  const t = PRECISION + 1 + scale;
  const q = (num * (POW10N[t] as bigint)) / den;
  const digits = q.toString().length;
  // With 40 digits or fewer, q is below 10^-(scale+1): 0 at `scale` decimals, before or after D rounds it.
  if (digits <= PRECISION) return 0n;
  // D keeps 40 significant digits, half-up on the digits past them (what is left past Q cannot reach a
  // half of the last digit kept, so Q alone decides), then the amount rounds to `scale` decimals.
  const drop = digits - PRECISION;
  return roundBig(roundBig(q, drop) * (POW10N[drop] as bigint), t - scale);
}
