import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descuentoDeCategoria } from './descuento';

describe('category discount (ruling B-5)', () => {
  it('is a percentage of the line, or an amount per unit times the quantity', () => {
    expect(descuentoDeCategoria({ esPorcentual: true, valor: '10' }, '3')).toEqual({ porcentaje: expect.objectContaining({}) });
    expect(String((descuentoDeCategoria({ esPorcentual: true, valor: '10' }, '3') as { porcentaje: unknown }).porcentaje)).toBe('10');
    expect(String((descuentoDeCategoria({ esPorcentual: false, valor: '250.5' }, '3') as { monto: unknown }).monto)).toBe('751.5');
    expect(descuentoDeCategoria({ esPorcentual: true, valor: '0' }, '3')).toBeNull();
    expect(descuentoDeCategoria(null, '3')).toBeNull();
    expect(descuentoDeCategoria({ esPorcentual: false, valor: '5' }, '0')).toBeNull();
  });

  it('is never a surcharge and a percentage never passes 100', () => {
    const valor = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })).map(String);
    const cantidad = fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.double({ min: -10, max: 1e4, noNaN: true })).map(String);
    fc.assert(
      fc.property(fc.boolean(), valor, cantidad, (esPorcentual, v, q) => {
        const d = descuentoDeCategoria({ esPorcentual, valor: v }, q);
        if (d === null) return;
        if ('porcentaje' in d) expect(d.porcentaje.gt(0) && d.porcentaje.lte(100)).toBe(true);
        else expect(d.monto.gt(0)).toBe(true);
      }),
    );
  });
});
