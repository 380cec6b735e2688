import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { motivoLineasDistintas, type ItemFacturable, type LineaDeSeparado } from './lineas';

const itemsArb = fc.uniqueArray(
  fc.record({
    _id: fc.uuid(),
    nombre: fc.constantFrom('Café', 'Té', 'Casado', 'Agua', 'Pinto', 'Olla de carne'),
    cantidad: fc.integer({ min: 1, max: 9 }),
    precioUnitario: fc.integer({ min: 0, max: 500000 }).map((c) => (c / 100).toFixed(2)),
    _idItem: fc.option(fc.constantFrom('0190a000-0000-7000-8000-00000000000a', '0190a000-0000-7000-8000-00000000000b'), { nil: null }),
  }),
  { minLength: 1, maxLength: 6, selector: (i) => i._id },
);

/** The lines the point of sale builds for a split (apps/web cuenta.ts): one per item, its name and price. */
const lineasDe = (items: ItemFacturable[], q: number[]): LineaDeSeparado[] =>
  items.flatMap((i, k) => (q[k]! > 0 ? [{ cantidad: String(q[k]), detalle: (i.nombre ?? '').padEnd(3, '.'), precioUnitario: String(i.precioUnitario), ...(i._idItem ? { item: { _id: i._idItem } } : {}) }] : []));

const casoArb = itemsArb.chain((items) => fc.tuple(fc.constant(items), fc.tuple(...items.map((i) => fc.integer({ min: 0, max: i.cantidad })))).filter(([, q]) => q.some((n) => n > 0)));

describe('the lines of a billed split (D-1)', () => {
  it('lines built from the split pass; a line with another price or quantity, or one line more, is refused', () => {
    fc.assert(
      fc.property(casoArb, fc.nat(), fc.constantFrom('precio', 'cantidad', 'extra'), ([items, q], at, cambio) => {
        const separado = items.map((i, k) => ({ _id: i._id, cantidad: q[k]! })).filter((u) => u.cantidad > 0);
        const lineas = lineasDe(items, q);
        expect(motivoLineasDistintas(items, separado, lineas)).toBeNull();
        const k = at % lineas.length;
        const mal = lineas.map((l, n) =>
          n !== k ? l : cambio === 'precio' ? { ...l, precioUnitario: (Number(l.precioUnitario) + 0.01).toFixed(2) } : cambio === 'cantidad' ? { ...l, cantidad: String(Number(l.cantidad) + 1) } : l,
        );
        const conExtra = cambio === 'extra' ? [...mal, { cantidad: '1', detalle: 'Postre del día', precioUnitario: '1' }] : mal;
        expect(motivoLineasDistintas(items, separado, conExtra)).not.toBeNull();
      }),
    );
  });

  it('says what is wrong in Spanish; lines of one item add up', () => {
    const items = [{ _id: 'a', nombre: 'Café', cantidad: 3, precioUnitario: '900', _idItem: null }];
    expect(motivoLineasDistintas(items, [{ _id: 'a', cantidad: 2 }], [{ cantidad: '1', detalle: 'Café', precioUnitario: '900' }, { cantidad: '1', detalle: 'café', precioUnitario: '900.00' }])).toBeNull();
    expect(motivoLineasDistintas(items, [{ _id: 'a', cantidad: 2 }], [{ cantidad: '2', detalle: 'Café', precioUnitario: '800' }])).toBe('La línea 1 («Café» a 800) no es un artículo de esta cuenta con ese precio.');
    expect(motivoLineasDistintas(items, [{ _id: 'a', cantidad: 2 }], [{ cantidad: '1', detalle: 'Café', precioUnitario: '900' }])).toBe('Las líneas facturan 1 de «Café» y la cuenta tiene 2.');
  });
});
