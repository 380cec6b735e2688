import { ZERO, type D as Dec } from './decimal';
import { fromScaled, scaledOf } from './fixed';

// Amounts rounded to 5 decimals are exact integers of 1e-5 units. Sums of many lines run on BigInt
// (exact and far faster than Decimal additions), and turn back into D once per total.

/** Scale of an amount unit: 10^5 (Hacienda's 5 decimals). */
export const UNITS_PER_ONE = 100_000n;

/** What is not an amount of 5 decimals below 10^40 (NaN, Infinity, more decimals) read through its text, failing as it always has. */
function unitsOfText(amount: Dec): bigint {
  const text = amount.toString();
  const [whole, frac = ''] = (amount.isNeg() ? text.slice(1) : text).split('.') as [string, string?];
  if (frac.length > 5) throw new RangeError(`toUnits needs an amount rounded to 5 decimals: ${amount.toFixed()}`);
  const units = BigInt(whole + frac.padEnd(5, '0'));
  return amount.isNeg() ? -units : units;
}

/** An amount already rounded to 5 decimals, as a BigInt count of 1e-5 units (more decimals is a bug and throws). */
export function toUnits(amount: Dec): bigint {
  if (amount === ZERO) return 0n;
  // Read from D's digits; from 10^40 on D writes amounts with an exponent, which the text reading refuses.
  return (amount.e < 40 ? scaledOf(amount, 5) : undefined) ?? unitsOfText(amount);
}

/** A BigInt count of 1e-5 units back to a D. */
export const fromUnits = (units: bigint): Dec => fromScaled(units, 5);
