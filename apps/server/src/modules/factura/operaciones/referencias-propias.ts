// Every id an emitted document refers to must exist for the caller's issuer (defect 11): a customer
// of another issuer, or one that does not exist, was stored as the document's receptor and then
// showed in reports. A line's item must be one of the issuer's catalogue. A cash-register session
// must be open: it is read with a share lock, so a closing (which locks it for update) waits for the
// document and counts its tenders, and no document enters a session already counted.
// Also what a document carries that is not money for Hacienda but must still make sense: pagaCon.
import { and, eq, inArray } from 'drizzle-orm';
import { D } from '@jit/domain';
import { cajaSesion, item, receptor } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { badInput } from '../../../errors.js';

type Pedido = {
  receptor?: { id?: string | null } | null;
  cajaSesion?: string | null;
  pagaCon?: string | null;
  detalleServicio?: { lineaDetalle?: readonly { item?: { _id: string } | null }[] | null } | null;
};

/** Refuses what the input refers to that is not this issuer's; `base` is the argument's path (input). */
export async function exigirReferenciasPropias(tx: Tx, emisorId: string, p: Pedido, base = 'input'): Promise<void> {
  if (p.pagaCon != null && new D(p.pagaCon).isNeg())
    throw badInput('«Paga con» no puede ser negativo.', `${base}.pagaCon`);
  if (p.cajaSesion) {
    const [sesion] = await tx.select({ status: cajaSesion.status }).from(cajaSesion).where(and(eq(cajaSesion.emisorId, emisorId), eq(cajaSesion.id, p.cajaSesion))).for('share');
    if (!sesion) throw badInput('La sesión de caja indicada no existe en este emisor.', `${base}.cajaSesion`);
    if (sesion.status !== 'ABIERTA') throw badInput('La sesión de caja ya se cerró: abra una nueva para cobrar.', `${base}.cajaSesion`);
  }
  const lineas = p.detalleServicio?.lineaDetalle ?? [];
  const ids = [...new Set(lineas.flatMap((l) => (l.item?._id ? [l.item._id] : [])))];
  if (ids.length) {
    const propios = new Set((await tx.select({ id: item.id }).from(item).where(and(eq(item.emisorId, emisorId), inArray(item.id, ids)))).map((r) => r.id));
    const ajena = lineas.findIndex((l) => l.item?._id && !propios.has(l.item._id));
    if (ajena >= 0)
      throw badInput(`Línea ${ajena + 1}: el artículo indicado no existe en este emisor.`, `${base}.detalleServicio.lineaDetalle.${ajena}.item._id`);
  }
  const id = p.receptor?.id;
  if (id) {
    const [r] = await tx.select({ id: receptor.id }).from(receptor).where(and(eq(receptor.emisorId, emisorId), eq(receptor.id, id)));
    if (!r) throw badInput('El cliente indicado no existe en este emisor.', `${base}.receptor.id`);
  }
}
