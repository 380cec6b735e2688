import { toD, type D, type DInput } from '../money/decimal';
import type { ItemPedido } from './pedido';
import { servicioMesa } from './servicio';

/** Units of one order item that a document bills. */
export type UnidadesFacturadas = { _id: string; cantidad: number };

const porItem = (lineas: readonly UnidadesFacturadas[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const l of lineas) m.set(l._id, (m.get(l._id) ?? 0) + l.cantidad);
  return m;
};

/** The units of each item still to be billed: ordered minus billed, items at zero left out. */
export function unidadesPendientes(items: readonly ItemPedido[], facturado: readonly UnidadesFacturadas[]): UnidadesFacturadas[] {
  const ya = porItem(facturado);
  return items.map((i) => ({ _id: i._id, cantidad: i.cantidad - (ya.get(i._id) ?? 0) })).filter((u) => u.cantidad > 0);
}

/** Spanish refusal when a split asks for units the order does not have left, or null. */
export function motivoRechazoSeparado(items: readonly ItemPedido[], facturado: readonly UnidadesFacturadas[], separado: readonly UnidadesFacturadas[]): string | null {
  if (separado.length === 0) return 'La cuenta a facturar no tiene unidades.';
  const pendientes = porItem(unidadesPendientes(items, facturado));
  for (const [id, cantidad] of porItem(separado)) {
    if (!Number.isInteger(cantidad) || cantidad <= 0) return 'Las unidades a facturar son enteras y positivas.';
    const queda = pendientes.get(id) ?? 0;
    if (cantidad > queda) {
      const nombre = items.find((i) => i._id === id)?.nombre ?? id;
      return `Del artículo «${nombre}» quedan ${queda} unidades por facturar, no ${cantidad}.`;
    }
  }
  return null;
}

/** The order lines of a split: each item with the split's units and the order's price. */
export const lineasSeparado = (items: readonly ItemPedido[], separado: readonly UnidadesFacturadas[]): ItemPedido[] => {
  const q = porItem(separado);
  return items.filter((i) => (q.get(i._id) ?? 0) > 0).map((i) => ({ ...i, cantidad: q.get(i._id) as number }));
};

/** The order is billed when no unit is pending. */
export const todoFacturado = (items: readonly ItemPedido[], facturado: readonly UnidadesFacturadas[]): boolean =>
  unidadesPendientes(items, facturado).length === 0;

/**
 * The service charge (10 %, to the cent) of the split billed now, so that the table's splits add up
 * to the table's service exactly: it is the service of everything billed so far including this split
 * minus the service already charged to earlier splits. The sum telescopes to the service of the whole
 * table, and each split's share is within a cent of its own 10 %, whatever the order of billing.
 */
export function servicioDelSeparado(netasYa: readonly DInput[], servicioYa: readonly DInput[], netaSeparado: DInput): D {
  const acumulado = netasYa.reduce<D>((a, n) => a.plus(toD(n)), toD(netaSeparado));
  return servicioYa.reduce<D>((a, s) => a.minus(toD(s)), servicioMesa(acumulado));
}
