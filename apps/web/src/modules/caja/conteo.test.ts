import { describe, expect, it } from 'vitest';
import { cantidadDe, contadorDe, filasConteo, subtotal } from './conteo';

describe('the blind count form', () => {
  it('has every colón coin and bill and every dollar bill, and sends only what was counted', () => {
    const filas = filasConteo();
    expect(filas.filter((f) => f.divisa === 'CRC').map((f) => f.moneda)).toEqual(['50000', '20000', '10000', '5000', '2000', '1000', '500', '100', '50', '25', '10', '5']);
    expect(filas.filter((f) => f.divisa === 'USD')).toHaveLength(7);
    const contadas = filas.map((f) => (f.moneda === '1000' && f.divisa === 'CRC' ? { ...f, cantidad: '12' } : f.moneda === '5' && f.divisa === 'CRC' ? { ...f, cantidad: ' 3 ' } : f.moneda === '20' ? { ...f, cantidad: '2' } : f));
    expect(subtotal(contadas, 'CRC').toFixed()).toBe('12015');
    expect(subtotal(contadas, 'USD').toFixed()).toBe('40');
    expect(contadorDe(contadas)).toEqual([
      { moneda: '1000', divisa: 'CRC', cantidadMoneda: 12 },
      { moneda: '5', divisa: 'CRC', cantidadMoneda: 3 },
      { moneda: '20', divisa: 'USD', cantidadMoneda: 2 },
    ]);
  });
  it('a quantity is a whole number of 0 or more; blank is 0', () => {
    expect(['', '0', '7', '-1', '2,5', 'x'].map(cantidadDe)).toEqual([0, 0, 7, null, null, null]);
  });
});
