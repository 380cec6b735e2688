import { describe, expect, it } from 'vitest';
import { asignacionVacia, aterrizados } from './asignacion';
import { filasMapeo, totalMapeo } from './filas-mapeo';
import type { LineaRecibidaXml } from './lineas-recibidas';

const linea = (n: number, cantidad: string, montoTotal: string): LineaRecibidaXml => ({ numeroLinea: n, codigoComercial: `SKU-${n}`, codigo: null, detalle: `Línea ${n}`, cantidad, unidadMedida: 'Unid', montoTotal, montoDescuento: '0', impuestoNeto: '0' });

describe('the mapping grid of a received document', () => {
  it('shows each item line with its share of the freight and its landed cost, and the footer adds them up exactly', () => {
    const lineas = [linea(1, '1', '500'), linea(2, '3', '3075'), linea(3, '5', '5250')];
    const a = { ...asignacionVacia(), destinos: { 1: 'GastosActivos:g1', 2: 'item:i1', 3: 'item:i2' }, recordados: { 2: true }, conversion: { 3: '2' }, costosAdicionales: '1000' };
    const filas = filasMapeo(lineas, a, new Map([['item:i1', 'Teclado USB'], ['item:i2', 'Funda']]), aterrizados(lineas, a, true), { 3: 'Línea 3: el artículo no existe.' });
    expect(filas.map((f) => [f.destinoTexto, f.recordado, f.flete, f.costoUnitario, f.costoInventario, f.error])).toEqual([
      ['GastosActivos:g1', false, '', '', '', ''],
      ['Teclado USB', true, '369.37', '1148.12333', '3444.37', ''],
      // 5 supplier units of 2 items each: the kardex takes 10 at half the cost.
      ['Funda', false, '630.63', '588.063', '5880.63', 'Línea 3: el artículo no existe.'],
    ]);
    expect(totalMapeo(filas, 'Totales')).toMatchObject({ detalle: 'Totales', montoNeto: '8825', flete: '1000', costoInventario: '9325' });
  });
});
