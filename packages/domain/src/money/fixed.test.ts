import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from './decimal';
import { fromNumber, fromScaled, numberOf, scaledOf } from './fixed';
import { divideLikeD, mulRound, roundUnits } from './fixed-arith';
import { unitsOfInput } from './fixed-input';

// The fixed-point helpers against D itself: every conversion gives the D `new D(text)` gives (same
// own properties, so deep equality holds), and every rounding the one D makes (ROUND_HALF_UP, and a
// division first rounded to D's 40 significant digits).

const scaleArb = fc.integer({ min: 0, max: 7 });
// Around the places where words, safe integers and 40 digits change.
const bigArb = fc.oneof(
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
  fc.bigInt({ min: -1000n, max: 1000n }),
  fc.constantFrom(2n ** 53n - 1n, 2n ** 53n, -(2n ** 53n - 1n), 10n ** 14n, 10n ** 14n - 1n, 10n ** 7n, 10n ** 21n + 7n, 9_007_199_254_699_999n),
);
const text = (units: bigint, scale: number): string => new D(units.toString()).div(new D(10).pow(scale)).toFixed();
const plain = (x: unknown): object => ({ ...(x as object) });

describe('fixed-point units ↔ D', () => {
  it('fromScaled and fromNumber build the D that new D(text) builds, sign and prototype included', () => {
    fc.assert(
      fc.property(bigArb, scaleArb, (units, scale) => {
        const expected = new D(text(units, scale));
        const built = fromScaled(units, scale);
        expect(plain(built)).toStrictEqual(plain(expected));
        expect(Object.getPrototypeOf(built)).toBe(D.prototype);
        expect(built.toFixed()).toBe(expected.toFixed());
        if (Number.isSafeInteger(Number(units)) && BigInt(Number(units)) === units) expect(plain(fromNumber(Number(units), scale))).toStrictEqual(plain(expected));
      }),
    );
    // Integer parts of one, two and three words, with and without zero words at the end.
    for (const n of [1, 9_999_999, 10_000_000, 10_000_001, 1e14 - 1, 1e14, 1e14 + 5, 1e14 + 1e7, 2 ** 53 - 1, 12_345_670_000_000]) {
      for (let scale = 0; scale <= 7; scale++) expect(plain(fromNumber(n, scale)), `${n} ${scale}`).toStrictEqual(plain(new D(text(BigInt(n), scale))));
    }
  });

  it('numberOf and scaledOf read the exact units, or nothing when the value has more decimals', () => {
    fc.assert(
      fc.property(bigArb, fc.integer({ min: 0, max: 9 }), scaleArb, (units, decimals, scale) => {
        const x = new D(text(units, decimals));
        const exact = x.times(new D(10).pow(scale));
        const expected = exact.isInteger() ? BigInt(exact.toFixed()) : undefined;
        expect(scaledOf(x, scale)).toBe(expected);
        const safe = expected !== undefined && expected <= BigInt(Number.MAX_SAFE_INTEGER) && expected >= -BigInt(Number.MAX_SAFE_INTEGER) && x.e < 14;
        if (safe) expect(numberOf(x, scale)).toBe(Number(expected));
        if (expected === undefined) expect(numberOf(x, scale)).toBeUndefined();
      }),
    );
    for (const odd of [new D('NaN'), new D('Infinity'), new D('-Infinity')]) {
      expect(scaledOf(odd, 5)).toBeUndefined();
      expect(numberOf(odd, 5)).toBeUndefined();
    }
    expect(numberOf(new D('-0'), 5)).toBe(0);
    expect(numberOf(new D('100000000000000'), 0)).toBeUndefined(); // 10^14: past what this reads as a number
  });

  it('unitsOfInput reads plain non-negative inputs as toDecimalPlaces does, and nothing else', () => {
    const forms = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 9 }), fc.constantFrom('text', 'D', 'number', '.x', 'x.'));
    fc.assert(
      fc.property(forms, scaleArb, fc.boolean(), ([units, decimals, form], scale, round) => {
        const t = text(units, decimals);
        const input = form === 'D' ? new D(t) : form === 'number' ? (decimals === 0 ? Number(units) : t) : form === '.x' ? (t.startsWith('0.') ? t.slice(1) : t) : t.includes('.') ? t : `${t}.`;
        const exact = new D(t).times(new D(10).pow(scale));
        const rounded = new D(t).toDecimalPlaces(scale).times(new D(10).pow(scale));
        const expected = round ? Number(rounded.toFixed()) : exact.isInteger() ? Number(exact.toFixed()) : undefined;
        expect(unitsOfInput(input, scale, round)).toBe(expected !== undefined && expected <= Number.MAX_SAFE_INTEGER ? expected : undefined);
      }),
    );
    for (const odd of ['-1', '-0', '+1', '1e3', ' 1', '1,5', '', '.', '1.2.3', 'NaN', 'Infinity', '0x1F', -1, -0, 1.5, Number.MAX_SAFE_INTEGER, new D('-0'), new D('NaN'), new D('-2'), null, undefined, {}]) {
      expect(unitsOfInput(odd, 5), JSON.stringify(odd)).toBeUndefined();
    }
    expect(unitsOfInput('99999999999.99999', 5)).toBeUndefined();
    expect(unitsOfInput('90071992547.40991', 5)).toBe(Number.MAX_SAFE_INTEGER);
    expect(unitsOfInput(new D('1.00049'), 3)).toBe(1000);
    expect(unitsOfInput(new D('1.0005'), 3)).toBe(1001);
    expect(unitsOfInput('0.0005', 3)).toBe(1);
    expect(unitsOfInput(0, 3)).toBe(0);
    expect(unitsOfInput(12, 2)).toBe(1200);
  });
});

describe('fixed-point arithmetic = D arithmetic', () => {
  it('roundUnits and mulRound round half-up as toDecimalPlaces does, past 2^53 too', () => {
    const n = fc.oneof(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 0, max: 10_000_000 }));
    fc.assert(
      fc.property(n, n, fc.integer({ min: 0, max: 9 }), (a, b, k) => {
        const product = new D(a).times(b).div(new D(10).pow(k)).toDecimalPlaces(0);
        const expected = product.lte(Number.MAX_SAFE_INTEGER) ? product.toNumber() : undefined;
        expect(mulRound(a, b, k)).toBe(expected);
        if (a * b <= Number.MAX_SAFE_INTEGER) expect(roundUnits(a * b, k)).toBe(expected);
      }),
    );
    // Near 2^53, one unit either side of a half.
    expect(roundUnits(9_007_199_254_699_999, 5)).toBe(90_071_992_547);
    expect(roundUnits(9_007_199_254_650_000, 5)).toBe(90_071_992_547);
    expect(roundUnits(9_007_199_254_649_999, 5)).toBe(90_071_992_546);
    expect(roundUnits(Number.MAX_SAFE_INTEGER, 15)).toBe(9);
  });

  it('divideLikeD gives x.div(y).toDecimalPlaces(scale) of D (40 digits, then half-up), near halves too', () => {
    const num = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 100n }));
    const den = fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max: 10n ** 45n }));
    const check = (n: bigint, d: bigint, scale: number): void => {
      const expected = new D(n.toString()).div(new D(d.toString())).toDecimalPlaces(scale).times(new D(10).pow(scale));
      expect(divideLikeD(n, d, scale), `${n}/${d}`).toBe(BigInt(expected.toFixed()));
    };
    fc.assert(fc.property(num, den, fc.integer({ min: 0, max: 7 }), (n, d, scale) => check(n, d, scale)));
    // Just under a half at 5 decimals by less than D's 40 digits see: 0.000004999…9 (45 nines) is
    // 0.000005 for D, which then rounds up; the exact quotient would round down.
    check(5n * 10n ** 45n - 1n, 10n ** 51n, 5);
    expect(divideLikeD(5n * 10n ** 45n - 1n, 10n ** 51n, 5)).toBe(1n);
    check(15n * 10n ** 45n - 1n, 3n * 10n ** 51n, 5);
    check(1n, 3n, 5);
    check(2n, 3n, 5);
    check(0n, 7n, 5);
    check(10n ** 60n + 1n, 7n, 5);
  });
});
