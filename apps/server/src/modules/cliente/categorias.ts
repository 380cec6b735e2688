// Customer categories (CategoriaCliente, DECISIONS #11; spec 2 §3 defaults esPorcentual true,
// valor 0, color 'default'): a discount the invoice grid applies to the customer's lines (ruling
// B-5). Names are unique without case; a category with customers is not deleted.
import { asc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { normalizeCategoriaCliente } from '@jit/domain';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { categoriaCliente, receptor } from '../../db/schema/index.js';
import { badInput, conflict, notFound } from '../../errors.js';
import type { CategoriaClienteInput } from '../../generated/graphql.js';
import { largo, mismoEmisor } from '../emisor/index.js';
import { esUuid, patronContiene } from '../validate.js';

/** Badge colours of the category selector. */
const COLORES = ['default', 'primary', 'info', 'success', 'warning', 'danger'];

function datos(input: CategoriaClienteInput) {
  const n = normalizeCategoriaCliente({
    nombre: input.nombre,
    descripcion: input.descripcion ?? undefined,
    esPorcentual: input.esPorcentual ?? undefined,
    valor: input.valor ?? undefined,
    color: input.color?.trim() || undefined,
  });
  if (!COLORES.includes(n.color)) throw badInput(`El color debe ser uno de ${COLORES.join(', ')}.`, 'color');
  if (n.valor.isNeg()) throw badInput('El descuento no puede ser negativo.', 'valor');
  if (n.esPorcentual && n.valor.gt(100)) throw badInput('Un descuento en porcentaje no puede pasar de 100.', 'valor');
  return {
    nombre: largo(input.nombre, 'nombre', 1, 80, 'el nombre', true)!,
    descripcion: largo(input.descripcion, 'descripcion', 1, 500, 'la descripción'),
    esPorcentual: n.esPorcentual,
    valor: n.valor.toDecimalPlaces(5).toString(),
    color: n.color,
  };
}

const repetido = (e: unknown): never => {
  const causa = (e as { cause?: { code?: string; constraint?: string } }).cause ?? (e as { code?: string; constraint?: string });
  if (causa.code === '23505' && causa.constraint === 'categoria_cliente_nombre_uq') throw conflict('Ya hay una categoría de clientes con ese nombre.', 'nombre');
  throw e;
};

export async function create(ctx: Context, input: CategoriaClienteInput) {
  await mismoEmisor(ctx, input.emisor?._id);
  const d = datos(input);
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    if (input._id) {
      const [row] = esUuid(input._id) ? await tx.update(categoriaCliente).set({ ...d, updatedAt: now }).where(eq(categoriaCliente.id, input._id)).returning() : [];
      if (!row) throw notFound('La categoría no existe.');
      return row;
    }
    const [row] = await tx
      .insert(categoriaCliente)
      .values({ emisorId: s.emisorId, id: uuidv7(), ...d, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  }).catch(repetido);
}

export async function readAll(ctx: Context, emisor: string | null | undefined, filter: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  const f = filter?.trim().toLowerCase();
  return withSession(ctx, (tx) =>
    tx
      .select()
      .from(categoriaCliente)
      .where(f ? sql`lower(${categoriaCliente.nombre}) like ${patronContiene(f)}` : undefined)
      .orderBy(asc(sql`lower(${categoriaCliente.nombre})`)),
  );
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx) => (await tx.select().from(categoriaCliente).where(eq(categoriaCliente.id, id)))[0] ?? null);
}

/** CategoriaCliente.delete: refused while a customer is in it. */
export async function remove(ctx: Context, ids: string[]) {
  return withSession(ctx, async (tx) => {
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const [c] = esUuid(id) ? await tx.select().from(categoriaCliente).where(eq(categoriaCliente.id, id)) : [];
      if (!c) {
        out.push({ _id: id, state: false, message: 'La categoría no existe.' });
        continue;
      }
      const [usa] = await tx.select({ nombre: receptor.nombre }).from(receptor).where(eq(receptor.categoriaId, id)).limit(1);
      if (usa) {
        out.push({ _id: id, state: false, message: `La categoría «${c.nombre}» tiene clientes («${usa.nombre}»…): cámbielos de categoría primero.` });
        continue;
      }
      await tx.delete(categoriaCliente).where(eq(categoriaCliente.id, id));
      out.push({ _id: id, state: true, message: `Categoría «${c.nombre}» borrada.` });
    }
    return out;
  });
}
