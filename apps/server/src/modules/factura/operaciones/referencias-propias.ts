// Every id an emitted document refers to must exist for the caller's issuer (defect 11): a customer
// of another issuer, or one that does not exist, was stored as the document's receptor and then
// showed in reports. Cash-register sessions have no table yet (the cash module is not built), so
// no session id can exist: one is refused until that module checks it. An inventory item has no
// table either, but a line's item (_id, nombre) is what the sales-by-item reports group by, so it
// stays a label until the inventory module brings items to check it against (docs/DECISIONS.md).
// Also what a document carries that is not money for Hacienda but must still make sense: pagaCon.
import { and, eq } from 'drizzle-orm';
import { D } from '@jit/domain';
import { receptor } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { badInput } from '../../../errors.js';

type Pedido = {
  receptor?: { id?: string | null } | null;
  cajaSesion?: string | null;
  pagaCon?: string | null;
};

/** Refuses what the input refers to that is not this issuer's; `base` is the argument's path (input). */
export async function exigirReferenciasPropias(tx: Tx, emisorId: string, p: Pedido, base = 'input'): Promise<void> {
  if (p.pagaCon != null && new D(p.pagaCon).isNeg())
    throw badInput('«Paga con» no puede ser negativo.', `${base}.pagaCon`);
  if (p.cajaSesion)
    throw badInput('La sesión de caja indicada no existe en este emisor.', `${base}.cajaSesion`);
  const id = p.receptor?.id;
  if (id) {
    const [r] = await tx.select({ id: receptor.id }).from(receptor).where(and(eq(receptor.emisorId, emisorId), eq(receptor.id, id)));
    if (!r) throw badInput('El cliente indicado no existe en este emisor.', `${base}.receptor.id`);
  }
}
