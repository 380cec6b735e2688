// Status changes (ruling D-3), kitchen checks, losses of orders closed without an invoice (D-4).
import { checkItems, escribeMerma, estaAbierto, estadoTrasCocina, esEstadoPedido, motivoRechazoEstado } from '@jit/domain';
import { GraphQLError } from 'graphql';
import type { Context, Session } from '../../context.js';
import type { Tx } from '../../db/types.js';
import { badInput, conflict } from '../../errors.js';
import { registrarMermaComoVenta } from '../inventario/index.js';
import { cambiar } from './cambiar.js';
import type { PedidoRow } from './forma.js';
import { estadoDe } from './pedidos.js';

/** c209: the loss causes of the default type «Merma (planificada)» named after these statuses. */
const CAUSA: Record<string, string> = { VIATICOS: 'Viaticos', REGALIAS: 'Regalias', EMPLEADOS: 'Empleados' };

/**
 * D-4: each unbilled unit of the order leaves stock as «Merma (planificada)» with the status as its
 * cause, once (mermaDate); a composite leaves as the components a sale of it would consume. Items without stock (services, free-text lines, a refused stock level)
 * are named in the returned note instead of failing the closing.
 */
async function escribirMerma(tx: Tx, s: Session, now: Date, p: PedidoRow, estado: string): Promise<string | null> {
  const omitidos: string[] = [];
  for (const i of p.items) {
    const cantidad = i.cantidad - i.facturado;
    if (cantidad <= 0) continue;
    if (!i._idItem) {
      omitidos.push(i.nombre);
      continue;
    }
    try {
      await registrarMermaComoVenta(tx, s, now, { item: i._idItem, cantidad: String(cantidad), causa: CAUSA[estado] ?? null, documento: `Pedido ${p.consecutive}` }, 'Merma (planificada)');
    } catch (e) {
      if (!(e instanceof GraphQLError)) throw e;
      omitidos.push(`${i.nombre} (${e.message})`);
    }
  }
  return omitidos.length ? `Sin merma: ${omitidos.join('; ')}` : null;
}

export function setStatus(ctx: Context, a: { _id: string; status: string; razon?: string | null }) {
  const hacia = a.status.trim().toUpperCase();
  if (!esEstadoPedido(hacia)) throw badInput(`El estado «${a.status}» no existe.`, 'status');
  if (hacia === 'CERRADA') throw badInput('Un pedido se cierra al facturar todas sus unidades (Punto de venta).', 'status');
  return cambiar(ctx, a._id, 'STATUS_CHANGED', async (tx, p, s, now) => {
    const motivo = motivoRechazoEstado(estadoDe(p), hacia, a.razon);
    if (motivo) throw conflict(motivo, 'status');
    const razon = a.razon?.trim() || null;
    if (!escribeMerma(hacia)) return { status: hacia, razon };
    const nota = await escribirMerma(tx, s, now, p, hacia);
    return { status: hacia, razon: nota ? `${razon} — ${nota}` : razon, mermaDate: now };
  });
}

export function setMermaDate(ctx: Context, id: string) {
  return cambiar(ctx, id, 'STATUS_CHANGED', async (tx, p, s, now) => {
    if (!escribeMerma(estadoDe(p))) throw conflict('Solo un pedido cerrado como VIATICOS, REGALIAS o EMPLEADOS lleva merma.', '_idOrder');
    if (p.mermaDate) return {};
    const nota = await escribirMerma(tx, s, now, p, p.status);
    return { mermaDate: now, ...(nota ? { razon: `${p.razon ?? ''} — ${nota}` } : {}) };
  });
}

export function checkOrderItems(ctx: Context, a: { _idOrder: string; _idItems: readonly string[]; check?: boolean | null; express?: boolean | null }) {
  return cambiar(ctx, a._idOrder, 'ITEM_CHECKED', (_tx, p) => {
    const estado = estadoDe(p);
    if (!estaAbierto(estado)) throw conflict(`El pedido ${p.consecutive} está ${p.status}.`, '_idOrder');
    const desconocido = a._idItems.find((id) => !p.items.some((i) => i._id === id));
    if (desconocido) throw badInput('Ese artículo no está en el pedido.', '_idItems');
    const hecho = checkItems({ items: p.items, express: p.express }, a._idItems, a.check ?? true, a.express ?? undefined);
    const items = hecho.items.map((i) => ({ ...i, check: Boolean(i.check) }));
    return Promise.resolve({ items, express: hecho.express ?? p.express, status: estadoTrasCocina(estado, items) });
  });
}

export const checkItem = (ctx: Context, a: { _idOrder: string; _id: string; check: boolean }) =>
  checkOrderItems(ctx, { _idOrder: a._idOrder, _idItems: [a._id], check: a.check });
