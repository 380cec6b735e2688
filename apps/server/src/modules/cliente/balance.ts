// The customer's balance in favour (ruling B-3): an append-only ledger per customer. Each entry
// carries the running total after it, so the balance is the last entry's total; entries of one
// customer are serialized by locking the customer's row.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { roundAmount, toD } from '@jit/domain';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { clienteBalance, receptor } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { asentarBalance } from './asiento.js';
import { alcance } from './lectura.js';
import { rangoFechas } from './periodo.js';
import { clientePorId } from './service.js';

export const TIPOS_BALANCE = ['CREDITO', 'DEBITO'] as const;
export type BalanceRow = typeof clienteBalance.$inferSelect & { nombre?: string };

export async function setBalance(ctx: Context, a: { _id: string; monto: string; type: string; detalle?: string | null; _idPago?: string | null }) {
  const tipo = a.type.trim().toUpperCase();
  if (!TIPOS_BALANCE.includes(tipo as never)) throw badInput('El tipo debe ser CREDITO o DEBITO.', 'type');
  const monto = roundAmount(a.monto);
  if (!monto.gt(0)) throw badInput('El monto debe ser mayor que cero.', 'monto');
  if (a._idPago && !esUuid(a._idPago)) throw badInput('El pago no es válido.', '_idPago');
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const c = await clientePorId(tx, s, a._id, true); // within the session's reach; the lock serializes this customer's entries
    return asentarBalance(tx, s.emisorId, c.id, { tipo: tipo as 'CREDITO' | 'DEBITO', monto, detalle: a.detalle?.trim() || null, pagoId: a._idPago ?? null, usuarioId: s.userId }, now);
  });
}

export async function getBalance(ctx: Context, id: string) {
  return withSession(ctx, async (tx, s) => {
    const c = await clientePorId(tx, s, id);
    const rows = await tx.select().from(clienteBalance).where(eq(clienteBalance.clienteId, c.id)).orderBy(desc(clienteBalance.consecutivo)).limit(1000);
    return rows.map((r) => ({ ...r, nombre: c.nombre }));
  });
}

export async function getBalanceTotal(ctx: Context, id: string) {
  return withSession(ctx, async (tx, s) => {
    const c = await clientePorId(tx, s, id);
    const [u] = await tx.select({ total: clienteBalance.total }).from(clienteBalance).where(eq(clienteBalance.clienteId, c.id)).orderBy(desc(clienteBalance.consecutivo)).limit(1);
    return u?.total ?? '0';
  });
}

function rango(start: string, end: string) {
  const { a, b } = rangoFechas(start, end, 20 * 366);
  return sql`${clienteBalance.fecha} between ${a.toISOString()}::timestamptz and ${b.toISOString()}::timestamptz`;
}

/** Entries of every customer (within the session's reach) between two dates, oldest first. */
export async function getBalancesByDate(ctx: Context, emisor: string | null | undefined, start: string, end: string) {
  await mismoEmisor(ctx, emisor);
  const cond = rango(start, end);
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select({ b: clienteBalance, nombre: receptor.nombre })
      .from(clienteBalance)
      .innerJoin(receptor, eq(receptor.id, clienteBalance.clienteId))
      .where(and(cond, alcance(s)))
      .orderBy(asc(clienteBalance.fecha), asc(clienteBalance.id))
      .limit(10000);
    return rows.map((r) => ({ ...r.b, nombre: r.nombre }));
  });
}

/** Sums per type (CREDITO, DEBITO), both always listed. */
export async function getBalanceAccount(ctx: Context, emisor: string | null | undefined, start?: string, end?: string) {
  await mismoEmisor(ctx, emisor);
  const cond = start && end ? rango(start, end) : undefined;
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select({ tipo: clienteBalance.tipo, monto: sql<string>`coalesce(sum(${clienteBalance.monto}), 0)::text`, n: sql<number>`count(*)::int` })
      .from(clienteBalance)
      .innerJoin(receptor, eq(receptor.id, clienteBalance.clienteId))
      .where(and(cond, alcance(s)))
      .groupBy(clienteBalance.tipo);
    return TIPOS_BALANCE.map((type) => {
      const r = rows.find((x) => x.tipo === type);
      return { type, monto: toD(r?.monto ?? '0').toString(), movimientos: r?.n ?? 0 };
    });
  });
}
