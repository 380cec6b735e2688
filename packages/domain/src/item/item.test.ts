import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { reduceStockAfterSale } from '../inventario/stock';
import { costoCompuesto, etiquetaVariante, itemsParaFacturar, nombreVariante, normalizeDescuentoItem, normalizeItem, POS_INDEX_DEFECTO } from './item';

describe('items (spec 3 §3, §5)', () => {
  it('rounds prices and limits to 5 decimals, fills posIndex, drops read-only fields, keeps composition only for composites', () => {
    const item = normalizeItem({ nombre: 'Café', precioUnitario: '1000.123456', utilidad: '45', minimo: '', createdAt: 'x', img: {}, altImg: [], attributes: {}, esCompuesto: false, composicion: [{ porcion: '1' }] });
    expect(Object.keys(item).sort()).toEqual(['esCompuesto', 'nombre', 'posIndex', 'precioUnitario', 'utilidad']);
    expect([String(item.precioUnitario), item.posIndex]).toEqual(['1000.12346', POS_INDEX_DEFECTO]);
    const comp = normalizeItem({ esCompuesto: true, composicion: [{ porcion: '0.5' }], posIndex: 3 });
    expect(comp).toMatchObject({ posIndex: 3 });
    expect(normalizeItem({ esCompuesto: true }).composicion).toEqual([]);
    expect(normalizeItem({ esCompuesto: true, composicion: [{ porcion: '0.1234567', nombre: 'Harina' }] }).composicion).toEqual([{ porcion: new D('0.12346'), nombre: 'Harina' }]);
    expect(normalizeItem({ posIndex: null }).posIndex).toBe(99999);
    expect(normalizeItem({ posIndex: 0 }).posIndex).toBe(0);
    const all = normalizeItem({ updatedAt: 1, costoUnitarioTotal: '1.000004', minimo: '2', maximo: '3.123456', utilidad: null });
    expect(Object.keys(all).sort()).toEqual(['costoUnitarioTotal', 'maximo', 'minimo', 'posIndex']);
    expect([String(all.costoUnitarioTotal), String(all.minimo), String(all.maximo)]).toEqual(['1', '2', '3.12346']);
    const d = normalizeDescuentoItem({ montoDescuento: '1.234567', porcentajeDescuento: '12.34567' });
    expect([d.montoDescuento.toFixed(), d.porcentajeDescuento.toFixed()]).toEqual(['1.23457', '12.346']);
    expect(normalizeDescuentoItem({}).montoDescuento.toFixed()).toBe('0');
  });
  it('a composite costs Σ cost × portion, and order does not matter', () => {
    const compArb = fc.array(fc.record({ costoUnitario: fc.integer({ min: 0, max: 1_000_000 }).map((n) => new D(n).div(100)), porcion: fc.integer({ min: 1, max: 5000 }).map((n) => new D(n).div(1000)) }), { maxLength: 8 });
    fc.assert(
      fc.property(compArb, (comp) => {
        expect(costoCompuesto(comp).eq(costoCompuesto([...comp].reverse()))).toBe(true);
      }),
    );
    expect(costoCompuesto([{ costoUnitario: '1000', porcion: '0.25' }, { costoUnitario: '300', porcion: '2' }]).toFixed()).toBe('850');
  });
  it('round trip: a variant name carries its bracketed label back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúñ ]{1,20}$/), fc.stringMatching(/^[A-Za-z0-9 ]{0,10}[A-Za-z0-9]$/), (item, label) => {
        const r = etiquetaVariante(nombreVariante(item, label));
        expect(r).toEqual({ ok: true, value: label.trim() });
      }),
    );
    expect(etiquetaVariante('Camisa')).toMatchObject({ ok: false, code: 'VARIANTE_SIN_ETIQUETA', field: 'nombre' });
    expect(etiquetaVariante('Camisa []').ok).toBe(false);
    expect(etiquetaVariante('Camisa [ Roja ]  ')).toEqual({ ok: true, value: 'Roja' });
    expect(etiquetaVariante('Camisa [Roja] talla')).toMatchObject({ ok: false });
    expect(etiquetaVariante('Camisa [ ]').ok).toBe(false);
    expect(nombreVariante(' Camisa ', ' Roja ')).toBe('Camisa [Roja]');
  });
  it('items with stockState false stay out of billing lists', () => {
    expect(itemsParaFacturar([{ id: 1, stockState: false }, { id: 2 }, { id: 3, stockState: true }]).map((i) => i.id)).toEqual([2, 3]);
  });
  it('after a sale, producto lines reduce the item or the matching variant; services do not', () => {
    const items = [{ _id: 'i1', cantidad: '10' }, { _id: 'i2', cantidad: '5', variantes: [{ _id: 'v1', cantidad: '3' }] }];
    const after = reduceStockAfterSale(items, [
      { itemId: 'i1', clasificacion: 'producto', cantidad: '2.5' },
      { itemId: 'v1', clasificacion: 'producto', cantidad: '1' },
      { itemId: 'i1', clasificacion: 'servicio', cantidad: '1' },
      { clasificacion: 'producto', cantidad: '1' },
    ]);
    expect(String(after[0]?.cantidad)).toBe('7.5');
    expect(String(after[1]?.cantidad)).toBe('5');
    expect(String(after[1]?.variantes?.[0]?.cantidad)).toBe('2');
    const two = reduceStockAfterSale([{ _id: 'i', cantidad: '1', variantes: [{ _id: 'v1', cantidad: '5' }, { _id: 'v2', cantidad: '5' }] }, { _id: 'j', cantidad: '1', variantes: [{ _id: 'w', cantidad: '1' }] }], [{ itemId: 'v2', clasificacion: 'producto', cantidad: '2' }]);
    expect(two[0]?.variantes?.map((v) => String(v.cantidad))).toEqual(['5', '3']);
    expect(two[1]).toEqual({ _id: 'j', cantidad: '1', variantes: [{ _id: 'w', cantidad: '1' }] });
  });
  it('the stock after a sale drops by exactly the producto quantities sold', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.constantFrom('a', 'b'), clase: fc.constantFrom('producto', 'servicio'), q: fc.integer({ min: 1, max: 1000 }) }), { maxLength: 10 }), (sales) => {
        const after = reduceStockAfterSale([{ _id: 'a', cantidad: '0' }, { _id: 'b', cantidad: '0' }], sales.map((s) => ({ itemId: s.id, clasificacion: s.clase, cantidad: String(s.q) })));
        for (const id of ['a', 'b']) {
          const sold = sales.filter((s) => s.id === id && s.clase === 'producto').reduce((x, s) => x + s.q, 0);
          expect(new D(String(after.find((i) => i._id === id)?.cantidad)).eq(-sold)).toBe(true);
        }
      }),
    );
  });
});
