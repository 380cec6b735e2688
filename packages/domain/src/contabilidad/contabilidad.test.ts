import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineaInputArb } from '../../test/factura-arbitraries';
import { computeLinea } from '../factura/linea';
import { computeResumen } from '../factura/resumen';
import { D } from '../money/decimal';
import { asientoCompra, asientoVenta, reasignarCuenta, validateAsiento } from './asiento';
import { rangoMesAnterior, saldoIva } from './iva';

const cuentas = { porCobrar: '1101', ventas: '4101', ivaPorPagar: '2105', otrosCargos: '4109', ivaDevuelto: '1108' };

describe('accounting records always balance (Σ debe = Σ haber)', () => {
  it('the sale record of any invoice balances', () => {
    fc.assert(
      fc.property(fc.array(lineaInputArb, { maxLength: 10 }), fc.boolean(), (inputs, card) => {
        const lineas = inputs.map((i) => {
          const r = computeLinea(i);
          if (!r.ok) throw new Error(r.code);
          return r.value;
        });
        const resumen = computeResumen(lineas, [{ tipoDocumentoOC: '06', detalle: 'Servicio', porcentajeOC: '10' }], { medioPago: card ? [{ tipoMedioPago: '02' }] : [] });
        const asiento = asientoVenta(resumen, cuentas);
        if (asiento.length > 0) expect(validateAsiento(asiento).ok).toBe(true);
        const compra = asientoCompra(resumen, { porPagar: '2101', gasto: '5101', ivaPorCobrar: '1107', otrosCargos: '5109' });
        if (compra.length > 0) expect(validateAsiento(compra).ok).toBe(true);
      }),
    );
  });
  it('writes the literal sale and purchase records, leaving out zero lines', () => {
    const t = { totalVentaNeta: '1000', totalImpuesto: '130', totalOtrosCargos: '0', totalIVADevuelto: '0', totalComprobante: '1130' };
    expect(asientoVenta(t, cuentas).map((l) => [l.cuentaContable, l.debe.toFixed(), l.haber.toFixed()])).toEqual([['1101', '1130', '0'], ['4101', '0', '1000'], ['2105', '0', '130']]);
    expect(asientoCompra({ ...t, totalIVADevuelto: '30' }, { porPagar: '2101', gasto: '5101', ivaPorCobrar: '1107', otrosCargos: '5109' }).map((l) => [l.cuentaContable, l.debe.toFixed(), l.haber.toFixed()])).toEqual([['5101', '1000', '0'], ['1107', '100', '0'], ['2101', '0', '1130']]);
    const moved = reasignarCuenta(asientoVenta(t, cuentas), 1, '4199');
    expect(moved.map((l) => l.cuentaContable)).toEqual(['1101', '4199', '2105']);
  });
  it('changing the account of a line keeps the record balanced', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 6 }), fc.nat(), (amounts, k) => {
        const items = [...amounts.map((a, i) => ({ cuentaContable: `d${i}`, debe: new D(a), haber: new D(0) })), { cuentaContable: 'h', debe: new D(0), haber: amounts.reduce((x, a) => x.plus(a), new D(0)) }];
        const moved = reasignarCuenta(items, k % items.length, 'nueva');
        expect(validateAsiento(moved).ok).toBe(true);
        expect(moved[k % items.length]?.cuentaContable).toBe('nueva');
      }),
    );
  });
  it('refuses empty, unbalanced or negative records', () => {
    expect(validateAsiento([])).toMatchObject({ ok: false, code: 'ASIENTO_VACIO', field: 'items' });
    expect(validateAsiento([{ cuentaContable: 'a', debe: '10', haber: '0' }, { cuentaContable: 'b', haber: '11' }, { cuentaContable: 'c', debe: '-1' }])).toMatchObject({ code: 'MONTO_NEGATIVO', field: 'items' });
    expect(validateAsiento([{ cuentaContable: 'a', debe: '10' }, { cuentaContable: 'b', haber: '9' }])).toMatchObject({ field: 'items' });
    expect(validateAsiento([{ cuentaContable: 'a', debe: '0', haber: '0' }])).toMatchObject({ code: 'ASIENTO_VACIO' });
    expect(validateAsiento([{ cuentaContable: 'a', debe: '10' }, { cuentaContable: 'b', haber: '9.99999' }])).toMatchObject({ code: 'ASIENTO_DESCUADRADO', message: 'El asiento no cuadra: el total del debe debe ser igual al del haber.' });
    expect(validateAsiento([{ cuentaContable: 'a', debe: '-10' }, { cuentaContable: 'b', haber: '-10' }])).toMatchObject({ code: 'MONTO_NEGATIVO' });
    const good = validateAsiento([{ cuentaContable: 'a', debe: '10' }, { cuentaContable: 'b', haber: '10' }]);
    expect(good.ok && good.value.total.toFixed()).toBe('10');
  });
});

describe('VAT (spec 3 §3, §5)', () => {
  it('the previous month runs from its first day 00:00:00 to its last day 23:59:59', () => {
    expect(rangoMesAnterior({ year: 2026, month: 3 })).toEqual({ inicio: '2026-02-01T00:00:00-06:00', fin: '2026-02-28T23:59:59-06:00' });
    expect(rangoMesAnterior({ year: 2024, month: 3 }).fin).toBe('2024-02-29T23:59:59-06:00');
    expect(rangoMesAnterior({ year: 2026, month: 1 })).toEqual({ inicio: '2025-12-01T00:00:00-06:00', fin: '2025-12-31T23:59:59-06:00' });
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const r = rangoMesAnterior({ year, month });
        const start = Date.parse(r.inicio);
        const end = Date.parse(r.fin);
        const thisMonth = Date.parse(`${year}-${String(month).padStart(2, '0')}-01T00:00:00-06:00`);
        expect(thisMonth - end).toBe(1000);
        expect(end).toBeGreaterThan(start);
        expect(new Date(start - 6 * 3_600_000).getUTCDate()).toBe(1);
      }),
    );
  });
  it('balance: tax = sales VAT − credits; saldo = tax − previous favour − withholdings; a negative saldo carries over', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 5, maxLength: 5 }), ([v, c, i, s, r]) => {
        const cents = (n: number | undefined) => new D(n ?? 0).div(100).toFixed();
        const out = saldoIva({ totalImpuestoVentas: cents(v), totalCredito: cents(c), creditoImportaciones: cents(i), saldoAnterior: cents(s), retenciones: cents(r) });
        expect(out.saldo.eq(out.totalImpuesto.minus(cents(s)).minus(cents(r)))).toBe(true);
        expect(out.saldoAnteriorSiguiente.eq(out.saldo.isNeg() ? out.saldo.neg() : 0)).toBe(true);
      }),
    );
    expect(saldoIva({ totalImpuestoVentas: '1300', totalCredito: '500' }).saldo.toFixed()).toBe('800');
  });
});
