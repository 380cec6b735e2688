import { D, type D as Dec } from '../../src/money/decimal';

// Amounts rounded to 5 decimals are exact integers of 1e-5 units. Sums of many lines run on BigInt
// (exact and far faster than Decimal additions), and turn back into D once per total.

/** Scale of an amount unit: 10^5 (Hacienda's 5 decimals). */
export const UNITS_PER_ONE = 100_000n;

/** An amount already rounded to 5 decimals, as a BigInt count of 1e-5 units (more decimals is a bug and throws). */
export function toUnits(amount: Dec): bigint {
  // toString is plain notation for money (the clone's exponent limits are ±40) and cheaper than toFixed.
  // Most line contributions are zero (3 of the 4 VAT shares): skip the text round trip for them.
  if (amount.isZero()) return 0n;
  const text = amount.toString();
  const [whole, frac = ''] = (amount.isNeg() ? text.slice(1) : text).split('.') as [string, string?];
  if (frac.length > 5) throw new RangeError(`toUnits needs an amount rounded to 5 decimals: ${amount.toFixed()}`);
  const units = BigInt(whole + frac.padEnd(5, '0'));
  return amount.isNeg() ? -units : units;
}

/** A BigInt count of 1e-5 units back to a D. */
export function fromUnits(units: bigint): Dec {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(6, '0');
  const text = `${negative ? '-' : ''}${digits.slice(0, -5)}.${digits.slice(-5)}`;
  return new D(text);
}
