import { describe, expect, it } from 'vitest';
import { diaCR, nombreLinea, rangoDelMes } from './messages';

describe('accounting screen helpers', () => {
  it('names the VAT return lines as Hacienda does', () => {
    expect(nombreLinea({ seccion: 'ventas', tarifa: '13' })).toBe('Ventas gravadas al 13 %');
    expect(nombreLinea({ seccion: 'ventas', tarifa: '0.5' })).toBe('Ventas gravadas al 0,5 %');
    expect(nombreLinea({ seccion: 'compras', tarifa: 'exento', acreditacion: 'ninguno' })).toBe(
      'Compras exentas sin crédito',
    );
  });
  it('takes a month and a day in Costa Rica time', () => {
    expect(rangoDelMes(2026, 12)).toEqual({
      inicio: '2026-12-01T06:00:00.000Z',
      final: '2027-01-01T05:59:59.999Z',
    });
    expect(diaCR('2026-03-05', true)).toBe('2026-03-06T05:59:59.999Z');
    expect(diaCR('', false)).toBeNull();
  });
});
