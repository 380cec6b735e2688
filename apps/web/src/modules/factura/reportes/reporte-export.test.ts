import { describe, expect, it } from 'vitest';
import { etiquetaImpuesto, numeroExcel } from './reporte-export';

describe('the sales report export', () => {
  it('puts amounts in Excel as numbers, thousands included, rounded to the 2 decimals shown', () => {
    // The es-CR text groups thousands with a no-break space: read back as a number it was NaN.
    expect([numeroExcel('999.5'), numeroExcel('1234.5'), numeroExcel('1234567.005'), numeroExcel('-0.001')]).toEqual([999.5, 1234.5, 1234567.01, 0]);
  });

  it('names a tax row as the report shows it', () => {
    expect(etiquetaImpuesto({ codigo: '01', tarifa: '13' })).toBe('IVA 13 %');
    expect(etiquetaImpuesto({ codigo: '01', tarifa: '0.5' })).toBe('IVA 0,5 %');
    expect(etiquetaImpuesto({ codigo: '02', tarifa: null })).toBe('02');
    expect(etiquetaImpuesto({ codigo: null, tarifa: null })).toBeNull();
  });
});
