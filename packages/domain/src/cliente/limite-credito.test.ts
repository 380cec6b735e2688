import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toD } from '../money';
import { excesoDeCredito } from './limite-credito';

describe('credit limit (ruling B-16)', () => {
  it('refuses only a blocked customer past a limit', () => {
    expect(excesoDeCredito({ limite: '100000', bloquea: true }, '80000', '30000')).toEqual({ limite: '100000.00', debe: '80000.00', venta: '30000.00', exceso: '10000.00' });
    expect(excesoDeCredito({ limite: '100000', bloquea: true }, '70000', '30000')).toBeNull();
    expect(excesoDeCredito({ limite: '100000', bloquea: false }, '80000', '30000')).toBeNull();
    expect(excesoDeCredito({ limite: '0', bloquea: true }, '80000', '30000')).toBeNull();
  });

  it('a refusal is exactly a sale that takes the debt past the limit', () => {
    const monto = fc.integer({ min: 0, max: 10_000_000_00 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(monto, monto, monto, fc.boolean(), (limite, debe, venta, bloquea) => {
        const r = excesoDeCredito({ limite, bloquea }, debe, venta);
        const pasa = toD(debe).plus(venta).gt(limite);
        expect(r !== null).toBe(bloquea && toD(limite).gt(0) && pasa);
        if (r) expect(toD(r.debe).plus(r.venta).minus(r.exceso).toFixed(2)).toBe(toD(limite).toFixed(2));
      }),
    );
  });
});
