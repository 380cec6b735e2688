// Sessions (spec 2 §3 Sesion): open one (ruling C-7: one per register until finished, one open per
// user, both held by unique indexes), the reads, the user's open session (the navbar badge and the
// invoice grid) and the drawer's cash now.
import { puedeAbrir, roundAmount, toD } from '@jit/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context, Session } from '../../context.js';
import { caja, cajaSesion, usuario } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { SesionInput } from '../../generated/graphql.js';
import { badInput, forbidden, fromDomain } from '../../errors.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { esSupervisor, sesionVisible, unicoViolado } from './acceso.js';
import { esFecha, leerCursor, pagina, patronContiene } from './cursor.js';
import { nombres, sesionOut, type SesionRow } from './forma.js';
import { efectivo } from './sumas.js';

/** Sessions as served: their registers, users and (for a supervisor) the cash now. */
export async function salidaSesiones(tx: Tx, s: Session, rows: SesionRow[]) {
  if (!rows.length) return [];
  const cajas = await tx.select().from(caja).where(inArray(caja.id, [...new Set(rows.map((r) => r.cajaId))]));
  const users = await nombres(tx, rows.flatMap((r) => [r.usuarioId, r.supervisorId]));
  const sup = esSupervisor(s);
  const out = [];
  for (const r of rows) {
    const c = cajas.find((x) => x.id === r.cajaId)!;
    const saldo = sup && r.status === 'ABIERTA' ? (await efectivo(tx, r, c)).saldo.toFixed() : sup ? r.esperado : null;
    out.push(sesionOut(r, c, users, sup, saldo));
  }
  return out;
}

function montoInicial(v: string | null | undefined): string {
  try {
    const d = roundAmount(toD(v == null || v === '' ? '0' : v));
    if (!d.isNeg()) return d.toFixed();
  } catch {
    /* below */
  }
  throw badInput('El monto inicial debe ser un monto de 0 o más.', 'input.montoInicial');
}

/** Sesion.create: the caller's session on the register, ABIERTA. */
export async function create(ctx: Context, input: SesionInput) {
  const inicial = montoInicial(input.montoInicial);
  if (!esUuid(input.caja)) throw badInput('La caja no existe.', 'input.caja');
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const [c] = await tx.select().from(caja).where(eq(caja.id, input.caja)).for('update');
    if (!c) throw badInput('La caja no existe.', 'input.caja');
    if (!c.state) throw badInput(`La caja «${c.name}» está retirada.`, 'input.caja');
    const p = puedeAbrir(c.status as 'INICIANDO');
    if (!p.ok) throw fromDomain({ ...p, field: 'input.caja' });
    const [propia] = await tx.select({ n: caja.name }).from(cajaSesion).innerJoin(caja, eq(caja.id, cajaSesion.cajaId)).where(and(eq(cajaSesion.usuarioId, s.userId), eq(cajaSesion.status, 'ABIERTA')));
    if (propia) throw badInput(`Ya tiene abierta la caja «${propia.n}»: ciérrela antes de abrir otra.`, 'input.caja');
    const [row] = await tx
      .insert(cajaSesion)
      .values({ emisorId: s.emisorId, id: uuidv7(), cajaId: c.id, usuarioId: s.userId, montoInicial: inicial, cuentaContable: input.cuentaContable ?? c.cuentaContable, createdAt: now, updatedAt: now })
      .returning();
    await tx.update(caja).set({ status: 'ABIERTA', updatedAt: now }).where(eq(caja.id, c.id));
    return (await salidaSesiones(tx, s, [row!]))[0]!;
  }).catch((e: unknown) => {
    // Two openings at once: the unique indexes let one through.
    const i = unicoViolado(e);
    if (i === 'caja_sesion_caja_viva_uq') throw badInput('La caja ya tiene una sesión abierta.', 'input.caja');
    if (i === 'caja_sesion_usuario_abierta_uq') throw badInput('Ya tiene una caja abierta: ciérrela antes de abrir otra.', 'input.caja');
    throw e;
  });
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx, s) => {
    const [r] = await tx.select().from(cajaSesion).where(eq(cajaSesion.id, id));
    if (!r) return null;
    await sesionVisible(tx, s, id);
    return (await salidaSesiones(tx, s, [r]))[0]!;
  });
}

/** The user's open session, or null; another user's needs /cajas/administrar. */
export async function readByUser(ctx: Context, user: string | null | undefined) {
  return withSession(ctx, async (tx, s) => {
    const quien = user || s.userId;
    if (quien !== s.userId && !esSupervisor(s)) throw forbidden('Solo un supervisor ve la caja de otro usuario.', 'user');
    const [r] = await tx.select().from(cajaSesion).where(and(eq(cajaSesion.usuarioId, quien), eq(cajaSesion.status, 'ABIERTA')));
    return r ? (await salidaSesiones(tx, s, [r]))[0]! : null;
  });
}

export async function readSaldo(ctx: Context, id: string) {
  return withSession(ctx, async (tx, s) => {
    const { sesion, caja: c } = await sesionVisible(tx, s, id, '_id');
    const { saldo, alerta } = await efectivo(tx, sesion, c);
    return { _id: sesion.id, saldo: esSupervisor(s) ? saldo.toFixed() : null, alerta };
  });
}

const ESTADOS = ['ABIERTA', 'CERRADA', 'FINALIZADA'];
function filtro(a: { status?: string | null; caja?: string | null }): SQL | undefined {
  if (a.status && !ESTADOS.includes(a.status)) throw badInput('El estado debe ser ABIERTA, CERRADA o FINALIZADA.', 'status');
  if (a.caja && !esUuid(a.caja)) throw badInput('La caja no existe.', 'caja');
  return and(a.status ? eq(cajaSesion.status, a.status) : undefined, a.caja ? eq(cajaSesion.cajaId, a.caja) : undefined);
}

export async function readTotal(ctx: Context, a: { emisor?: string | null; status?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const where = filtro(a);
  return withSession(ctx, async (tx) => (await tx.select({ n: count() }).from(cajaSesion).where(where))[0]!.n);
}

export async function readAllByEmisor(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; status?: string | null; caja?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const where = filtro(a);
  const take = Math.min(Math.max(a.limit ?? 10, 1), 200);
  const after = a.cursor ? leerCursor(a.cursor, esFecha) : null;
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select()
      .from(cajaSesion)
      .where(and(where, after ? sql`(${cajaSesion.createdAt}, ${cajaSesion.id}) < (${after.valor}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(cajaSesion.createdAt), desc(cajaSesion.id))
      .limit(take + 1);
    const p = pagina(rows, take, (r) => r.createdAt.toISOString());
    return { ...p, feed: await salidaSesiones(tx, s, p.feed) };
  });
}

export async function readBySearchString(ctx: Context, a: { emisor?: string | null; searchString: string }) {
  await mismoEmisor(ctx, a.emisor);
  const q = a.searchString.trim().toLowerCase();
  if (!q) throw badInput('Escriba parte del nombre de la caja o del usuario.', 'searchString');
  const like = patronContiene(q);
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select({ r: cajaSesion })
      .from(cajaSesion)
      .innerJoin(caja, eq(caja.id, cajaSesion.cajaId))
      .leftJoin(usuario, eq(usuario.id, cajaSesion.usuarioId))
      .where(sql`(${caja.nombrePlano} like ${like} or lower(coalesce(${usuario.fullname}, '')) like ${like})`)
      .orderBy(desc(cajaSesion.createdAt), desc(cajaSesion.id))
      .limit(20);
    return salidaSesiones(tx, s, rows.map((x) => x.r));
  });
}
