import { D } from './decimal';
import { numberOf, POW10 } from './fixed';

// Reading money inputs (a D, a decimal string, a safe integer) straight into fixed-point units, with the
// rounding of the Decimal path (toDecimalPlaces, ROUND_HALF_UP). Only plain non-negative values below
// 2^53 units are read here; anything else (a sign, an exponent, NaN, another Decimal clone, a huge
// amount…) answers undefined and the caller falls back on D, which treats it as it always has.

const DOT = 46;
const ZERO_CODE = 48;

/** A plain unsigned decimal text ("12", "12.5", ".5", "12.") at `scale` decimals, or undefined. */
function unitsOfText(text: string, scale: number, round: boolean): number | undefined {
  let v = 0;
  let seen = false;
  let point = -1;
  let next = 0; // the first digit past `scale` decimals
  let beyond = false; // a non-zero digit past `scale` decimals
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === DOT && point < 0) {
      point = i;
      continue;
    }
    const digit = c - ZERO_CODE;
    if (digit < 0 || digit > 9) return undefined;
    seen = true;
    const place = point < 0 ? 0 : i - point;
    // While v stays below 2^53 each step is exact; past it, it stays past and is refused below.
    if (place <= scale) v = v * 10 + digit;
    else {
      if (place === scale + 1) next = digit;
      if (digit !== 0) beyond = true;
    }
  }
  if (!seen || (beyond && !round)) return undefined;
  const decimals = point < 0 ? 0 : Math.min(text.length - point - 1, scale);
  const units = v * (POW10[scale - decimals] as number) + (round && next >= 5 ? 1 : 0);
  return units <= Number.MAX_SAFE_INTEGER ? units : undefined;
}

/**
 * A non-negative input as a safe integer count of 10^-scale units (scale 0–7), rounded half-up to `scale`
 * decimals when `round` (else undefined unless it has no more decimals); undefined for negatives, −0,
 * values past 2^53 units and every other form.
 */
export function unitsOfInput(x: unknown, scale: number, round = true): number | undefined {
  if (typeof x === 'string') return unitsOfText(x, scale, round);
  if (typeof x === 'number') {
    const units = x * (POW10[scale] as number);
    return Number.isSafeInteger(x) && 1 / x > 0 && units <= Number.MAX_SAFE_INTEGER ? units : undefined;
  }
  if (!(x instanceof D) || x.isNeg()) return undefined;
  const exact = numberOf(x, scale);
  return exact !== undefined || !round || !x.isFinite() ? exact : numberOf(x.toDecimalPlaces(scale), scale);
}
