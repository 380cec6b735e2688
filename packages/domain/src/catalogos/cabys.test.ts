import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buscarEnCabys, cabysPorCodigo } from './cabys-buscar';
import { crearIndiceCabys, type CabysRow } from './cabys-indice';

const ROWS: CabysRow[] = [
  ['0123400020400', 'Tomates frescos', '1'],
  ['2820404009900', 'Camisetas de algodón para hombre', '13'],
  ['3270004990000', 'Cuadernos escolares', '13'],
  ['9292000000300', 'Consultoría educativa', '13'],
  ['9292000000400', 'Servicios de educación técnica', '13'],
];

describe('CABYS search (the same index on the server and in the browser)', () => {
  it('finds a code exactly, by prefix, and by words without accents or plural', () => {
    const ix = crearIndiceCabys(ROWS);
    expect(cabysPorCodigo(ix, '9292000000300')?.descripcion).toBe('Consultoría educativa');
    expect(cabysPorCodigo(ix, '9292000000301')).toBeNull();
    expect(buscarEnCabys(ix, '9292', 5).map((h) => h.cabys)).toEqual(['9292000000300', '9292000000400']);
    expect(buscarEnCabys(ix, 'consultoria', 5).map((h) => h.cabys)).toEqual(['9292000000300']);
    expect(buscarEnCabys(ix, 'cuaderno', 5).map((h) => h.cabys)).toEqual(['3270004990000']);
    expect(buscarEnCabys(ix, 'camiseta algodon', 5)[0]?.impuesto).toBe('13');
  });
  it('every code of the catalogue finds itself', () => {
    const ix = crearIndiceCabys(ROWS);
    fc.assert(
      fc.property(fc.constantFrom(...ROWS), (r) => {
        expect(cabysPorCodigo(ix, r[0])).toEqual({ cabys: r[0], descripcion: r[1], impuesto: r[2] });
      }),
    );
  });
});
