// Billing an order (rulings D-1, D-2): Factura.create with `pedido` checks the units against the
// order inside the issuing transaction, charges the split's share of the table's 10 % service as
// OtrosCargos 06, and afterwards records the document on the order and closes it when every unit
// is billed. The invoicing module calls these through this module's face.
import { OTRO_CARGO_SERVICIO, estaAbierto, PORCENTAJE_SERVICIO, motivoLineasDistintas, motivoRechazoSeparado, servicioDelSeparado, todoFacturado, type D, type LineaDeSeparado } from '@jit/domain';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context.js';
import { pedidoRestaurante } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { withTenant } from '../../db/tenant.js';
import { badInput, conflict } from '../../errors.js';
import { publicarPedido } from './eventos.js';
import { salidaPedidos } from './forma.js';
import { estadoDe, pedidoBloqueado } from './pedidos.js';

export type PedidoAFacturar = { _id: string; items: readonly { _id: string; cantidad: number }[] };
export type ServicioPedido = { neta: string; servicio: string };

/** Only sales to a customer bill an order: factura (01) or tiquete (04). */
const DOCUMENTOS = ['01', '04'];

/**
 * Before the document is computed: the order (locked) must be open and have these units left, and
 * the document's lines must bill exactly them (item, unit price, quantity); the answer is the
 * service this split pays on `neta` (the document's totalVentaNeta without service).
 */
export async function servicioDePedido(tx: Tx, documento: string, pedido: PedidoAFacturar, neta: D, lineas: readonly LineaDeSeparado[]): Promise<ServicioPedido> {
  if (!DOCUMENTOS.includes(documento)) throw badInput('Un pedido se factura con factura (01) o tiquete (04).', 'input.pedido');
  const p = await pedidoBloqueado(tx, pedido._id);
  if (!estaAbierto(estadoDe(p))) throw conflict(`El pedido ${p.consecutive} está ${p.status}: no se factura.`, 'input.pedido');
  const ya = p.facturacion.flatMap((f) => f.items);
  const motivo = motivoRechazoSeparado(p.items, ya, pedido.items);
  if (motivo) throw conflict(motivo, 'input.pedido.items');
  const distintas = motivoLineasDistintas(p.items, pedido.items, lineas);
  if (distintas) throw badInput(distintas, 'input.detalleServicio');
  const servicio = servicioDelSeparado(p.facturacion.map((f) => f.neta), p.facturacion.map((f) => f.servicio), neta);
  return { neta: neta.toFixed(), servicio: servicio.toFixed(2) };
}

/** The OtrosCargos 06 line of the service (none when it is zero). */
export const cargoServicio = (s: ServicioPedido) =>
  Number(s.servicio) > 0 ? [{ tipoDocumentoOC: OTRO_CARGO_SERVICIO, detalle: `Servicio ${PORCENTAJE_SERVICIO.toFixed()} %`, montoCargo: s.servicio }] : [];

/** After the document is stored, in its transaction: the order records it and closes when all is billed. */
export async function anotarFactura(
  tx: Tx,
  pedido: PedidoAFacturar,
  doc: { id: string; consecutivo: string; documento: string; totalComprobante: string },
  s: ServicioPedido,
  now: Date,
): Promise<void> {
  const p = await pedidoBloqueado(tx, pedido._id);
  const facturacion = [
    ...p.facturacion,
    { _idFactura: doc.id, consecutivo: doc.consecutivo, documento: doc.documento, totalComprobante: doc.totalComprobante, neta: s.neta, servicio: s.servicio, items: pedido.items.map((i) => ({ _id: i._id, cantidad: i.cantidad })), createdAt: now.toISOString() },
  ];
  const billed = new Map<string, number>();
  for (const f of facturacion) for (const i of f.items) billed.set(i._id, (billed.get(i._id) ?? 0) + i.cantidad);
  const items = p.items.map((i) => ({ ...i, facturado: billed.get(i._id) ?? 0 }));
  const cerrada = todoFacturado(items, facturacion.flatMap((f) => f.items));
  await tx
    .update(pedidoRestaurante)
    .set({ facturacion, items, ...(cerrada ? { status: 'CERRADA' } : {}), updatedAt: now })
    .where(eq(pedidoRestaurante.id, p.id));
}

/** After the commit: the order's subscribers see it billed (or closed). */
export async function avisarFacturado(ctx: Context, emisorId: string, pedidoId: string): Promise<void> {
  const [out] = await withTenant(ctx.db, emisorId, async (tx) => salidaPedidos(tx, await tx.select().from(pedidoRestaurante).where(eq(pedidoRestaurante.id, pedidoId))));
  if (out) publicarPedido(ctx, emisorId, 'STATUS_CHANGED', out);
}
