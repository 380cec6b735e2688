// Registers (spec 2 §3 Caja): create (with _id it updates), read by id, paged by name, search, count.
import { normalizeCaja } from '@jit/domain';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { caja, cajaSesion } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { CajaInput } from '../../generated/graphql.js';
import { badInput, conflict } from '../../errors.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { unicoViolado } from './acceso.js';
import { leerCursor, pagina, patronContiene } from './cursor.js';
import { cajaOut, nombres, type CajaRow } from './forma.js';

const plano = (n: string) => n.trim().toLowerCase();

function monto(v: string | null | undefined, field: string): string {
  if (v == null || v === '') return '0';
  try {
    const d = normalizeCaja({ name: 'x', limiteInferior: v }).limiteInferior;
    if (d.isNeg()) throw new Error();
    return d.toFixed();
  } catch {
    throw badInput('El límite debe ser un monto de 0 o más.', field);
  }
}

/** Registers with who holds each live session. */
export async function salidaCajas(tx: Tx, rows: CajaRow[]) {
  if (!rows.length) return [];
  const vivas = await tx
    .select({ id: cajaSesion.id, cajaId: cajaSesion.cajaId, usuarioId: cajaSesion.usuarioId })
    .from(cajaSesion)
    .where(and(inArray(cajaSesion.cajaId, rows.map((r) => r.id)), ne(cajaSesion.status, 'FINALIZADA')));
  const users = await nombres(tx, vivas.map((v) => v.usuarioId));
  return rows.map((r) => {
    const v = vivas.find((x) => x.cajaId === r.id);
    return cajaOut(r, v ? { id: v.id, usuario: users.get(v.usuarioId) ?? null } : undefined);
  });
}

export async function create(ctx: Context, input: CajaInput) {
  const name = input.name.trim();
  if (!name) throw badInput('Escriba el nombre de la caja.', 'input.name');
  const limiteInferior = monto(input.limiteInferior, 'input.limiteInferior');
  const limiteSuperior = monto(input.limiteSuperior, 'input.limiteSuperior');
  if (Number(limiteSuperior) > 0 && Number(limiteInferior) > Number(limiteSuperior))
    throw badInput('El límite inferior no puede pasar el superior.', 'input.limiteInferior');
  const now = ctx.now();
  const datos = { name, nombrePlano: plano(name), limiteInferior, limiteSuperior, cuentaContable: input.cuentaContable ?? null, updatedAt: now };
  return withSession(ctx, async (tx, s) => {
    let row: CajaRow | undefined;
    if (input._id) {
      if (!esUuid(input._id)) throw badInput('La caja no existe.', 'input._id');
      [row] = await tx
        .update(caja)
        .set({ ...datos, ...(input.state != null ? { state: input.state } : {}) })
        .where(eq(caja.id, input._id))
        .returning();
      if (!row) throw badInput('La caja no existe.', 'input._id');
    } else {
      [row] = await tx
        .insert(caja)
        .values({ ...datos, emisorId: s.emisorId, id: uuidv7(), state: input.state ?? true, createdAt: now })
        .returning();
    }
    return (await salidaCajas(tx, [row!]))[0]!;
  }).catch((e: unknown) => {
    if (unicoViolado(e) === 'caja_nombre_uq') throw conflict(`Ya hay una caja llamada «${name}».`, 'input.name');
    throw e;
  });
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx) => (await salidaCajas(tx, await tx.select().from(caja).where(eq(caja.id, id))))[0] ?? null);
}

const contiene = (t: string | null | undefined): SQL | undefined => (t?.trim() ? sql`${caja.nombrePlano} like ${patronContiene(t)}` : undefined);

export async function readAllByEmisor(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filter?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const take = Math.min(Math.max(a.limit ?? 10, 1), 200);
  const after = a.cursor ? leerCursor(a.cursor) : null;
  return withSession(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(caja)
      .where(and(contiene(a.filter), after ? sql`(${caja.nombrePlano}, ${caja.id}) > (${after.valor}, ${after.id}::uuid)` : undefined))
      .orderBy(asc(caja.nombrePlano), asc(caja.id))
      .limit(take + 1);
    const p = pagina(rows, take, (r) => r.nombrePlano);
    return { ...p, feed: await salidaCajas(tx, p.feed) };
  });
}

export async function readBySearchString(ctx: Context, a: { emisor?: string | null; searchString: string }) {
  await mismoEmisor(ctx, a.emisor);
  if (!a.searchString.trim()) throw badInput('Escriba parte del nombre para buscar.', 'searchString');
  return withSession(ctx, async (tx) => salidaCajas(tx, await tx.select().from(caja).where(contiene(a.searchString)).orderBy(asc(caja.nombrePlano)).limit(20)));
}

export async function readTotal(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx) => (await tx.select({ n: count() }).from(caja))[0]!.n);
}
