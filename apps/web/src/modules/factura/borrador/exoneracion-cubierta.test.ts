import { describe, expect, it } from 'vitest';
import {
  conExoneracionDelCabys,
  conExoneraciones,
  exoneracionQueCubre,
} from './exoneracion-cubierta';
import type { ExoneracionBorrador, LineaBorrador } from './types';

const ex = (id: string, cabys: string[]): ExoneracionBorrador => ({
  id,
  tipoDocumento: '04',
  numeroDocumento: `AL-${id}`,
  nombreInstitucion: '01',
  fechaEmision: '2025-03-19T00:00:00-06:00',
  porcentajeExoneracion: '100',
  cabys,
});
const linea = (codigoCABYS: string, exoneracion = ''): LineaBorrador => ({
  id: 'l1',
  codigoCABYS,
  codigo: '',
  detalle: 'x',
  cantidad: '1',
  unidadMedida: 'Unid',
  precio: '100',
  descuento: '',
  codigoTarifaIVA: '08',
  exoneracion,
  clasificacion: 'producto',
});
const A = ex('a', ['3461100000100', '0126000000800']);
const libre = ex('b', []);

describe('the exoneration a line takes by itself', () => {
  it('a code the authorization lists is covered; another, or one not limited to codes, is not', () => {
    expect(exoneracionQueCubre([libre, A], '0126000000800')).toBe('a');
    expect(exoneracionQueCubre([A, libre], '9292000000300')).toBe('');
    expect(exoneracionQueCubre([A], '')).toBe('');
  });

  it('a new exoneration of the receptor goes to the covered lines that have none', () => {
    expect(conExoneraciones(linea('3461100000100'), [], [A]).exoneracion).toBe('a');
    expect(conExoneraciones(linea('9292000000300'), [], [A]).exoneracion).toBe('');
  });

  it("a line the clerk cleared is left alone while the receptor's exonerations stay the same", () => {
    expect(conExoneraciones(linea('3461100000100'), [A], [A]).exoneracion).toBe('');
  });

  it('an exoneration the receptor no longer has leaves the lines', () => {
    expect(conExoneraciones(linea('3461100000100', 'a'), [A], []).exoneracion).toBe('');
    expect(conExoneraciones(linea('3461100000100', 'b'), [libre], [libre, A]).exoneracion).toBe(
      'b',
    );
  });

  it("a line's new code brings the exoneration that covers it, and a code outside it drops it", () => {
    expect(
      conExoneracionDelCabys(linea(''), { codigoCABYS: '3461100000100' }, [A]).exoneracion,
    ).toBe('a');
    expect(
      conExoneracionDelCabys(linea('3461100000100', 'a'), { codigoCABYS: '9292000000300' }, [A])
        .exoneracion,
    ).toBe('');
    expect(
      conExoneracionDelCabys(linea('', 'b'), { codigoCABYS: '3461100000100' }, [libre, A])
        .exoneracion,
    ).toBeUndefined();
    expect(
      conExoneracionDelCabys(linea(''), { codigoCABYS: '3461100000100', exoneracion: '' }, [A])
        .exoneracion,
    ).toBe('');
  });
});
