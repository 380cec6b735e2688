import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeQueue, visibleQueue } from './cola';
import { devolverAlPedido, moverAlSeparado, type Division } from './dividir';
import { badgePedido, checkItems, ESTADO_ORDEN_DEFECTO, nextItemIndex, totalPedido, type ItemPedido } from './pedido';

const itemArb = (id: string): fc.Arbitrary<ItemPedido> =>
  fc.record({ _id: fc.constant(id), cantidad: fc.integer({ min: 1, max: 5 }), detalle: fc.constantFrom('', 'sin cebolla'), check: fc.boolean(), _idCategoria: fc.subarray(['bebidas', 'cocina', 'postres']) });
const queueArb = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 6 }).chain((ids) => fc.tuple(...ids.map(itemArb)));
const qty = (list: readonly ItemPedido[], id: string) => list.filter((i) => i._id === id).reduce((a, i) => a + i.cantidad, 0);

describe('kitchen queue merge (spec 2 §4)', () => {
  it('adds new items, marks missing ones checked, takes changed ones from the update', () => {
    fc.assert(
      fc.property(queueArb, queueArb, (current, update) => {
        const merged = mergeQueue(current, update);
        const ids = new Set([...current, ...update].map((i) => i._id));
        expect(new Set(merged.map((i) => i._id))).toEqual(ids);
        for (const item of merged) {
          const u = update.find((x) => x._id === item._id);
          if (!u) expect(item.check).toBe(true);
          else expect([item.cantidad, item.detalle, Boolean(item.check)]).toEqual([u.cantidad, u.detalle, Boolean(u.check)]);
        }
      }),
    );
  });
  it('idempotent: merging the same update twice changes nothing the second time (same list returned)', () => {
    fc.assert(
      fc.property(queueArb, queueArb, (current, update) => {
        const once = mergeQueue(current, update);
        expect(mergeQueue(once, update)).toBe(once);
      }),
    );
  });
  it('shows only items of a selected category', () => {
    fc.assert(
      fc.property(queueArb, fc.subarray(['bebidas', 'cocina', 'postres']), (items, cats) => {
        const shown = visibleQueue(items, cats);
        for (const i of items) expect(shown.includes(i)).toBe((i._idCategoria ?? []).some((c) => cats.includes(c)));
      }),
    );
    expect(visibleQueue([{ _id: 'a', cantidad: 1 }], ['bebidas'])).toEqual([]);
    expect(visibleQueue([{ _id: 'a', cantidad: 1 }], ['Stryker was here'])).toEqual([]);
  });
});

describe('split bill (spec 2 §4)', () => {
  const divisionArb = queueArb.map((pedido): Division => ({ pedido: [...pedido], separado: [] }));
  it('moving a unit keeps the total quantity per item and removes an item at zero', () => {
    fc.assert(
      fc.property(divisionArb, fc.array(fc.tuple(fc.boolean(), fc.constantFrom('a', 'b', 'c', 'x')), { maxLength: 20 }), (start, moves) => {
        let d = start;
        for (const [toSplit, id] of moves) {
          const before = qty(d.pedido, id) + qty(d.separado, id);
          d = toSplit ? moverAlSeparado(d, id) : devolverAlPedido(d, id);
          expect(qty(d.pedido, id) + qty(d.separado, id)).toBe(before);
          expect([...d.pedido, ...d.separado].every((i) => i.cantidad > 0)).toBe(true);
        }
      }),
    );
  });
  it('moves exactly one unit of the chosen item and nothing else; an absent item changes nothing', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'x'];
    fc.assert(
      fc.property(divisionArb, fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...ids)), { maxLength: 12 }), (start, moves) => {
        let d = start;
        for (const [toSplit, id] of moves) {
          const [from, to] = toSplit ? [d.pedido, d.separado] : [d.separado, d.pedido];
          const next = toSplit ? moverAlSeparado(d, id) : devolverAlPedido(d, id);
          const [from2, to2] = toSplit ? [next.pedido, next.separado] : [next.separado, next.pedido];
          if (qty(from, id) === 0) {
            expect(next).toBe(d);
          } else {
            for (const other of ids) {
              const delta = other === id ? 1 : 0;
              expect(qty(from2, other)).toBe(qty(from, other) - delta);
              expect(qty(to2, other)).toBe(qty(to, other) + delta);
            }
          }
          d = next;
        }
      }),
    );
  });
  it('literal split: units move one by one and items keep their place', () => {
    const d = { pedido: [{ _id: 'a', cantidad: 2 }, { _id: 'b', cantidad: 0 }, { _id: 'b', cantidad: 1 }], separado: [{ _id: 'c', cantidad: 1 }] };
    expect(moverAlSeparado(d, 'b')).toEqual({ pedido: [{ _id: 'a', cantidad: 2 }, { _id: 'b', cantidad: 0 }], separado: [{ _id: 'c', cantidad: 1 }, { _id: 'b', cantidad: 1 }] });
    expect(moverAlSeparado(d, 'a')).toEqual({ pedido: [{ _id: 'a', cantidad: 1 }, { _id: 'b', cantidad: 0 }, { _id: 'b', cantidad: 1 }], separado: [{ _id: 'c', cantidad: 1 }, { _id: 'a', cantidad: 1 }] });
    expect(devolverAlPedido(d, 'c')).toEqual({ pedido: [{ _id: 'a', cantidad: 2 }, { _id: 'b', cantidad: 0 }, { _id: 'b', cantidad: 1 }, { _id: 'c', cantidad: 1 }], separado: [] });
    expect(devolverAlPedido({ pedido: [{ _id: 'a', cantidad: 1 }], separado: [{ _id: 'a', cantidad: 1 }] }, 'a')).toEqual({ pedido: [{ _id: 'a', cantidad: 2 }], separado: [] });
    expect(moverAlSeparado(d, 'zz')).toBe(d);
  });
  it('round trip: moving a unit and moving it back restores the quantities', () => {
    fc.assert(
      fc.property(divisionArb, fc.constantFrom('a', 'b', 'c'), (d, id) => {
        const back = devolverAlPedido(moverAlSeparado(d, id), id);
        expect(qty(back.pedido, id)).toBe(qty(d.pedido, id));
        expect(back.separado).toEqual([]);
      }),
    );
  });
});

describe('orders (spec 2 §3, §4)', () => {
  it('next index is after the highest existing one, or 1', () => {
    expect(nextItemIndex([])).toBe(1);
    expect(nextItemIndex([{ index: 3 }, { index: 1 }])).toBe(4);
    expect(nextItemIndex([{}])).toBe(1);
    fc.assert(
      fc.property(fc.array(fc.nat(1000).map((index) => ({ index }))), (items) => {
        const n = nextItemIndex(items);
        expect(items.every((i) => i.index < n)).toBe(true);
      }),
    );
  });
  it('badges per status, info for unknown ones', () => {
    expect(['ABIERTA', 'EN_PROCESO', 'ENTREGADA', 'CERRADA', 'CANCELADA', 'VIATICOS', 'REGALIAS', 'EMPLEADOS', 'OTRA'].map(badgePedido)).toEqual(
      ['info', 'warning', 'warning', 'success', 'danger', 'warning', 'warning', 'warning', 'info'],
    );
    expect(ESTADO_ORDEN_DEFECTO).toBe('CREADO');
  });
  it('checks items individually or in bulk (optionally express) and totals the order', () => {
    const order: { items: ItemPedido[]; express?: boolean } = { items: [{ _id: 'a', cantidad: 2, precioUnitario: '1500.5' }, { _id: 'b', cantidad: 1, precioUnitario: '99.999999' }] };
    const checked = checkItems(order, ['a'], true, true);
    expect(checked.items.map((i) => i.check)).toEqual([true, undefined]);
    expect(checked.express).toBe(true);
    expect('express' in checkItems(order, ['a'], true)).toBe(false);
    expect(checkItems({ ...order, express: true }, ['a'], true, false).express).toBe(false);
    expect(checkItems(order, ['a', 'b'], false).items.every((i) => i.check === false)).toBe(true);
    expect(totalPedido(order.items).toFixed()).toBe('3101');
  });
});
