import { ZERO, type D as Dec } from './decimal';
import { fromScaled, scaledOf } from './fixed';

// Amounts rounded to 5 decimals are exact integers of 1e-5 units. Sums of many lines run on BigInt
// (exact and far faster than Decimal additions), and turn back into D once per total.

/** Scale of an amount unit: 10^5 (Hacienda's 5 decimals). */
export const UNITS_PER_ONE = 100_000n;

/** An amount already rounded to 5 decimals, as a BigInt count of 1e-5 units (more decimals is a bug and throws). */
export function toUnits(amount: Dec): bigint {
  if (amount === ZERO) return 0n;
  // From 10^40 on, D writes amounts with an exponent (toExpPos): they were never read as units.
  const units = amount.e < 40 ? scaledOf(amount, 5) : undefined;
  if (units === undefined) throw new RangeError(`toUnits needs an amount rounded to 5 decimals: ${amount.toFixed()}`);
  return units;
}

/** A BigInt count of 1e-5 units back to a D. */
export const fromUnits = (units: bigint): Dec => fromScaled(units, 5);
