// One entry of a customer's balance in favour (ruling B-3), in the caller's transaction: the entry
// carries the running total after it, and the customer's row is locked so that entries of one
// customer (a payment's excess, a use of the balance, a manual entry) never interleave.
import { toD, type D } from '@jit/domain';
import { desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { clienteBalance, receptor } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';

export type Asiento = { tipo: 'CREDITO' | 'DEBITO'; monto: D; detalle: string | null; pagoId: string | null; usuarioId: string | null };

/** The customer's balance now (locks the customer's row when `bloquear`). */
export async function balanceActual(tx: Tx, clienteId: string, bloquear = false): Promise<{ total: D; consecutivo: number; nombre: string }> {
  const q = tx.select({ nombre: receptor.nombre }).from(receptor).where(eq(receptor.id, clienteId));
  const [c] = bloquear ? await q.for('update') : await q;
  if (!c) throw badInput('El cliente no existe.', 'cliente');
  const [ultimo] = await tx
    .select({ total: clienteBalance.total, consecutivo: clienteBalance.consecutivo })
    .from(clienteBalance)
    .where(eq(clienteBalance.clienteId, clienteId))
    .orderBy(desc(clienteBalance.consecutivo))
    .limit(1);
  return { total: toD(ultimo?.total ?? '0'), consecutivo: ultimo?.consecutivo ?? 0, nombre: c.nombre };
}

/** Writes the entry; refuses a DEBITO the balance cannot cover. */
export async function asentarBalance(tx: Tx, emisorId: string, clienteId: string, a: Asiento, now: Date) {
  const previo = await balanceActual(tx, clienteId, true);
  const total = a.tipo === 'CREDITO' ? previo.total.plus(a.monto) : previo.total.minus(a.monto);
  if (total.isNeg()) throw badInput(`El saldo a favor de «${previo.nombre}» es ${previo.total.toFixed(2)}: no alcanza para ese débito.`, 'monto');
  const [row] = await tx
    .insert(clienteBalance)
    .values({
      emisorId,
      id: uuidv7(),
      clienteId,
      consecutivo: previo.consecutivo + 1,
      tipo: a.tipo,
      monto: a.monto.toString(),
      total: total.toString(),
      detalle: a.detalle,
      pagoId: a.pagoId,
      usuarioId: a.usuarioId,
      fecha: now,
    })
    .returning();
  return { ...row!, nombre: previo.nombre };
}
