// The three cost catalogues (spec 3 §7 "Purchases statistics, expenses, costs": GastosActivos,
// CostoFijo and CostoVariable, "the same three operations") over one table told apart by clase.
import { TIPOS_GASTO_ACTIVO, roundAmount } from '@jit/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { costo, item, type ClaseCosto } from '../../db/schema/index.js';
import { badInput, notFound } from '../../errors.js';
import type { CostoInput } from '../../generated/graphql.js';
import { cuentaValida } from '../contabilidad/index.js';
import { largo, mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { moneda, unidad } from './campos.js';

const NOMBRES: Record<ClaseCosto, string> = { GastosActivos: 'El gasto o activo', CostoFijo: 'El costo fijo', CostoVariable: 'El costo variable' };

export async function create(ctx: Context, clase: ClaseCosto, input: CostoInput) {
  await mismoEmisor(ctx, input.emisor?._id);
  let tipo: string | null = null;
  if (clase === 'GastosActivos') {
    tipo = input.tipo?.trim() ?? '';
    if (!(TIPOS_GASTO_ACTIVO as readonly string[]).includes(tipo)) throw badInput('El tipo debe ser Gasto o Activo.', 'tipo');
  }
  const c = roundAmount(input.costoUnitarioTotal ?? '0');
  if (c.isNeg()) throw badInput('El costo no puede ser negativo.', 'costoUnitarioTotal');
  const d = {
    clase,
    tipo,
    nombre: largo(input.nombre, 'nombre', 1, 160, 'el nombre', true)!,
    descripcion: largo(input.descripcion, 'descripcion', 1, 500, 'la descripción'),
    codigo: largo(input.codigo, 'codigo', 1, 40, 'el código'),
    unidadMedida: unidad(input.unidadMedida, 'Unid', 'unidadMedida'),
    codigoMoneda: moneda(input.codigoMoneda, 'codigoMoneda'),
    costoUnitarioTotal: c.toFixed(),
  };
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const cuentaContable = await cuentaValida(tx, s.emisorId, now, input.cuentaContable, 'cuentaContable');
    if (input._id) {
      const [row] = esUuid(input._id) ? await tx.update(costo).set({ ...d, cuentaContable, updatedAt: now }).where(and(eq(costo.id, input._id), eq(costo.clase, clase))).returning() : [];
      if (!row) throw notFound(`${NOMBRES[clase]} no existe.`);
      return row;
    }
    const [row] = await tx.insert(costo).values({ ...d, cuentaContable, emisorId: s.emisorId, id: uuidv7(), createdAt: now, updatedAt: now }).returning();
    return row!;
  });
}

export async function list(ctx: Context, clase: ClaseCosto, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, (tx) => tx.select().from(costo).where(eq(costo.clase, clase)).orderBy(asc(sql`lower(${costo.nombre})`), asc(costo.id)));
}

/** Delete: refused while an item has the cost in its cost list (A1-4). */
export async function remove(ctx: Context, clase: ClaseCosto, idEmisor: string | null | undefined, ids: string[]) {
  await mismoEmisor(ctx, idEmisor);
  return withSession(ctx, async (tx) => {
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const [c] = esUuid(id) ? await tx.select().from(costo).where(and(eq(costo.id, id), eq(costo.clase, clase))) : [];
      if (!c) {
        out.push({ _id: id, state: false, message: `${NOMBRES[clase]} no existe.` });
        continue;
      }
      const [usa] = await tx.select({ nombre: item.nombre }).from(item).where(sql`${item.listaCostos} @> ${JSON.stringify([{ _idItem: id }])}::jsonb`).limit(1);
      if (usa) {
        out.push({ _id: id, state: false, message: `«${c.nombre}» está en la lista de costos de «${usa.nombre}»: quíteselo primero.` });
        continue;
      }
      await tx.delete(costo).where(eq(costo.id, id));
      out.push({ _id: id, state: true, message: `«${c.nombre}» borrado.` });
    }
    return out;
  });
}
