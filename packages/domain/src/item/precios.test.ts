import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { precioEnFecha, normalizarCalendario } from './calendario';
import { calcularPrecios, costoGeneral, precioVariante } from './precios';

const money = (max = 100_000_000) => fc.integer({ min: 0, max }).map((c) => new D(c).div(100));
const pct = fc.integer({ min: 0, max: 300_000 }).map((n) => new D(n).div(1000));
const tarifas = fc.array(fc.constantFrom('13', '4', '2', '1', '0.5', '0', '8'), { maxLength: 2 });
const cinco = (x: D) => x.decimalPlaces() <= 5;

describe('item prices (ruling A1-2, 5 decimals)', () => {
  it('every price field has at most 5 decimals, whichever field the clerk set', () => {
    fc.assert(
      fc.property(money(), pct, money(), money(), tarifas, fc.constantFrom('costo', 'utilidad', 'precioUnitario', 'precioInvertido' as const), (costo, utilidad, precio, invertido, t, desde) => {
        const p = calcularPrecios({ costoUnitarioTotal: costo, utilidad, precioUnitario: precio, precioInvertido: invertido, tarifas: t, desde });
        for (const v of Object.values(p)) expect(cinco(v)).toBe(true);
      }),
    );
  });
  it('the price is the cost marked up by utilidad, and the public price adds each tax', () => {
    fc.assert(
      fc.property(money(), pct, tarifas, (costo, utilidad, t) => {
        const p = calcularPrecios({ costoUnitarioTotal: costo, utilidad, tarifas: t, desde: 'utilidad' });
        const exacto = costo.times(utilidad.div(100).plus(1));
        expect(p.precioUnitario.minus(exacto).abs().lte('0.000005')).toBe(true);
        const conImpuestos = t.reduce((a, x) => a.plus(p.precioUnitario.times(x).div(100).toDecimalPlaces(5)), p.precioUnitario);
        expect(p.precioVenta.eq(conImpuestos)).toBe(true);
        expect(p.precioInvertido.eq(p.precioVenta)).toBe(true);
      }),
    );
  });
  it('round trip: a typed price gives a markup that gives the price back (within rounding)', () => {
    fc.assert(
      fc.property(money().filter((c) => c.gt(0)), money(), (costo, precio) => {
        const a = calcularPrecios({ costoUnitarioTotal: costo, utilidad: 45, precioUnitario: precio, tarifas: ['13'], desde: 'precioUnitario' });
        const b = calcularPrecios({ costoUnitarioTotal: costo, utilidad: a.utilidad, tarifas: ['13'], desde: 'utilidad' });
        expect(b.precioUnitario.minus(precio).abs().lte(costo.times('0.0000001').plus('0.00001'))).toBe(true);
      }),
    );
  });
  it('round trip: a tax-included price typed in IVA-included mode comes back within a cent of a thousandth', () => {
    fc.assert(
      fc.property(money(), tarifas, (invertido, t) => {
        const p = calcularPrecios({ costoUnitarioTotal: 0, utilidad: 45, precioInvertido: invertido, tarifas: t, desde: 'precioInvertido' });
        expect(p.precioInvertido.eq(invertido)).toBe(true);
        expect(p.precioVenta.minus(invertido).abs().lte('0.00002')).toBe(true);
      }),
    );
  });
  it('reads the literal cases: ₡1 000 at 45 % is ₡1 450, ₡1 638,50 with 13 % VAT; ₡1 130 typed with VAT is ₡1 000', () => {
    const p = calcularPrecios({ costoUnitarioTotal: '1000', utilidad: '45', tarifas: ['13'], desde: 'costo' });
    expect([p.precioUnitario.toFixed(), p.precioVenta.toFixed()]).toEqual(['1450', '1638.5']);
    const q = calcularPrecios({ costoUnitarioTotal: '800', utilidad: '45', precioInvertido: '1130', tarifas: ['13'], desde: 'precioInvertido' });
    expect([q.precioUnitario.toFixed(), q.utilidad.toFixed(), q.precioVenta.toFixed()]).toEqual(['1000', '25', '1130']);
    // no cost: a typed price leaves the markup as it was
    expect(calcularPrecios({ costoUnitarioTotal: '0', utilidad: '45', precioUnitario: '500', tarifas: [], desde: 'precioUnitario' }).utilidad.toFixed()).toBe('45');
  });
  it('the general cost adds the cost list; a variant costs the item plus its extra unless it has its own price', () => {
    expect(costoGeneral('100', [{ costoUnitario: '10', porcion: '2' }, { costoUnitario: '3.333333', porcion: '3' }]).toFixed()).toBe('130');
    expect(precioVariante({ precioUnitario: '1000' }, { costoExtra: '250' }).toFixed()).toBe('1250');
    expect(precioVariante({ precioUnitario: '1000' }, { customVariantPrice: true, precioUnitario: '900', costoExtra: '250' }).toFixed()).toBe('900');
    expect(precioVariante({ precioUnitario: '1000' }, { customVariantPrice: true, precioUnitario: null }).toFixed()).toBe('1000');
  });
});

const fecha = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('scheduled prices (ruling A1-3)', () => {
  it('a date bills the latest scheduled price not after it, else the base price', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ date: fecha, price: money() }), { selector: (e) => e.date, maxLength: 6 }), fecha, (lista, dia) => {
        const got = precioEnFecha('777', lista, dia);
        const antes = lista.filter((e) => e.date <= dia).sort((a, b) => (a.date < b.date ? 1 : -1));
        expect(got.eq(antes[0]?.price ?? '777')).toBe(true);
      }),
    );
  });
  it('stores the schedule sorted and renumbered, and refuses bad dates, negative prices and a repeated date', () => {
    const r = normalizarCalendario([{ date: '2026-12-01', price: '1200.123456' }, { date: '2026-11-01T06:00:00Z', price: '1100' }]);
    expect(r.ok && r.value.map((e) => [e.i, e.date, e.price.toFixed()])).toEqual([[0, '2026-11-01', '1100'], [1, '2026-12-01', '1200.12346']]);
    expect(normalizarCalendario([{ date: '2026-02-30', price: '1' }])).toMatchObject({ ok: false, code: 'FECHA_INVALIDA', field: 'priceDateRange.0.date' });
    expect(normalizarCalendario([{ date: '2026-02-01', price: '-1' }])).toMatchObject({ ok: false, code: 'MONTO_NEGATIVO', field: 'priceDateRange.0.price' });
    expect(normalizarCalendario([{ date: '2026-02-01', price: 'x' }])).toMatchObject({ ok: false, code: 'MONTO_INVALIDO' });
    expect(normalizarCalendario([{ date: '2026-02-01', price: '1' }, { date: '2026-02-01', price: '2' }])).toMatchObject({ ok: false, code: 'FECHA_REPETIDA', field: 'priceDateRange.1.date' });
  });
});
