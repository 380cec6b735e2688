import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toD, ZERO } from '../money/decimal';
import { ordenarCola } from './cola';
import { moverAlSeparado, type Division } from './dividir';
import { CIERRES_CON_MERMA, ESTADOS_PEDIDO, estadoTrasCocina, estaAbierto, motivoRechazoEstado, transicionPermitida } from './estado';
import { lineasSeparado, motivoRechazoSeparado, servicioDelSeparado, todoFacturado, unidadesPendientes, type UnidadesFacturadas } from './facturar';
import { totalPedido, type EstadoPedido, type ItemPedido } from './pedido';
import { servicioMesa } from './servicio';

const estadoArb = fc.constantFrom(...ESTADOS_PEDIDO);

describe('order status machine (D-3)', () => {
  it('never leaves a final status, and any walk of allowed steps ends open or in one final status', () => {
    fc.assert(
      fc.property(fc.array(estadoArb, { maxLength: 30 }), (intentos) => {
        let s: EstadoPedido = 'ABIERTA';
        for (const t of intentos) {
          const ok = transicionPermitida(s, t);
          if (!estaAbierto(s)) expect(ok).toBe(false);
          if (ok) s = t;
        }
        expect(ESTADOS_PEDIDO).toContain(s);
      }),
    );
  });
  it('reads the literal table', () => {
    expect(transicionPermitida('ABIERTA', 'EN_PROCESO')).toBe(true);
    expect(transicionPermitida('EN_PROCESO', 'ENTREGADA')).toBe(true);
    expect(transicionPermitida('ENTREGADA', 'CERRADA')).toBe(true);
    expect(transicionPermitida('ENTREGADA', 'EN_PROCESO')).toBe(true);
    expect(transicionPermitida('EN_PROCESO', 'ABIERTA')).toBe(false);
    expect(transicionPermitida('CERRADA', 'CANCELADA')).toBe(false);
    for (const m of CIERRES_CON_MERMA) expect(transicionPermitida('ABIERTA', m)).toBe(true);
    expect(motivoRechazoEstado('ABIERTA', 'CANCELADA')).toBe('Pasar el pedido a CANCELADA requiere una razón.');
    expect(motivoRechazoEstado('ABIERTA', 'VIATICOS', '  ')).toMatch(/requiere una razón/);
    expect(motivoRechazoEstado('ABIERTA', 'REGALIAS', 'Cliente frecuente')).toBeNull();
    expect(motivoRechazoEstado('CERRADA', 'ABIERTA')).toBe('El pedido ya está CERRADA y no cambia de estado.');
  });
  it('the kitchen moves an order to delivered when every live item is checked', () => {
    expect(estadoTrasCocina('EN_PROCESO', [{ cantidad: 1, check: true }, { cantidad: 2, check: true }])).toBe('ENTREGADA');
    expect(estadoTrasCocina('ENTREGADA', [{ cantidad: 1, check: true }, { cantidad: 2 }])).toBe('EN_PROCESO');
    expect(estadoTrasCocina('ABIERTA', [])).toBe('ABIERTA');
    expect(estadoTrasCocina('CERRADA', [{ cantidad: 1 }])).toBe('CERRADA');
  });
});

describe('kitchen order (D-7)', () => {
  it('express first, then category and item prioridad, then oldest', () => {
    const q = ordenarCola([
      { id: 'a', createdAt: '2026-01-01T10:00:00Z', prioridadCategoria: 2 },
      { id: 'b', createdAt: '2026-01-01T10:05:00Z', express: true, prioridadCategoria: 3 },
      { id: 'c', createdAt: '2026-01-01T09:00:00Z', prioridadCategoria: 2, prioridad: 1 },
      { id: 'd', createdAt: '2026-01-01T08:00:00Z', prioridadCategoria: 1 },
    ]);
    expect(q.map((x) => x.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});

// Prices with up to 5 decimals as Hacienda takes them; quantities are whole units.
const precioArb = fc.integer({ min: 0, max: 5_000_000_000 }).map((n) => toD(n).div(100000).toFixed());
const pedidoArb = fc
  .array(fc.record({ cantidad: fc.integer({ min: 1, max: 6 }), precioUnitario: precioArb }), { minLength: 1, maxLength: 12 })
  .map((xs): ItemPedido[] => xs.map((x, i) => ({ _id: `i${i}`, nombre: `Plato ${i}`, ...x })));

/** Splits an order into k splits by moving units one at a time (spec 2 §4), each unit to the split `destinos` picks. */
function dividir(items: ItemPedido[], destinos: number[], k: number): ItemPedido[][] {
  const cuentas: ItemPedido[][] = Array.from({ length: k }, () => []);
  let resto: ItemPedido[] = items.map((i) => ({ ...i }));
  let n = 0;
  for (const item of items) {
    for (let u = 0; u < item.cantidad; u++) {
      const j = (destinos[n++ % destinos.length] ?? 0) % k;
      const d: Division = moverAlSeparado({ pedido: resto, separado: cuentas[j] as ItemPedido[] }, item._id);
      resto = d.pedido;
      cuentas[j] = d.separado;
    }
  }
  expect(resto).toEqual([]);
  return cuentas.filter((c) => c.length > 0);
}

describe('split bill into tickets (D-2)', () => {
  it('any split of any order bills exactly its units, and the prorated service and totals add up to the table to the cent', () => {
    fc.assert(
      fc.property(pedidoArb, fc.array(fc.nat(7), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 6 }), (items, destinos, k) => {
        const cuentas = dividir(items, destinos, k);
        const facturado: UnidadesFacturadas[] = [];
        const netas: string[] = [];
        const servicios: string[] = [];
        for (const cuenta of cuentas) {
          const separado = cuenta.map((c) => ({ _id: c._id, cantidad: c.cantidad }));
          expect(motivoRechazoSeparado(items, facturado, separado)).toBeNull();
          const neta = totalPedido(lineasSeparado(items, separado));
          const servicio = servicioDelSeparado(netas, servicios, neta);
          expect(servicio.gte(0)).toBe(true);
          expect(servicio.minus(servicioMesa(neta)).abs().lte('0.01')).toBe(true);
          expect(servicio.decimalPlaces()).toBeLessThanOrEqual(2);
          netas.push(neta.toFixed());
          servicios.push(servicio.toFixed());
          facturado.push(...separado);
        }
        // exactly the order's units, no more, no fewer
        expect(todoFacturado(items, facturado)).toBe(true);
        for (const i of items) expect(facturado.filter((f) => f._id === i._id).reduce((a, f) => a + f.cantidad, 0)).toBe(i.cantidad);
        expect(motivoRechazoSeparado(items, facturado, [{ _id: items[0]!._id, cantidad: 1 }])).not.toBeNull();
        const netaMesa = totalPedido(items);
        const sum = (xs: string[]) => xs.reduce((a, x) => a.plus(x), ZERO);
        expect(sum(netas).eq(netaMesa)).toBe(true);
        expect(sum(servicios).eq(servicioMesa(netaMesa))).toBe(true);
        expect(sum(netas).plus(sum(servicios)).eq(netaMesa.plus(servicioMesa(netaMesa)))).toBe(true);
      }),
    );
  });
  it('literal: three equal splits of ₡100 pay 3,33 + 3,33 + 3,34', () => {
    const s1 = servicioDelSeparado([], [], '33.33333');
    const s2 = servicioDelSeparado(['33.33333'], [s1], '33.33333');
    const s3 = servicioDelSeparado(['33.33333', '33.33333'], [s1, s2], '33.33334');
    expect([s1, s2, s3].map((s) => s.toFixed(2))).toEqual(['3.33', '3.34', '3.33']);
    expect(servicioMesa('100').toFixed(2)).toBe('10.00');
  });
  it('refuses more units than are left, with the item name', () => {
    const items: ItemPedido[] = [{ _id: 'a', nombre: 'Casado', cantidad: 2 }];
    expect(motivoRechazoSeparado(items, [{ _id: 'a', cantidad: 1 }], [{ _id: 'a', cantidad: 2 }])).toBe('Del artículo «Casado» quedan 1 unidades por facturar, no 2.');
    expect(motivoRechazoSeparado(items, [], [])).toBe('La cuenta a facturar no tiene unidades.');
    expect(motivoRechazoSeparado(items, [], [{ _id: 'a', cantidad: 0.5 }])).toMatch(/enteras/);
    expect(unidadesPendientes(items, [{ _id: 'a', cantidad: 1 }])).toEqual([{ _id: 'a', cantidad: 1 }]);
  });
});
