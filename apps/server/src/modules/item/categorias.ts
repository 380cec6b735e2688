// Item categories (spec 3 §7 "Categories"; CategoriaItem, DECISIONS #11): number is a per-issuer
// sequence the server assigns (ruling A1-12); names are unique without case, so a spreadsheet can
// name a category and land on one.
import { asc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { item, itemCategoria } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, conflict, notFound } from '../../errors.js';
import type { CategoriaItemInput } from '../../generated/graphql.js';
import { largo, mismoEmisor } from '../emisor/index.js';
import { esUuid, patronContiene } from '../validate.js';
import { indiceUnicoViolado } from './campos.js';

/** Badge colours of the category selector (spec 3 §3: 'default' by default). */
const COLORES = ['default', 'primary', 'info', 'success', 'warning', 'danger'];

/** New categories of the issuer, numbered after the last one (the issuer's numbering is serialized). */
export async function insertarCategorias(tx: Tx, emisorId: string, datos: Omit<typeof itemCategoria.$inferInsert, 'emisorId' | 'id' | 'number'>[]) {
  if (datos.length === 0) return [];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`item_categoria:${emisorId}`}))`);
  const [u] = await tx.select({ n: sql<number>`coalesce(max(${itemCategoria.number}), 0)::int` }).from(itemCategoria);
  return tx
    .insert(itemCategoria)
    .values(datos.map((d, i) => ({ ...d, emisorId, id: uuidv7(), number: (u?.n ?? 0) + 1 + i })))
    .returning();
}

function datos(input: CategoriaItemInput) {
  const color = input.color?.trim() || 'default';
  if (!COLORES.includes(color)) throw badInput(`El color debe ser uno de ${COLORES.join(', ')}.`, 'color');
  const sub = (input.sub ?? []).map((x, i) => ({
    nombre: largo(x.nombre, `sub.${i}.nombre`, 1, 80, 'la subcategoría', true)!,
    img: x.img?.trim() ? { src: largo(x.img, `sub.${i}.img`, 1, 500, 'la dirección de la imagen')! } : null,
  }));
  if (sub.length > 50) throw badInput('Una categoría admite como máximo 50 subcategorías.', 'sub');
  return {
    nombre: largo(input.nombre, 'nombre', 1, 80, 'el nombre', true)!,
    descripcion: largo(input.descripcion, 'descripcion', 1, 500, 'la descripción'),
    color,
    prioridad: input.prioridad ?? false,
    sub,
  };
}

const repetido = (e: unknown): never => {
  if (indiceUnicoViolado(e) === 'item_categoria_nombre_uq') throw conflict('Ya hay una categoría con ese nombre.', 'nombre');
  throw e;
};

/** CategoriaItem.create (with _id: update). */
export async function create(ctx: Context, input: CategoriaItemInput) {
  await mismoEmisor(ctx, input.emisor?._id);
  const d = datos(input);
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    if (input._id) {
      const [row] = esUuid(input._id) ? await tx.update(itemCategoria).set({ ...d, updatedAt: now }).where(eq(itemCategoria.id, input._id)).returning() : [];
      if (!row) throw notFound('La categoría no existe.');
      return row;
    }
    const [row] = await insertarCategorias(tx, s.emisorId, [{ ...d, createdAt: now, updatedAt: now }]);
    return row!;
  }).catch(repetido);
}

export async function readAll(ctx: Context, emisor: string | null | undefined, filter: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  const f = filter?.trim().toLowerCase();
  return withSession(ctx, (tx) =>
    tx
      .select()
      .from(itemCategoria)
      .where(f ? sql`lower(${itemCategoria.nombre}) like ${patronContiene(f)}` : undefined)
      .orderBy(asc(itemCategoria.number)),
  );
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx) => (await tx.select().from(itemCategoria).where(eq(itemCategoria.id, id)))[0] ?? null);
}

/** CategoriaItem.delete: refused while an item is in it. */
export async function remove(ctx: Context, ids: string[]) {
  return withSession(ctx, async (tx) => {
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const [c] = esUuid(id) ? await tx.select().from(itemCategoria).where(eq(itemCategoria.id, id)) : [];
      if (!c) {
        out.push({ _id: id, state: false, message: 'La categoría no existe.' });
        continue;
      }
      const [usa] = await tx.select({ nombre: item.nombre }).from(item).where(sql`${item.categorias} @> ${JSON.stringify([id])}::jsonb`).limit(1);
      if (usa) {
        out.push({ _id: id, state: false, message: `La categoría «${c.nombre}» tiene artículos («${usa.nombre}»…): quíteselos primero.` });
        continue;
      }
      await tx.delete(itemCategoria).where(eq(itemCategoria.id, id));
      out.push({ _id: id, state: true, message: `Categoría «${c.nombre}» borrada.` });
    }
    return out;
  });
}
