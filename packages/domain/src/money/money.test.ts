import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountArb, fineDecimalArb, rateArb, signedAmountArb } from '../../test/arbitraries';
import { convertAmount, convertPrecioUnitario, effectiveTipoCambio, needsBccrRate, tipoCambioDocumento, toColones } from './currency';
import { D, sum, textoDecimal, toD, toDecimalString, toFixedString } from './decimal';
import { formatMoney, formatNumber } from './format';
import { parseDecimal, parseNonNegative, textoEditable, textoTipoCambio } from './parse';
import { toWire } from './wire';
import { fromUnits, toUnits } from './units';
import { roundAmount, roundBalance, roundInventoryQuantity, roundPercent, roundPrice, roundQuantity, roundRate } from './rounding';

// Reference half-up rounding on scaled BigInts, independent of decimal.js.
function refHalfUp(x: D, places: number): string {
  const scale = 10n ** 12n;
  const n = BigInt(x.times(new D(10).pow(12)).toFixed(0));
  const unit = 10n ** BigInt(12 - places);
  const abs = n < 0n ? -n : n;
  let q = abs / unit;
  if ((abs % unit) * 2n >= unit) q += 1n;
  const signed = n < 0n ? -q : q;
  void scale;
  return new D(signed.toString()).div(new D(10).pow(places)).toFixed(places);
}

const rounders = [
  ['roundPrice', roundPrice, 5],
  ['roundQuantity', roundQuantity, 3],
  ['roundInventoryQuantity', roundInventoryQuantity, 5],
  ['roundAmount', roundAmount, 5],
  ['roundPercent', roundPercent, 3],
  ['roundBalance', roundBalance, 2],
  ['roundRate', roundRate, 5],
] as const;

describe('money: D', () => {
  it('has at least 40 significant digits and rounds half-up', () => {
    expect(D.precision).toBeGreaterThanOrEqual(40);
    expect(D.rounding).toBe(D.ROUND_HALF_UP);
    expect(new D('12345678901234567890.12345').times(1000).toFixed()).toBe('12345678901234567890123.45');
  });
  it('refuses a float number and accepts integers and strings', () => {
    expect(() => toD(0.1)).toThrow(/float: 0\.1; pass a decimal string/);
    const same = new D('1.5');
    expect(toD(same)).toBe(same);
    expect(toD(3).toFixed()).toBe('3');
    expect(toD('0.10').toFixed(2)).toBe('0.10');
  });
  it('round trip: the wire string parses back to the same value and never uses an exponent', () => {
    fc.assert(
      fc.property(fineDecimalArb(), (x) => {
        const s = toDecimalString(x);
        expect(s).not.toMatch(/e/i);
        expect(new D(s).eq(x)).toBe(true);
      }),
    );
  });
  it('writes tiny and huge values without exponent and -0 as 0', () => {
    expect(toDecimalString(new D('1e-30'))).toBe('0.000000000000000000000000000001');
    expect(toDecimalString(new D('-0'))).toBe('0');
    expect(toFixedString(new D('-0.000001'), 5)).toBe('0.00000');
    expect(toFixedString(new D('-1.5'), 0)).toBe('-2');
    expect(toFixedString('2.5', 0)).toBe('3');
    expect(toFixedString('-0.5', 1)).toBe('-0.5');
    expect(toFixedString('-0.4', 0)).toBe('0');
    expect(toFixedString('-10', 0)).toBe('-10');
    expect(toFixedString('-0.05', 1)).toBe('-0.1');
    expect(toFixedString('1.23456789', 5)).toBe('1.23457');
  });
  it('order does not matter: sum of a list equals the sum of its reverse', () => {
    fc.assert(
      fc.property(fc.array(signedAmountArb(5), { maxLength: 30 }), (xs) => {
        expect(sum(xs).eq(sum([...xs].reverse()))).toBe(true);
      }),
    );
  });
  it('sums exactly (0.1 + 0.2 = 0.3)', () => {
    expect(sum(['0.1', '0.2']).toFixed()).toBe('0.3');
    expect(sum([]).toFixed()).toBe('0');
  });
});

describe('money: rounding (spec 1 §5, spec 3 §5)', () => {
  for (const [name, round, places] of rounders) {
    it(`${name} is idempotent and equals half-up at ${places} decimals`, () => {
      fc.assert(
        fc.property(fineDecimalArb(), (x) => {
          const once = round(x);
          expect(round(once).eq(once)).toBe(true);
          expect(once.toFixed(places)).toBe(refHalfUp(x, places));
          expect(once.decimalPlaces()).toBeLessThanOrEqual(places);
        }),
      );
    });
  }
  it('rounds the literal examples half-up', () => {
    expect(roundPrice('1.234565').toFixed()).toBe('1.23457');
    expect(roundQuantity('2.0005').toFixed()).toBe('2.001');
    expect(roundAmount('0.000005').toFixed()).toBe('0.00001');
    expect(roundPercent('13.0005').toFixed()).toBe('13.001');
    expect(roundBalance('10.005').toFixed()).toBe('10.01');
    expect(roundBalance('-10.005').toFixed()).toBe('-10.01');
    expect(roundAmount('1.000004').toFixed()).toBe('1');
  });
  it('never moves a value by more than half a unit of its last place', () => {
    fc.assert(
      fc.property(fineDecimalArb(), (x) => {
        expect(roundBalance(x).minus(x).abs().lte('0.005')).toBe(true);
        expect(roundAmount(x).minus(x).abs().lte('0.000005')).toBe(true);
      }),
    );
  });
});

describe('money: es-CR display (spec 1 §5)', () => {
  it('prints the literal examples with a no-break space and a decimal comma', () => {
    expect(formatNumber('1234567.895')).toBe('1\u00a0234\u00a0567,90');
    expect(formatNumber('0')).toBe('0,00');
    expect(formatNumber('-0.001')).toBe('0,00');
    expect(formatNumber('-1234.5')).toBe('-1\u00a0234,50');
    expect(formatNumber('999')).toBe('999,00');
    expect(formatNumber('1000')).toBe('1\u00a0000,00');
    expect(formatNumber('12.3456', 0)).toBe('12');
    expect(formatNumber('12.3456', 5)).toBe('12,34560');
    expect(formatMoney('1234.5')).toBe('₡1\u00a0234,50');
    expect(formatMoney('1234.5', 'CRC', 2, '₡')).toBe('₡1\u00a0234,50');
    expect(formatMoney('-1234.5', 'USD')).toBe('-$1\u00a0234,50');
    expect(formatMoney('5', 'EUR')).toBe('€5,00');
    expect(formatMoney('5', 'JPY')).toBe('JPY\u00a05,00');
  });
  it('agrees with Intl.NumberFormat es-CR on the exact decimal string', () => {
    const intl = new Intl.NumberFormat('es-CR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(signedAmountArb(4, 1_000_000_000), (x) => {
        fc.pre(!roundBalance(x).isZero());
        expect(formatNumber(x)).toBe(intl.format(x.toFixed() as `${number}`));
      }),
    );
  });
  it('round trip: the printed text parses back to the amount rounded to 2 decimals', () => {
    fc.assert(
      fc.property(signedAmountArb(5), (x) => {
        const parsed = parseDecimal(formatNumber(x));
        expect(parsed.ok && parsed.value.eq(roundBalance(x))).toBe(true);
      }),
    );
  });
});

describe('money: parsing what a clerk types', () => {
  it('reads both separators and grouping', () => {
    const read = (s: string) => {
      const r = parseDecimal(s);
      return r.ok ? r.value.toFixed() : r.code;
    };
    expect(read('1234.5')).toBe('1234.5');
    expect(read('1 234,5')).toBe('1234.5');
    expect(read('1.234,50')).toBe('1234.5');
    expect(read('1,234.50')).toBe('1234.5');
    expect(read('-3')).toBe('-3');
    expect(read(',5')).toBe('0.5');
    expect(read(',55')).toBe('0.55');
    expect(read('+7.')).toBe('7');
    expect(read('.')).toBe('MONTO_INVALIDO');
    expect(read('1e5')).toBe('MONTO_INVALIDO');
    expect(read('abc')).toBe('MONTO_INVALIDO');
    expect(read('')).toBe('MONTO_INVALIDO');
    expect(read('1-2')).toBe('MONTO_INVALIDO');
    expect(read('1.234.567')).toBe('1234567');
    expect(read('1,234,567.89')).toBe('1234567.89');
    expect(read('12,345,678')).toBe('12345678');
    expect(read('1,234')).toBe('1.234'); // one comma is the decimal separator in Costa Rica
  });
  it('es-CR: a single dot followed by exactly three digits groups thousands («1.500» is mil quinientos)', () => {
    const read = (s: string) => {
      const r = parseDecimal(s);
      return r.ok ? r.value.toFixed() : r.code;
    };
    expect(read('1.500')).toBe('1500');
    expect(read('25.000')).toBe('25000');
    expect(read('-1.500')).toBe('-1500');
    expect(read('999.999')).toBe('999999');
    // Not three digits after the dot, or more than three before it: the dot is the decimal one.
    expect(read('1.5')).toBe('1.5');
    expect(read('1.50')).toBe('1.5');
    expect(read('1.5000')).toBe('1.5');
    expect(read('1234.567')).toBe('1234.567');
    expect(read('0.500')).toBe('0.5'); // a leading zero never starts a group of thousands
    expect(read('.500')).toBe('0.5');
  });
  it('round trip: an amount typed with a dot for its thousands and no decimals parses back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999 }), (n) => {
        const text = `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`;
        const r = parseDecimal(text);
        expect(r.ok && r.value.eq(n)).toBe(true);
      }),
    );
  });
  it('refuses grouping that is not by threes instead of reading another number', () => {
    for (const typo of ['12,3,4', '1,2.5', '1.2.3', '1.234.56', '1,,5', '1.5.', '12.34,5', '1,234.5,6', '1.2,3', '1234.567,5', '1234,567.8', 'x1,234.5'])
      expect(parseDecimal(typo).ok, typo).toBe(false);
  });
  it('round trip: an amount grouped with dots or commas, either way round, parses back', () => {
    fc.assert(
      fc.property(signedAmountArb(2), fc.boolean(), (x, dotGroups) => {
        const [int, frac] = x.abs().toFixed(2).split('.') as [string, string];
        const [g, d] = dotGroups ? ['.', ','] : [',', '.'];
        const text = `${x.isNegative() ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, g)}${d}${frac}`;
        const r = parseDecimal(text);
        expect(r.ok && r.value.eq(x)).toBe(true);
      }),
    );
  });
  it('round trip: a value shown for editing (textoEditable) parses back to itself', () => {
    fc.assert(
      fc.property(signedAmountArb(5), (x) => {
        const r = parseDecimal(textoEditable(toDecimalString(x)));
        expect(r.ok && r.value.eq(x)).toBe(true);
      }),
    );
    expect(['1500.50000', '1.000', '12.345', '0.500', '-3'].map(textoEditable)).toEqual(['1500,5', '1', '12,345', '0,5', '-3']);
  });
  it('an exchange rate shown for editing keeps its cents, and parses back to itself', () => {
    fc.assert(
      fc.property(signedAmountArb(5), (x) => {
        const t = textoTipoCambio(toDecimalString(x));
        expect(t).toMatch(/^-?\d+,\d{2,}$/);
        const r = parseDecimal(t);
        expect(r.ok && r.value.eq(x)).toBe(true);
      }),
    );
    expect(['514', '514.6', '514.64', '514.64125', '514.000'].map(textoTipoCambio)).toEqual(['514,00', '514,60', '514,64', '514,64125', '514,00']);
  });
  it('round trip: a wire string parses to itself unless it is 1–3 digits, a dot and exactly three', () => {
    fc.assert(
      fc.property(signedAmountArb(5), (x) => {
        const s = toDecimalString(x);
        fc.pre(!/^-?[1-9]\d{0,2}\.\d{3}$/.test(s));
        const r = parseDecimal(s);
        expect(r.ok && r.value.eq(x)).toBe(true);
      }),
    );
  });
  it('refuses negatives where they make no sense, with the field', () => {
    const r = parseNonNegative('-1', 'precioUnitario');
    expect(r).toEqual({ ok: false, code: 'MONTO_NEGATIVO', field: 'precioUnitario', message: 'El monto no puede ser negativo.' });
    expect(parseNonNegative('-0').ok).toBe(true);
    expect(parseNonNegative('x').ok).toBe(false);
    const good = parseNonNegative('2,5');
    expect(good.ok && good.value.toFixed()).toBe('2.5');
  });
});

describe('money: currency (spec 1 §5)', () => {
  it('the document rate is 1 for CRC whatever is stored', () => {
    fc.assert(
      fc.property(rateArb, (rate) => {
        const r = tipoCambioDocumento('CRC', rate);
        expect(r.ok && r.value.eq(1)).toBe(true);
      }),
    );
  });
  it('other currencies send the rate rounded to 5 decimals, and refuse 0', () => {
    const r = tipoCambioDocumento('USD', '506.123456');
    expect(r.ok && r.value.toFixed()).toBe('506.12346');
    expect(tipoCambioDocumento('USD', '0')).toMatchObject({ ok: false, code: 'TIPO_CAMBIO_INVALIDO', field: 'tipoCambio' });
    expect(tipoCambioDocumento('USD', '0.000001').ok).toBe(false);
  });
  it('round trip: CRC → USD → CRC returns the amount within half a unit of the 5th decimal times the rate', () => {
    fc.assert(
      fc.property(amountArb(2), rateArb, (crc, rate) => {
        const usd = convertAmount(crc, 'CRC', 'USD', rate);
        if (!usd.ok) throw new Error('conversion failed');
        const back = convertAmount(usd.value, 'USD', 'CRC', rate);
        if (!back.ok) throw new Error('conversion failed');
        expect(back.value.minus(crc).abs().lte(rate.times('0.000005').plus('0.00001'))).toBe(true);
      }),
    );
  });
  it('same currency is the identity (rounded to 5) and unknown pairs are refused', () => {
    fc.assert(
      fc.property(amountArb(5), (x) => {
        const r = convertAmount(x, 'USD', 'USD', '0');
        expect(r.ok && r.value.eq(x)).toBe(true);
      }),
    );
    expect(convertAmount('1', 'USD', 'EUR', '500')).toMatchObject({ ok: false, code: 'MONEDA_NO_SOPORTADA', field: 'codigoMoneda' });
    expect(convertAmount('1', 'CRC', 'USD', '0')).toMatchObject({ ok: false, code: 'TIPO_CAMBIO_INVALIDO', field: 'tipoCambio' });
    expect(convertAmount('1', 'EUR', 'CRC', '700')).toMatchObject({ ok: true });
    expect(convertAmount('1', 'USD', 'CRC', '-1')).toMatchObject({ ok: false, code: 'TIPO_CAMBIO_INVALIDO' });
  });
  it('converts the literal examples', () => {
    const toUsd = convertAmount('1000', 'CRC', 'USD', '500');
    expect(toUsd.ok && toUsd.value.toFixed()).toBe('2');
    const toCrc = convertPrecioUnitario('2.123456', 'USD', 'CRC', '500');
    expect(toCrc.ok && toCrc.value.toFixed()).toBe('1061.728');
    const third = convertPrecioUnitario('1', 'CRC', 'USD', '3');
    expect(third.ok && third.value.toFixed()).toBe('0.33333');
    expect(convertPrecioUnitario('1', 'USD', 'EUR', '3').ok).toBe(false);
    expect(toColones('2.5', '500.12').toFixed()).toBe('1250.3');
  });
  it('fetches the central-bank rate only when the stored rate is not above 1', () => {
    expect(needsBccrRate(null)).toBe(true);
    expect(needsBccrRate(undefined)).toBe(true);
    expect(needsBccrRate('1')).toBe(true);
    expect(needsBccrRate('0')).toBe(true);
    expect(needsBccrRate('1.00001')).toBe(false);
  });
  it('a manual override record replaces the purchase rate; an automatic one does not', () => {
    expect(effectiveTipoCambio({ compra: '505.1234567' }).toFixed()).toBe('505.12346');
    expect(effectiveTipoCambio({ compra: '505' }, { rate: '510', auto: false }).toFixed()).toBe('510');
    expect(effectiveTipoCambio({ compra: '505' }, { rate: '510', auto: true }).toFixed()).toBe('505');
    expect(effectiveTipoCambio({ compra: '505' }, { rate: '0', auto: false }).toFixed()).toBe('505');
    expect(effectiveTipoCambio({ compra: '505' }, null).toFixed()).toBe('505');
  });
});

describe('money: wire format', () => {
  it('round trip: toWire turns every D into a string that parses back to it', () => {
    fc.assert(
      fc.property(fc.array(signedAmountArb(5), { maxLength: 5 }), (xs) => {
        const wire = toWire({ total: sum(xs), items: xs.map((x) => ({ x, n: 1, s: 'a', z: null })) });
        expect(new D(wire.total).eq(sum(xs))).toBe(true);
        wire.items.forEach((it, i) => expect(new D(it.x).eq(xs[i] ?? 0)).toBe(true));
        expect(wire.items.every((it) => it.n === 1 && it.s === 'a' && it.z === null)).toBe(true);
      }),
    );
    expect(toWire(new D('-0'))).toBe('0');
    expect(toWire(new D('1e-7'))).toBe('0.0000001');
  });
});

describe('money: BigInt units of 1e-5', () => {
  it('round trip: fromUnits(toUnits(x)) = x for every amount with 5 decimals', () => {
    fc.assert(
      fc.property(signedAmountArb(5, 10_000_000_000), (x) => {
        expect(fromUnits(toUnits(x)).eq(x)).toBe(true);
        expect(toUnits(fromUnits(toUnits(x)))).toBe(toUnits(x));
      }),
    );
  });
  it('converts the literal examples and refuses unrounded amounts', () => {
    expect(toUnits(new D('1.5'))).toBe(150000n);
    expect(toUnits(new D('-0.00001'))).toBe(-1n);
    expect(toUnits(new D('123'))).toBe(12300000n);
    expect(toUnits(new D('0'))).toBe(0n);
    expect(toUnits(new D('-0'))).toBe(0n);
    expect(toUnits(new D('12.34567'))).toBe(1234567n);
    expect(toUnits(new D('-12.34567'))).toBe(-1234567n);
    expect(toUnits(new D('100000000000000'))).toBe(10000000000000000000n);
    expect(fromUnits(-1n).toFixed()).toBe('-0.00001');
    expect(fromUnits(12345678901234567890n).toFixed()).toBe('123456789012345.6789');
    expect(() => toUnits(new D('0.000001'))).toThrow(RangeError);
  });
});

describe('money: textoDecimal', () => {
  const digitos = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
  it('is toD(x).toString() for every plain decimal text, as PostgreSQL prints numeric and beyond', () => {
    fc.assert(
      fc.property(fc.boolean(), digitos(1, 34), fc.option(digitos(1, 34)), (neg, ent, frac) => {
        const x = `${neg ? '-' : ''}${ent}${frac === null ? '' : `.${frac}`}`;
        expect(textoDecimal(x)).toBe(toD(x).toString());
      }),
      { numRuns: 2000 },
    );
  });
  it('leaves other texts to D', () => {
    for (const x of ['1e5', '.5', '5.', '-0', '-0.000', '0.00', '000.100', '12345.67000'])
      expect(textoDecimal(x)).toBe(toD(x).toString());
  });
});
