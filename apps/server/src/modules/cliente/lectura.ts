// What a customer row carries beyond its own columns when the API shows it: its category, its
// executive and its balance in favour, read for a whole page at once (one query each, not per row).
import { desc, inArray, sql } from 'drizzle-orm';
import { categoriaCliente, clienteBalance, receptor, usuario } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { Session } from '../../context.js';

export type ClienteRow = typeof receptor.$inferSelect;
export type CategoriaRow = typeof categoriaCliente.$inferSelect;
export type ClienteVista = ClienteRow & {
  categoria: CategoriaRow | null;
  ejecutivo: { id: string; fullname: string } | null;
  balanceTotal: string;
  usuarios: Map<string, string>;
};

/** Ruling B-6: a user whose crmRole is EJECUTIVO reaches only the customers assigned to them. */
export const soloEjecutivo = (s: Session) => (s.user.crmRole === 'EJECUTIVO' ? s.userId : null);

/** The condition that keeps an executive to their own customers (none for everyone else). */
export const alcance = (s: Session) => {
  const propio = soloEjecutivo(s);
  return propio ? sql`${receptor.ejecutivoId} = ${propio}::uuid` : undefined;
};

/** Balance in favour of each customer: the running total of their latest ledger entry. */
export async function saldos(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([clienteBalance.clienteId], { id: clienteBalance.clienteId, total: clienteBalance.total })
    .from(clienteBalance)
    .where(inArray(clienteBalance.clienteId, ids))
    .orderBy(clienteBalance.clienteId, desc(clienteBalance.consecutivo));
  return new Map(rows.map((r) => [r.id, r.total]));
}

/** The rows with their category, executive, history users and balance. */
export async function vistas(tx: Tx, rows: ClienteRow[]): Promise<ClienteVista[]> {
  if (rows.length === 0) return [];
  const catIds = [...new Set(rows.map((r) => r.categoriaId).filter((x): x is string => !!x))];
  const userIds = [
    ...new Set(rows.flatMap((r) => [r.ejecutivoId, ...r.cicloHistorico.map((h) => h.usuarioId)]).filter((x): x is string => !!x)),
  ];
  // One after another: a transaction is one connection.
  const cats = catIds.length ? await tx.select().from(categoriaCliente).where(inArray(categoriaCliente.id, catIds)) : [];
  const users = userIds.length ? await tx.select({ id: usuario.id, fullname: usuario.fullname }).from(usuario).where(inArray(usuario.id, userIds)) : [];
  const bal = await saldos(
    tx,
    rows.map((r) => r.id),
  );
  const catPor = new Map(cats.map((c) => [c.id, c]));
  const usuarios = new Map(users.map((u) => [u.id, u.fullname]));
  return rows.map((r) => ({
    ...r,
    categoria: (r.categoriaId && catPor.get(r.categoriaId)) || null,
    ejecutivo: r.ejecutivoId ? { id: r.ejecutivoId, fullname: usuarios.get(r.ejecutivoId) ?? '' } : null,
    balanceTotal: bal.get(r.id) ?? '0',
    usuarios,
  }));
}
