import { describe, expect, it } from 'vitest';
import { buscaCabys, buscarRecientes, sugerenciasCabys } from './search';

const recientes = [
  { codigo: 'CAM-01', codigoCABYS: '2820404009900', detalle: 'Camiseta roja', unidadMedida: 'Unid', precio: '5000', codigoTarifaIVA: '08' },
  { codigo: '', codigoCABYS: '0123400020400', detalle: 'Tomate pera', unidadMedida: 'kg', precio: '1200', codigoTarifaIVA: '02' },
];

describe('search in the code cell', () => {
  it('finds a line used before by quick code, SKU prefix or words of its name (without accents)', () => {
    expect(buscarRecientes('cam', recientes)[0]?.patch.codigo).toBe('CAM-01');
    expect(buscarRecientes('012340', recientes)[0]?.patch.detalle).toBe('Tomate pera');
    expect(buscarRecientes('TOMATE', recientes)[0]?.patch.precio).toBe('1200');
    expect(buscarRecientes('', recientes)).toEqual([]);
  });

  it('a CABYS result gives the code, the VAT code of its rate, and the description when the detail is empty', () => {
    const [s] = sugerenciasCabys([{ cabys: '3270004990000', descripcion: 'Cuaderno, n.c.p.', impuesto: '13' }], '');
    expect(s?.patch).toEqual({ codigoCABYS: '3270004990000', detalle: 'Cuaderno, n.c.p.', codigoTarifaIVA: '08' });
    const [t] = sugerenciasCabys([{ cabys: '3270004990000', descripcion: 'Cuaderno, n.c.p.', impuesto: '13' }], 'Mi detalle');
    expect(t?.patch.detalle).toBeUndefined();
  });

  it('asks the CABYS catalogue only for a code prefix or a word of three letters', () => {
    expect(buscaCabys('01')).toBe(false);
    expect(buscaCabys('012')).toBe(true);
    expect(buscaCabys('ca')).toBe(false);
    expect(buscaCabys('cam')).toBe(true);
  });
});
