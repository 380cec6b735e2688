import { describe, expect, it } from 'vitest';
import { textoCantidad, textoDescuento, textoMonto } from './formato-celdas';

describe('what a number cell shows once left (es-CR)', () => {
  it('shows the reading of a price, so «1.500» is visibly mil quinientos', () => {
    expect(textoMonto('1.500', 'CRC')).toBe('₡1\u00a0500,00');
    expect(textoMonto('150', 'CRC')).toBe('₡150,00');
    expect(textoMonto('1500,50', 'USD')).toBe('$1\u00a0500,50');
    expect(textoMonto('0,12345', 'CRC')).toBe('₡0,12345');
    expect(textoMonto('12,3,4', 'CRC')).toBe('12,3,4');
    expect(textoMonto('', 'CRC')).toBe('');
  });
  it('shows quantities and discounts with the es-CR comma', () => {
    expect(textoCantidad('2.5')).toBe('2,5');
    expect(textoCantidad('1.000')).toBe('1\u00a0000');
    expect(textoCantidad('abc')).toBe('abc');
    expect(textoDescuento('10%', 'CRC')).toBe('10 %');
    expect(textoDescuento('2,5%', 'CRC')).toBe('2,5 %');
    expect(textoDescuento('500', 'CRC')).toBe('₡500,00');
  });
});
