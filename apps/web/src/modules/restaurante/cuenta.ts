// The split bill of the point of sale: what is still to bill of an order, one unit at a time to the
// split (spec 2 §4), the split's lines for Factura.create and its prorated service (D-2).
import { devolverAlPedido, lineasSeparado, moverAlSeparado, servicioDelSeparado, totalPedido, unidadesPendientes, type Division, type ItemPedido } from '@jit/domain';
import type { Pedido } from './vivo';

/** The units still to bill on the left, an empty split on the right. */
export function divisionInicial(p: Pedido): Division {
  const pendientes = new Map(unidadesPendientes(p.items, p.items.map((i) => ({ _id: i._id, cantidad: i.facturado }))).map((u) => [u._id, u.cantidad]));
  return { pedido: p.items.filter((i) => pendientes.has(i._id)).map((i) => ({ ...i, cantidad: pendientes.get(i._id)! })), separado: [] };
}

export const mover = (d: Division, id: string, aCuenta: boolean): Division => (aCuenta ? moverAlSeparado(d, id) : devolverAlPedido(d, id));

/** Everything pending to the split. */
export function todoALaCuenta(d: Division): Division {
  let out = d;
  for (const i of d.pedido) for (let k = 0; k < i.cantidad; k++) out = moverAlSeparado(out, i._id);
  return out;
}

/** The split's net and the service it will pay (the server computes the same on the document). */
export function resumenCuenta(p: Pedido, separado: readonly ItemPedido[]) {
  const lineas = lineasSeparado(p.items, separado.map((s) => ({ _id: s._id, cantidad: s.cantidad })));
  const neta = totalPedido(lineas);
  const servicio = servicioDelSeparado(p.facturacion.map((f) => f.neta), p.facturacion.map((f) => f.servicio), neta);
  return { lineas, neta, servicio };
}

/**
 * Factura.create lines of the split: the order's name (at least 3 characters) and price, the
 * catalogue item and its CABYS code (`cabys`, by item id) when the line came from the catalogue.
 */
export const lineasFactura = (lineas: readonly ItemPedido[], items: Pedido['items'], cabys: ReadonlyMap<string, string>) =>
  lineas.map((l) => {
    const it = items.find((i) => i._id === l._id);
    const codigo = it?._idItem ? cabys.get(it._idItem) : undefined;
    return {
      cantidad: String(l.cantidad),
      detalle: (l.nombre ?? '').padEnd(3, '.'),
      precioUnitario: String(l.precioUnitario ?? '0'),
      ...(it?._idItem ? { item: { _id: it._idItem } } : {}),
      ...(codigo ? { codigoCABYS: codigo } : {}),
    };
  });
