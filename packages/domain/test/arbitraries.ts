// Shared fast-check arbitraries: money is generated from integers (never floats), per CONVENTIONS.md.
import fc from 'fast-check';
import { D } from '../src/money/decimal';

/** Non-negative amount with `decimals` places, up to `maxUnits` whole units. */
export const amountArb = (decimals = 2, maxUnits = 10_000_000): fc.Arbitrary<D> =>
  fc
    .bigInt({ min: 0n, max: BigInt(maxUnits) * 10n ** BigInt(decimals) })
    .map((n) => new D(n.toString()).div(new D(10).pow(decimals)));

/** Signed amount with `decimals` places. */
export const signedAmountArb = (decimals = 2, maxUnits = 10_000_000): fc.Arbitrary<D> =>
  fc
    .bigInt({ min: -BigInt(maxUnits) * 10n ** BigInt(decimals), max: BigInt(maxUnits) * 10n ** BigInt(decimals) })
    .map((n) => new D(n.toString()).div(new D(10).pow(decimals)));

/** Any decimal with up to 12 fraction digits (to exercise rounding). */
export const fineDecimalArb = (maxUnits = 1_000_000_000): fc.Arbitrary<D> =>
  fc
    .bigInt({ min: -BigInt(maxUnits) * 10n ** 12n, max: BigInt(maxUnits) * 10n ** 12n })
    .map((n) => new D(n.toString()).div(new D(10).pow(12)));

/** A quantity with 3 decimals, strictly positive. */
export const quantityArb = (maxUnits = 10_000): fc.Arbitrary<D> =>
  fc.integer({ min: 1, max: maxUnits * 1000 }).map((n) => new D(n).div(1000));

/** A positive exchange rate with 2 decimals (colones per dollar, 400–800). */
export const rateArb: fc.Arbitrary<D> = fc.integer({ min: 40_000, max: 80_000 }).map((n) => new D(n).div(100));

/** A fixed instant in ms (2020–2030) for clock-free tests. */
export const instantArb: fc.Arbitrary<number> = fc.integer({ min: 1_577_836_800_000, max: 1_893_456_000_000 });
