// RestaurantOrder.deleteItem (ruling D-5): units of an unbilled item come off an open order with a
// reason and the password of an authorising user of the issuer, and leave an audit row.
import { estadoTrasCocina, estaAbierto } from '@jit/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Context } from '../../context.js';
import { pedidoItemEliminado } from '../../db/schema/index.js';
import { badInput, conflict, forbidden } from '../../errors.js';
import { confirmarConClave } from '../usuario/index.js';
import { cambiar } from './cambiar.js';
import { estadoDe } from './pedidos.js';

export const PAGINA_ELIMINADOS = '/restaurante/listaEliminados';

export async function deleteItem(ctx: Context, a: { _idOrder: string; _idItem: string; quantity: number; reason: string; authBy: string; authPassword: string }) {
  const reason = a.reason.trim();
  if (reason.length < 3) throw badInput('Escriba la razón (al menos 3 caracteres).', 'reason');
  if (!Number.isInteger(a.quantity) || a.quantity < 1) throw badInput('La cantidad es un número entero de 1 o más.', 'quantity');
  const s = await ctx.session();
  // The authoriser is named by e-mail on the screen (or by id) and must be able to open the audit
  // of deleted items: whoever authorises a deletion answers for it there.
  const autoriza = a.authBy.trim() ? await confirmarConClave(ctx, s.emisorId, a.authBy, a.authPassword, PAGINA_ELIMINADOS) : ({ ok: false, motivo: 'clave' } as const);
  if (!autoriza.ok && autoriza.motivo === 'pagina') throw forbidden('Ese usuario no puede autorizar: no tiene acceso a «Artículos eliminados».', 'authBy');
  if (!autoriza.ok) throw forbidden('La autorización no es válida: usuario o contraseña incorrectos.', 'authPassword');
  return cambiar(ctx, a._idOrder, 'ITEMS_CHANGED', async (tx, p, s2, now) => {
    const estado = estadoDe(p);
    if (!estaAbierto(estado)) throw conflict(`El pedido ${p.consecutive} está ${p.status}.`, '_idOrder');
    const it = p.items.find((i) => i._id === a._idItem);
    if (!it) throw badInput('Ese artículo no está en el pedido.', '_idItem');
    const libres = it.cantidad - it.facturado;
    if (a.quantity > libres) throw conflict(`Del artículo «${it.nombre}» quedan ${libres} unidades sin facturar.`, 'quantity');
    await tx.insert(pedidoItemEliminado).values({
      emisorId: s2.emisorId,
      id: uuidv7(),
      pedidoId: p.id,
      consecutive: p.consecutive,
      itemId: it._id,
      nombre: it.nombre,
      cantidad: a.quantity,
      precioUnitario: it.precioUnitario,
      reason,
      authBy: autoriza.id,
      usuarioId: s2.userId,
      createdAt: now,
      updatedAt: now,
    });
    const items = p.items.map((i) => (i._id === it._id ? { ...i, cantidad: i.cantidad - a.quantity } : i)).filter((i) => i.cantidad > 0);
    return { items, status: estadoTrasCocina(estado, items) };
  });
}
