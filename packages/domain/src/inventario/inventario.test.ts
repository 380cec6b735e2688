import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D, type D as Dec } from '../money/decimal';
import { causasATexto, normalizeOrdenProduccion, textoACausas, tiposAjusteDefecto, withCuentaContable } from './defaults';
import { costoCompuesto, etiquetaVariante, itemsParaFacturar, nombreVariante, normalizeDescuentoItem, normalizeItem, POS_INDEX_DEFECTO } from './item';
import { entradaInventario, kardexVacio, replayKardex, salidaInventario, valorCapas, type Kardex } from './kardex';
import { reduceStockAfterSale } from './stock';

type Mov = { tipo: 'entrada'; cantidad: Dec; costoUnitario: Dec } | { tipo: 'salida'; cantidad: Dec };
const movArb: fc.Arbitrary<Mov> = fc.oneof(
  fc.record({ tipo: fc.constant('entrada' as const), cantidad: fc.integer({ min: 1, max: 100_000 }).map((n) => new D(n).div(100)), costoUnitario: fc.integer({ min: 1, max: 10_000_000 }).map((n) => new D(n).div(100)) }),
  fc.record({ tipo: fc.constant('salida' as const), cantidad: fc.integer({ min: 1, max: 100_000 }).map((n) => new D(n).div(100)) }),
);

/** Applies movements, skipping exits larger than the stock (what the clerk would be refused). */
function run(movs: readonly Mov[]) {
  let k: Kardex = kardexVacio();
  let entradas = new D(0);
  let salidasPP = new D(0);
  let salidasPEPS = new D(0);
  let qtyIn = new D(0);
  let qtyOut = new D(0);
  const costs: Dec[] = [];
  for (const m of movs) {
    if (m.tipo === 'entrada') {
      const r = entradaInventario(k, m.cantidad, m.costoUnitario);
      k = r.kardex;
      entradas = entradas.plus(r.movimiento.entrada.valor);
      qtyIn = qtyIn.plus(m.cantidad);
      costs.push(m.costoUnitario);
    } else {
      const r = salidaInventario(k, m.cantidad);
      if (!r.ok) {
        expect(r.code).toBe('STOCK_INSUFICIENTE');
        expect(m.cantidad.gt(k.cantidad)).toBe(true);
        continue;
      }
      k = r.value.kardex;
      salidasPP = salidasPP.plus(r.value.movimiento.salida.valor);
      salidasPEPS = salidasPEPS.plus(r.value.movimiento.peps);
      qtyOut = qtyOut.plus(m.cantidad);
    }
  }
  return { k, entradas, salidasPP, salidasPEPS, qtyIn, qtyOut, costs };
}

describe('inventory valuation: weighted average (pp) and FIFO (peps)', () => {
  it('conserves quantity: stock = Σ entries − Σ exits, never negative without permission', () => {
    fc.assert(
      fc.property(fc.array(movArb, { maxLength: 30 }), (movs) => {
        const r = run(movs);
        expect(r.k.cantidad.eq(r.qtyIn.minus(r.qtyOut))).toBe(true);
        expect(r.k.cantidad.isNeg()).toBe(false);
        expect(r.k.capas.reduce((a, c) => a.plus(c.cantidad), new D(0)).eq(r.k.cantidad)).toBe(true);
      }),
    );
  });
  it('conserves value: entries = exits + stock, both at pp and at FIFO', () => {
    fc.assert(
      fc.property(fc.array(movArb, { maxLength: 30 }), (movs) => {
        const r = run(movs);
        expect(r.entradas.eq(r.salidasPP.plus(r.k.valor))).toBe(true);
        expect(r.entradas.eq(r.salidasPEPS.plus(valorCapas(r.k)))).toBe(true);
      }),
    );
  });
  it('pp stays between the cheapest and the dearest entry cost', () => {
    fc.assert(
      fc.property(fc.array(movArb, { maxLength: 30 }), (movs) => {
        const r = run(movs);
        if (r.costs.length === 0 || r.k.cantidad.isZero()) return;
        const min = D.min(...r.costs);
        const max = D.max(...r.costs);
        expect(r.k.pp.gte(min.minus('0.00001')) && r.k.pp.lte(max.plus('0.00001'))).toBe(true);
      }),
    );
  });
  it('computes the literal example (10 @ 100, 10 @ 200, sell 15)', () => {
    const k = replayKardex([{ tipo: 'entrada', cantidad: '10', costoUnitario: '100' }, { tipo: 'entrada', cantidad: '10', costoUnitario: '200' }]);
    if (!k.ok) throw new Error(k.code);
    expect(k.value.pp.toFixed()).toBe('150');
    const out = salidaInventario(k.value, '15');
    if (!out.ok) throw new Error(out.code);
    expect([out.value.movimiento.salida.valor.toFixed(), out.value.movimiento.peps.toFixed(), out.value.kardex.valor.toFixed(), valorCapas(out.value.kardex).toFixed()]).toEqual(['2250', '2000', '750', '1000']);
    expect(salidaInventario(k.value, '21')).toMatchObject({ ok: false, code: 'STOCK_INSUFICIENTE', field: 'cantidad' });
    expect(salidaInventario(k.value, '0')).toMatchObject({ ok: false, code: 'CANTIDAD_INVALIDA', field: 'cantidad' });
    const e = entradaInventario(kardexVacio(), '2', '10.5');
    expect([e.movimiento.entrada.valor, e.movimiento.salida.cantidad, e.movimiento.salida.valor, e.movimiento.saldo.cantidad, e.movimiento.saldo.valor, e.movimiento.pp, e.movimiento.peps].map((x) => x.toFixed())).toEqual(['21', '0', '0', '2', '21', '10.5', '0']);
    if (out.ok) expect([out.value.movimiento.entrada.cantidad, out.value.movimiento.entrada.valor, out.value.movimiento.salida.cantidad, out.value.movimiento.saldo.cantidad].map((x) => x.toFixed())).toEqual(['0', '0', '15', '5']);
    const two = replayKardex([{ tipo: 'entrada', cantidad: '10', costoUnitario: '1' }, { tipo: 'salida', cantidad: '3' }, { tipo: 'salida', cantidad: '2' }]);
    expect(two.ok && two.value.cantidad.toFixed()).toBe('5');
    const neg = salidaInventario(k.value, '25', { permiteNegativo: true });
    expect(neg.ok && neg.value.kardex.cantidad.toFixed()).toBe('-5');
    expect(neg.ok && neg.value.movimiento.peps.toFixed()).toBe('3750');
    expect(replayKardex([{ tipo: 'salida', cantidad: '1' }])).toMatchObject({ ok: false });
    expect(replayKardex([{ tipo: 'salida', cantidad: '1' }], true).ok).toBe(true);
    expect(kardexVacio().pp.toFixed()).toBe('0');
  });
});

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

describe('stock adjustment types and production (spec 3 §5, §9)', () => {
  it('the default types carry the reasons of spec 3 §9 as written', () => {
    expect(tiposAjusteDefecto('entrada', false)[1]).toStrictEqual({ tipo: 'Entrada Sin Control', causa: ['Error Humano', 'Residuo', 'Otro'] });
    expect(tiposAjusteDefecto('merma', false)).toStrictEqual([
      { tipo: 'Merma (planificada)', causa: ['Residuos', 'Manipulación', 'Pérdida Natural', 'Muestra Gratis', 'Donación', 'Viaticos', 'Regalias', 'Empleados', 'Otro'] },
      { tipo: 'Desperdicio', causa: ['Error Humano', 'Robo Externo', 'Robo Interno', 'Contaminación', 'Faltante', 'Mal Estado', 'Avería', 'Devoluciones', 'Otro'] },
    ]);
  });
  it('creates the default entry and loss types, with the account only under accounting', () => {
    const e = tiposAjusteDefecto('entrada', true);
    expect(e.map((t) => [t.tipo, t.causa.length, t.cuentaContable])).toEqual([['Entrada Controlada', 9, 'Ajuste de inventario'], ['Entrada Sin Control', 3, 'Ajuste de inventario']]);
    const m = tiposAjusteDefecto('merma', false);
    expect(m.map((t) => t.tipo)).toEqual(['Merma (planificada)', 'Desperdicio']);
    expect(m.every((t) => !('cuentaContable' in t))).toBe(true);
    expect(tiposAjusteDefecto('merma', true)[1]?.cuentaContable).toBe('Ajuste de inventario por merma');
  });
  it('round trip: reasons edited one per line', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zñ][A-Za-zñ ]{0,10}[A-Za-zñ]$/), { maxLength: 6 }), (causas) => {
        expect(textoACausas(causasATexto(causas))).toEqual(causas);
      }),
    );
  });
  it('drops an empty account or one without accounting; production defaults', () => {
    expect(withCuentaContable({ a: 1, cuentaContable: '' })).toEqual({ a: 1 });
    expect(withCuentaContable({ a: 1, cuentaContable: 'x' }, false)).toEqual({ a: 1 });
    expect(withCuentaContable({ a: 1, cuentaContable: 'x' })).toEqual({ a: 1, cuentaContable: 'x' });
    expect(textoACausas(' Compra \r\n\n Otro ')).toEqual(['Compra', 'Otro']);
    expect(tiposAjusteDefecto('entrada', false)[0]).toStrictEqual({ tipo: 'Entrada Controlada', causa: ['Compra', 'Producción', 'Regalo', 'Sobrante', 'Traslado', 'Reintegro', 'Recuperación', 'Reparación', 'Otro'] });
    expect(normalizeOrdenProduccion({ sequence: 0 })).toEqual({ status: 'COMPLETADO' });
    expect(normalizeOrdenProduccion({ sequence: 4, status: 'EN_PROCESO' })).toEqual({ sequence: 4, status: 'EN_PROCESO' });
  });
});
