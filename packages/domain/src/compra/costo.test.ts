import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { costoAterrizado, costoNetoUnitario, prorratear } from './costo';
import { claveMapeo, mapearLineas, type DestinoLinea } from './mapeo';

const centavos = fc.integer({ min: 0, max: 100_000_000 }).map((n) => new D(n).div(100));

describe('landed cost spread (to the cent)', () => {
  it('the parts add up to the charge exactly, none negative, none more than a cent off its share', () => {
    fc.assert(
      fc.property(centavos, fc.array(fc.integer({ min: 0, max: 10_000_000 }).map((n) => new D(n).div(1000)), { minLength: 1, maxLength: 20 }), (monto, pesos) => {
        const partes = prorratear(monto, pesos);
        expect(partes.reduce((a, x) => a.plus(x), new D(0)).eq(monto)).toBe(true);
        const suma = pesos.reduce((a, x) => a.plus(x), new D(0));
        partes.forEach((p, i) => {
          expect(p.isNeg()).toBe(false);
          expect(p.decimalPlaces()).toBeLessThanOrEqual(2);
          const exacto = suma.isZero() ? monto.div(pesos.length) : monto.times(pesos[i]!).div(suma);
          expect(p.minus(exacto).abs().lte('0.01')).toBe(true);
        });
      }),
    );
  });

  it('by value and by quantity: a known case, and the landed total is goods plus charges', () => {
    expect(prorratear('100', ['1', '1', '1']).map((x) => x.toFixed(2))).toEqual(['33.34', '33.33', '33.33']);
    expect(prorratear('10', ['0', '0']).map((x) => x.toFixed(2))).toEqual(['5.00', '5.00']);
    const lineas = [
      { cantidad: new D(10), costo: new D(1000) },
      { cantidad: new D(5), costo: new D(3000) },
    ];
    // 400 of freight: by value 100 and 300; by quantity 266.67 and 133.33.
    expect(costoAterrizado(lineas, '400', 'valor').map((x) => x.toFixed())).toEqual(['110', '660']);
    expect(costoAterrizado(lineas, '400', 'cantidad').map((x) => x.toFixed(3))).toEqual(['126.667', '626.666']);
    fc.assert(
      fc.property(centavos, fc.array(fc.record({ cantidad: fc.integer({ min: 1, max: 1000 }).map((n) => new D(n)), costo: centavos }), { minLength: 1, maxLength: 10 }), fc.constantFrom('valor' as const, 'cantidad' as const), (cargo, ls, base) => {
        const u = costoAterrizado(ls, cargo, base);
        const total = u.reduce((a, x, i) => a.plus(x.times(ls[i]!.cantidad)), new D(0));
        const esperado = ls.reduce((a, l) => a.plus(l.costo), new D(0)).plus(cargo);
        expect(total.minus(esperado).abs().lt('1e-9')).toBe(true);
      }),
    );
  });
});

describe('net unit cost of a received line (ruling E-1)', () => {
  it('after discounts; recoverable VAT stays out, non-recoverable VAT goes in', () => {
    const l = { cantidad: '4', montoTotal: '1000', montoDescuento: '100', impuesto: '117' };
    expect(costoNetoUnitario(l, true).toFixed()).toBe('225');
    expect(costoNetoUnitario(l, false).toFixed()).toBe('254.25');
    expect(costoNetoUnitario({ ...l, cantidad: '0' }, true).toFixed()).toBe('0');
  });
});

describe('line mapping memory (ruling E-1)', () => {
  it('the choice made now wins, else the remembered one by supplier code, else none', () => {
    const item: DestinoLinea = { tipo: 'item', id: 'i1' };
    const gasto: DestinoLinea = { tipo: 'costo', id: 'g1', clase: 'gastosActivos' };
    const lineas = [
      { numeroLinea: 1, codigoComercial: 'AZ-1', detalle: 'Azúcar' },
      { numeroLinea: 2, codigoComercial: null, codigo: '123', detalle: ' Flete  Local ' },
      { numeroLinea: 3, detalle: 'Otra' },
    ];
    const recordados = new Map<string, DestinoLinea>([[claveMapeo(lineas[0]!), item], [claveMapeo({ numeroLinea: 9, codigo: '123', detalle: 'flete local' }), gasto]]);
    const r = mapearLineas(lineas, new Map<number, DestinoLinea>([[3, item]]), recordados);
    expect(r.map((x) => [x.destino, x.recordado])).toEqual([[item, true], [gasto, true], [item, false]]);
  });
});
