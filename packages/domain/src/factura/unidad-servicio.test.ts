import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineaInputArb } from '../../test/factura-arbitraries';
import { D } from '../money/decimal';
import { computeLinea } from './linea';
import { applyLineaDefaults } from './lineas';
import { computeResumen } from './resumen';
import { esServicioDeLinea, esUnidadServicio, UNIDADES_SERVICIO, unidadAlCambiarCabys, unidadPorCabys } from './unidad-servicio';

const SERVICIO = '9292000000300'; // Consultoría educativa
const BIEN = '2820404009900';
const unidadArb = fc.constantFrom('Unid', 'kg', 'L', 'h', 'Sp', 'Spe', 'St', 'Os', 'Al', 'Alc', 'Cm', 'I');

describe('service units (Hacienda v4.4: the unit says whether a line is a service)', () => {
  it("Hacienda's service units are services; every other unit is goods", () => {
    expect(UNIDADES_SERVICIO.every(esUnidadServicio)).toBe(true);
    expect(['Unid', 'kg', 'h', 'd', 'L', 'Otros', ''].some(esUnidadServicio)).toBe(false);
  });
  it('the unit defaults from the CABYS code: a service code gets Sp, a good Unid, or the activity unit when it fits', () => {
    expect(unidadPorCabys(SERVICIO)).toBe('Sp');
    expect(unidadPorCabys(BIEN)).toBe('Unid');
    expect(unidadPorCabys(SERVICIO, 'St')).toBe('St');
    expect(unidadPorCabys(SERVICIO, 'Unid')).toBe('Sp');
    expect(unidadPorCabys(BIEN, 'kg')).toBe('kg');
    expect(unidadPorCabys(BIEN, 'Sp')).toBe('Unid');
    expect(unidadPorCabys('', 'kg')).toBe('kg');
  });
  it('a new CABYS code keeps the unit when it is of its kind, else takes the code\'s', () => {
    expect(unidadAlCambiarCabys('Unid', SERVICIO)).toBe('Sp');
    expect(unidadAlCambiarCabys('St', SERVICIO)).toBe('St');
    expect(unidadAlCambiarCabys('kg', BIEN)).toBe('kg');
    expect(unidadAlCambiarCabys('Sp', BIEN, 'kg')).toBe('kg');
    fc.assert(
      fc.property(unidadArb, fc.constantFrom(SERVICIO, BIEN, '8313100000200', '0123400020400'), (u, cabys) => {
        expect(esUnidadServicio(unidadAlCambiarCabys(u, cabys))).toBe(/^[5-9]/.test(cabys));
      }),
    );
  });
  it('a line without a unit takes the one of its CABYS code, even when the activity default is a goods unit', () => {
    expect(applyLineaDefaults({ codigoCABYS: SERVICIO }, { unidadMedida: 'Unid', clasificacion: 'producto' })).toEqual({
      codigoCABYS: SERVICIO,
      unidadMedida: 'Sp',
      clasificacion: 'servicio',
    });
    expect(applyLineaDefaults({}, { unidadMedida: 'Unid', cabys: SERVICIO })).toMatchObject({ unidadMedida: 'Sp', clasificacion: 'servicio' });
    expect(applyLineaDefaults({ codigoCABYS: BIEN }, { unidadMedida: 'Sp', clasificacion: 'servicio' })).toMatchObject({ unidadMedida: 'Unid', clasificacion: 'producto' });
  });
  it('a unit given decides over the classification; without one the classification does', () => {
    expect(esServicioDeLinea({ unidadMedida: 'Sp', clasificacion: 'producto' })).toBe(true);
    expect(esServicioDeLinea({ unidadMedida: 'Unid', clasificacion: 'servicio' })).toBe(false);
    expect(esServicioDeLinea({ clasificacion: 'servicio' })).toBe(true);
    expect(esServicioDeLinea({})).toBe(false);
  });
  it('for any mix of lines, the service totals equal the sum of the lines with service units (and goods the rest)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(lineaInputArb, unidadArb), { maxLength: 20 }), (pares) => {
        const lineas = pares.map(([input, unidadMedida]) => {
          const r = computeLinea({ ...input, unidadMedida });
          if (!r.ok) throw new Error(r.code);
          return r.value;
        });
        const r = computeResumen(lineas, []);
        const suma = (servicio: boolean) =>
          lineas.filter((l) => esUnidadServicio(l.unidadMedida ?? '') === servicio).reduce((a, l) => a.plus(l.montoTotal), new D(0));
        const serv = r.totalServGravados.plus(r.totalServExentos).plus(r.totalServExonerado).plus(r.totalServNoSujeto);
        const merc = r.totalMercanciasGravadas.plus(r.totalMercanciasExentas).plus(r.totalMercExonerada).plus(r.totalMercNoSujeta);
        expect(serv.toFixed(5)).toBe(suma(true).toFixed(5));
        expect(merc.toFixed(5)).toBe(suma(false).toFixed(5));
      }),
    );
  });
});
