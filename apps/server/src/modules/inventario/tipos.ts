// Entry and loss types (spec 3 §3 Entrada/Merma). The defaults of spec 3 §9 are created the first
// time an issuer's types are read or used (ruling A2-10), in that reader's transaction; the insert
// ignores what a concurrent first reader wrote, so two first readers agree. With the accounting
// module the defaults carry the accounts of the chart (AJUSTE_INVENTARIO, AJUSTE_MERMA), attached
// on a later read when the module is switched on.
import { tiposAjusteDefecto } from '@jit/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context, Session } from '../../context.js';
import { cuentaContable, inventarioMovimiento, inventarioTipo, type ClaseAjuste } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, notFound } from '../../errors.js';
import { asegurarPlan, cuentaValida } from '../contabilidad/index.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';

export type TipoRow = typeof inventarioTipo.$inferSelect;

const CUENTA_SISTEMA: Record<ClaseAjuste, string> = { ENTRADA: 'AJUSTE_INVENTARIO', MERMA: 'AJUSTE_MERMA' };
/** «Entrada Sin Control» is the one default entry that comes in at pp (ruling A2-4). */
const SIN_CONTROL = 'Entrada Sin Control';

export const conContabilidad = (s: Session) => s.emisor.modulos.accountingModule === true;

/** The account of the chart that the default types of a class point at. */
async function cuentaDeSistema(tx: Tx, emisorId: string, now: Date, clase: ClaseAjuste): Promise<string | null> {
  await asegurarPlan(tx, emisorId, now);
  const [c] = await tx.select({ id: cuentaContable.id }).from(cuentaContable).where(eq(cuentaContable.sysName, CUENTA_SISTEMA[clase]));
  return c?.id ?? null;
}

/** The types of a class, creating the defaults when there are none (and their accounts under accounting). */
export async function asegurarTipos(tx: Tx, s: Session, now: Date, clase: ClaseAjuste): Promise<TipoRow[]> {
  const leer = () => tx.select().from(inventarioTipo).where(eq(inventarioTipo.clase, clase)).orderBy(asc(inventarioTipo.createdAt), asc(inventarioTipo.id));
  let rows = await leer();
  const accounting = conContabilidad(s);
  const defaults = tiposAjusteDefecto(clase === 'ENTRADA' ? 'entrada' : 'merma', accounting);
  if (rows.length === 0) {
    const cuenta = accounting ? await cuentaDeSistema(tx, s.emisorId, now, clase) : null;
    await tx
      .insert(inventarioTipo)
      .values(defaults.map((d, i) => ({ emisorId: s.emisorId, id: uuidv7(), clase, tipo: d.tipo, causa: d.causa, cuentaContable: cuenta, controlada: d.tipo !== SIN_CONTROL, createdAt: new Date(now.getTime() + i), updatedAt: now })))
      .onConflictDoNothing();
    rows = await leer();
  } else if (accounting && rows.some((r) => !r.cuentaContable && defaults.some((d) => d.tipo === r.tipo))) {
    // The module was switched on after the defaults were made: they get their account now.
    const cuenta = await cuentaDeSistema(tx, s.emisorId, now, clase);
    if (cuenta) {
      await tx
        .update(inventarioTipo)
        .set({ cuentaContable: cuenta, updatedAt: now })
        .where(and(eq(inventarioTipo.clase, clase), isNull(inventarioTipo.cuentaContable), inArray(inventarioTipo.tipo, defaults.map((d) => d.tipo))));
      rows = await leer();
    }
  }
  return rows;
}

/** The type a movement uses: the one named, else the class's default by name. */
export async function tipoPara(tx: Tx, s: Session, now: Date, clase: ClaseAjuste, id: string | null | undefined, porOmision: string): Promise<TipoRow> {
  const tipos = await asegurarTipos(tx, s, now, clase);
  if (id) {
    const t = esUuid(id) ? tipos.find((x) => x.id === id) : undefined;
    if (!t) throw badInput(`El tipo de ${clase === 'ENTRADA' ? 'entrada' : 'merma'} no existe.`, 'registro');
    return t;
  }
  const t = tipos.find((x) => x.tipo === porOmision) ?? tipos[0];
  if (!t) throw notFound('No hay tipos de ajuste.');
  return t;
}

export const readAll = (ctx: Context, clase: ClaseAjuste, emisor: string | null | undefined) =>
  mismoEmisor(ctx, emisor).then(() => withSession(ctx, (tx, s) => asegurarTipos(tx, s, ctx.now(), clase)));

export type TipoInput = { _id?: string | null; tipo: string; causa?: string[] | null; cuentaContable?: string | null; controlada?: boolean | null };

/** Entrada.create / Merma.create: with _id updates; the account only under accounting (spec 3 §5). */
export async function create(ctx: Context, clase: ClaseAjuste, input: TipoInput): Promise<TipoRow> {
  const tipo = input.tipo.trim();
  if (tipo.length < 2) throw badInput('Escriba el nombre del tipo (al menos 2 caracteres).', 'tipo');
  const causa = [...new Set((input.causa ?? []).map((c) => c.trim()).filter((c) => c !== ''))];
  if (causa.some((c) => c.length > 100)) throw badInput('Cada causa puede tener hasta 100 caracteres.', 'causa');
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    await asegurarTipos(tx, s, now, clase);
    const cuenta = conContabilidad(s) ? await cuentaValida(tx, s.emisorId, now, input.cuentaContable, 'cuentaContable') : null;
    const [igual] = await tx.select({ id: inventarioTipo.id }).from(inventarioTipo).where(and(eq(inventarioTipo.clase, clase), sql`lower(${inventarioTipo.tipo}) = ${tipo.toLowerCase()}`));
    if (igual && igual.id !== input._id) throw badInput(`Ya existe el tipo «${tipo}».`, 'tipo');
    const datos = { tipo, causa, cuentaContable: cuenta, controlada: clase === 'MERMA' ? true : input.controlada !== false, updatedAt: now };
    if (input._id) {
      const [row] = esUuid(input._id) ? await tx.update(inventarioTipo).set(datos).where(and(eq(inventarioTipo.id, input._id), eq(inventarioTipo.clase, clase))).returning() : [];
      if (!row) throw notFound('El tipo no existe.');
      return row;
    }
    const [row] = await tx.insert(inventarioTipo).values({ ...datos, emisorId: s.emisorId, id: uuidv7(), clase, createdAt: now }).returning();
    return row!;
  });
}

/** Entrada.delete / Merma.delete: refused per id when a movement uses the type; nothing cascades. */
export async function remove(ctx: Context, clase: ClaseAjuste, ids: string[]) {
  return withSession(ctx, async (tx) => {
    const validos = ids.filter(esUuid);
    const rows = validos.length ? await tx.select().from(inventarioTipo).where(and(eq(inventarioTipo.clase, clase), inArray(inventarioTipo.id, validos))).for('update') : [];
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const r = rows.find((x) => x.id === id);
      if (!r) {
        out.push({ _id: id, state: false, message: 'El tipo no existe.' });
        continue;
      }
      const [uso] = await tx.select({ id: inventarioMovimiento.id }).from(inventarioMovimiento).where(eq(inventarioMovimiento.tipoId, id)).limit(1);
      if (uso) {
        out.push({ _id: id, state: false, message: `«${r.tipo}» tiene movimientos de inventario: no se puede borrar.` });
        continue;
      }
      await tx.delete(inventarioTipo).where(eq(inventarioTipo.id, id));
      out.push({ _id: id, state: true, message: `«${r.tipo}» borrado.` });
    }
    return out;
  });
}
