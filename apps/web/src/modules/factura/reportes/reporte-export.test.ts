import { describe, expect, it } from 'vitest';
import { etiquetaImpuesto, filasDocsExcel, numeroExcel, type Reporte } from './reporte-export';

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

  it('writes a customer’s name that starts like a formula as text (apostrophe), never as a formula', () => {
    const doc = { documento: { value: '01', annotation: 'Factura' }, consecutivo: '00100001010000000001', fechaEmision: '2026-11-22T15:00:00Z', receptor: { nombre: '=HYPERLINK("http://x","clic")', identificacion: '-3101' }, estadoDocumento: { value: '3', annotation: 'Aceptado' }, codigoMoneda: 'CRC', totalVentaNeta: '100', totalImpuesto: '13', totalComprobante: '113', totalComprobanteCRC: '113' };
    const [fila] = filasDocsExcel({ ventas: [doc], notaCredito: [] } as unknown as Reporte);
    expect(fila![3]).toBe(`'=HYPERLINK("http://x","clic")`);
    expect(fila![4]).toBe("'-3101");
    expect(fila![1]).toBe('00100001010000000001');
    expect(fila![9]).toBe(113);
  });
});
