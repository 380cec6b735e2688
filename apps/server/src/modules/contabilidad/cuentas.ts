// The issuer's chart of accounts (ruling F2-1): the domain's PLAN_CUENTAS copied to the issuer the
// first time anything reads it (a picker, a posting), in that reader's transaction. Copying on
// demand needs no backfill for existing issuers and no hook on the module switches; the insert
// ignores rows a concurrent first read already wrote, so two first readers agree.
import { PLAN_CUENTAS, type CuentaPlan } from '@jit/domain';
import { asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { cuentaContable } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import { esUuid } from '../validate.js';

export type CuentaRow = typeof cuentaContable.$inferSelect;

/** Copies the chart to the issuer when it has none yet; true when it was copied now (uncommitted). */
export async function asegurarPlan(tx: Tx, emisorId: string, now: Date): Promise<boolean> {
  const [una] = await tx.select({ id: cuentaContable.id }).from(cuentaContable).limit(1);
  if (una) return false;
  await copiar(tx, emisorId, now, PLAN_CUENTAS);
  return true;
}

/** Adds to the issuer's chart accounts of the domain's (an account the system posts to that came later). */
export async function copiar(tx: Tx, emisorId: string, now: Date, cuentas: readonly CuentaPlan[]): Promise<void> {
  await tx
    .insert(cuentaContable)
    .values(
      cuentas.map((c) => ({
        emisorId,
        id: uuidv7(),
        code: c.code,
        name: c.name,
        sysName: c.sysName,
        tipoCode: c.accountType.code,
        tipo: c.accountType.type,
        categoria: c.accountType.category,
        reporte: c.accountType.report,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** The issuer's accounts in code order (copying the chart first if needed). */
export async function cuentas(tx: Tx, emisorId: string, now: Date): Promise<CuentaRow[]> {
  await asegurarPlan(tx, emisorId, now);
  return tx.select().from(cuentaContable).orderBy(asc(cuentaContable.code));
}

/**
 * A `cuentaContable` field as stored: empty is none (spec 3 §5: dropped when empty); anything else
 * must be an active account of the issuer's chart, else BAD_USER_INPUT on `field`.
 */
export async function cuentaValida(tx: Tx, emisorId: string, now: Date, id: string | null | undefined, field: string): Promise<string | null> {
  const v = id?.trim();
  if (!v) return null;
  await asegurarPlan(tx, emisorId, now);
  const [row] = esUuid(v) ? await tx.select({ id: cuentaContable.id, state: cuentaContable.state }).from(cuentaContable).where(eq(cuentaContable.id, v)) : [];
  if (!row || !row.state) throw badInput('La cuenta contable no existe en el catálogo de cuentas del emisor.', field);
  return row.id;
}

/** Account.readAll. */
export const readAll = (ctx: Context) => withSession(ctx, (tx, s) => cuentas(tx, s.emisorId, ctx.now()));
