// Reading items of the session's issuer, and answering them as the API does.
import { eq } from 'drizzle-orm';
import type { Context } from '../../context.js';
import { item } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { esUuid } from '../validate.js';
import type { ItemRow } from './entrada.js';
import { extrasDe, itemOut } from './forma.js';

/** An item of the session's issuer (locked for update when asked), or NOT_FOUND. */
export async function itemPorId(tx: Tx, id: string, forUpdate = false): Promise<ItemRow> {
  if (!esUuid(id)) throw notFound('El artículo no existe.');
  const q = tx.select().from(item).where(eq(item.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('El artículo no existe.');
  return row;
}

/** Rows as the API answers them (discounts and variant counts read once). */
export async function salida(ctx: Context, tx: Tx, emisorId: string, rows: ItemRow[]) {
  const x = await extrasDe(tx, rows, ctx.services.archivos, emisorId);
  return rows.map((r) => itemOut(r, x));
}

