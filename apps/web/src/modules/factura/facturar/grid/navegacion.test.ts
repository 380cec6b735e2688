import { describe, expect, it } from 'vitest';
import { celdaSiguiente } from './navegacion';

const cols = ['codigoCABYS', 'detalle', 'precio'];
const llena = () => true;
const vacia = () => false;

describe('where Enter and Tab go in the entry grid', () => {
  it('moves to the next cell of the line, and back with Shift', () => {
    expect(celdaSiguiente(cols, 0, 'detalle', 1, 2, llena)).toEqual({ row: 0, col: 'precio', nuevaLinea: false });
    expect(celdaSiguiente(cols, 1, 'detalle', -1, 2, llena)).toEqual({ row: 1, col: 'codigoCABYS', nuevaLinea: false });
  });

  it('goes from the last cell to the first of the next line', () => {
    expect(celdaSiguiente(cols, 0, 'precio', 1, 2, llena)).toEqual({ row: 1, col: 'codigoCABYS', nuevaLinea: false });
  });

  it('opens a new line after the last one only when the last has something', () => {
    expect(celdaSiguiente(cols, 1, 'precio', 1, 2, llena)).toEqual({ row: 2, col: 'codigoCABYS', nuevaLinea: true });
    expect(celdaSiguiente(cols, 1, 'precio', 1, 2, vacia)).toEqual({ row: 1, col: 'codigoCABYS', nuevaLinea: false });
  });

  it('goes from the first cell back to the last of the previous line, and nowhere before the first line', () => {
    expect(celdaSiguiente(cols, 1, 'codigoCABYS', -1, 2, llena)).toEqual({ row: 0, col: 'precio', nuevaLinea: false });
    expect(celdaSiguiente(cols, 0, 'codigoCABYS', -1, 2, llena)).toEqual({ row: 0, col: 'codigoCABYS', nuevaLinea: false });
  });
});
