import { describe, expect, it } from 'vitest';
import { conDescuentoAlEmpezar, conDescuentoDelCliente, textoDescuentoCategoria } from './descuento-categoria';
import type { LineaBorrador } from './types';

const vacia: LineaBorrador = { id: 'l1', codigoCABYS: '', codigo: '', detalle: '', cantidad: '1', unidadMedida: 'Unid', precio: '', descuento: '', codigoTarifaIVA: '08', exoneracion: '', clasificacion: 'producto' };
const linea = (over: Partial<LineaBorrador> = {}): LineaBorrador => ({ ...vacia, codigoCABYS: '4526100000100', detalle: 'Tornillos', precio: '100', ...over });
const diez = { _id: 'c1', nombre: 'Mayorista', esPorcentual: true, valor: '10' };
const monto = { _id: 'c2', nombre: 'Fijo', esPorcentual: false, valor: '2.5' };

describe('category discount in the draft (ruling B-5)', () => {
  it('writes the cell as the clerk would: a percentage, or the amount per unit times the quantity', () => {
    expect(textoDescuentoCategoria(diez, '3')).toBe('10%');
    expect(textoDescuentoCategoria(monto, '3')).toBe('7,5');
    expect(textoDescuentoCategoria(monto, '1,5')).toBe('3,75');
    expect(textoDescuentoCategoria(null, '3')).toBe('');
  });

  it('puts it on a line the clerk starts, never over a discount already there', () => {
    expect(conDescuentoAlEmpezar(vacia, linea(), diez)).toMatchObject({ descuento: '10%', codigoDescuento: '07' });
    expect(conDescuentoAlEmpezar(vacia, linea({ descuento: '5%' }), diez).descuento).toBe('5%');
    // an edit of a started line does not bring it back after the clerk removed it
    expect(conDescuentoAlEmpezar(linea(), linea({ precio: '200' }), diez).descuento).toBe('');
    expect(conDescuentoAlEmpezar(vacia, linea(), null).descuento).toBe('');
  });

  it('swaps only the old category discount when the customer changes', () => {
    expect(conDescuentoDelCliente(linea(), null, diez).descuento).toBe('10%');
    expect(conDescuentoDelCliente(linea({ descuento: '10%' }), diez, monto).descuento).toBe('2,5');
    expect(conDescuentoDelCliente(linea({ descuento: '10%' }), diez, null).descuento).toBe('');
    expect(conDescuentoDelCliente(linea({ descuento: '15%' }), diez, monto).descuento).toBe('15%');
    expect(conDescuentoDelCliente(vacia, null, diez)).toBe(vacia);
  });
});
