import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { precioSinIva } from './iva-incluido';

const TARIFAS = ['0', '0.5', '1', '2', '4', '8', '13'];

describe('precioSinIva', () => {
  it('divides by 1 + rate at 5 decimals', () => {
    expect(precioSinIva('100', '13').toFixed()).toBe('88.49558');
    expect(precioSinIva('1130', '13').toFixed()).toBe('1000');
    expect(precioSinIva('100', '0').toFixed()).toBe('100');
    expect(precioSinIva('99.999999', '0').toFixed()).toBe('100');
  });

  it('adding the VAT back gives the typed price within half a unit of the 5th decimal times 1 + rate (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.constantFrom(...TARIFAS), (centesimos, tarifa) => {
        const precio = new D(centesimos.toString()).div(100);
        const factor = new D(1).plus(new D(tarifa).div(100));
        const sin = precioSinIva(precio, tarifa);
        expect(sin.decimalPlaces()).toBeLessThanOrEqual(5);
        expect(sin.times(factor).minus(precio).abs().lte(new D('0.000005').times(factor))).toBe(true);
      }),
    );
  });
});
