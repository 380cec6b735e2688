// How the other modules hand an accounting event over (ruling F2-2): one outbox row per source, in
// the transaction that made the source, queued only while the issuer has the accounting module on.
// One statement: the module check rides on the insert, so a kardex line costs one round trip more
// with accounting on and nothing else without it. The key is the source, so queuing twice is once.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Tx } from '../../db/types.js';

/** Documents: queued by invoicing in the document's transaction (its side effects, efectos.ts). */
export const KIND_FACTURA = 'factura.contabilidad';
/** Stock movements (entries, losses, cost of sales, production) and cash sessions' finishes. */
export const KIND_INVENTARIO = 'inventario.contabilidad';
export const KIND_CAJA = 'caja.contabilidad';
/** Payments: queued by the pago module in the payment's transaction, and again when it is deleted (the reversal). */
export const KIND_PAGO = 'pago.contabilidad';
export const KIND_PAGO_ELIMINADO = 'pago.eliminado.contabilidad';
/** Payment receipts (REP): the VAT each declares leaves deferred VAT; reversed when it is replaced or its payment deleted (DECISIONS #251). */
export const KIND_RECIBO = 'recibo.contabilidad';
export const KIND_RECIBO_ANULADO = 'recibo.anulado.contabilidad';

export async function encolarAsiento(
  tx: Tx,
  kind: typeof KIND_INVENTARIO | typeof KIND_CAJA | typeof KIND_PAGO | typeof KIND_PAGO_ELIMINADO | typeof KIND_RECIBO | typeof KIND_RECIBO_ANULADO,
  emisorId: string,
  id: string,
): Promise<void> {
  const payload = JSON.stringify({ emisorId, id });
  await tx.execute(sql`
    insert into outbox (id, kind, key, payload, emisor_ref)
    select ${uuidv7()}, ${kind}, ${`${kind}:${id}`}, ${payload}::jsonb, ${emisorId}
    where exists (select 1 from emisor where (modulos->>'accountingModule')::boolean)
    on conflict (key) do nothing`);
}
