// Record.getRecords, getLogs and update (spec 3 §3, §7; rulings F2-5, F2-6): the journal, newest
// first and keyset-paged, and the one change a person may make to an entry, its line's account.
import { D, reasignarCuenta, validateAsiento } from '@jit/domain';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { asiento, asientoLinea, asientoLog, cuentaContable, usuario } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { RecordFilter } from '../../generated/graphql.js';
import { badInput, notFound } from '../../errors.js';
import { mismoEmisor } from '../emisor/index.js';
import { cursorTextoId, esUuid, patronContiene } from '../validate.js';
import { cuentaValida } from './cuentas.js';
import { fechaValida } from './fecha.js';

type AsientoRow = typeof asiento.$inferSelect;

/** Entries with their lines (account code and name), in the order given. */
export async function conLineas(tx: Tx, rows: readonly AsientoRow[]) {
  if (rows.length === 0) return [];
  const lineas = await tx
    .select({ l: asientoLinea, code: cuentaContable.code, name: cuentaContable.name })
    .from(asientoLinea)
    .innerJoin(cuentaContable, eq(cuentaContable.id, asientoLinea.cuentaId))
    .where(inArray(asientoLinea.asientoId, rows.map((r) => r.id)))
    .orderBy(asc(asientoLinea.asientoId), asc(asientoLinea.n));
  const por = new Map<string, typeof lineas>();
  for (const x of lineas) por.set(x.l.asientoId, [...(por.get(x.l.asientoId) ?? []), x]);
  return rows.map((r) => ({
    _id: r.id,
    fecha: r.fecha,
    fuente: r.fuente,
    descripcion: r.descripcion,
    entidad: { _id: r.entidadId, nombre: r.entidadNombre },
    documento: { _id: r.facturaId, tipo: r.documentoTipo, consecutivo: r.consecutivo },
    moneda: { value: r.codigoMoneda, tipoCambio: r.tipoCambio },
    notas: r.notas,
    createdAt: r.createdAt,
    items: (por.get(r.id) ?? []).map((x) => ({ _id: x.l.id, cuentaContable: x.l.cuentaId, code: x.code, accountName: x.name, debe: x.l.debe, haber: x.l.haber, createdAt: x.l.createdAt, updatedAt: x.l.updatedAt })),
  }));
}

const fechaFiltro = (v: string | null | undefined, field: string): Date | null => (v == null ? null : fechaValida(v, field));

/** Record.getRecords: newest first by (fecha, id), keyset cursor; the filter of ruling F2-6. */
export async function getRecords(ctx: Context, a: { _idEmisor?: string | null; filter?: RecordFilter | null; cursor?: string | null; limit?: number | null }) {
  await mismoEmisor(ctx, a._idEmisor);
  const limit = Math.min(Math.max(a.limit ?? 10, 1), 100);
  const f = a.filter ?? {};
  const after = cursorTextoId(a.cursor);
  return withSession(ctx, async (tx) => {
    const w: (SQL | undefined)[] = [];
    const inicio = fechaFiltro(f.inicio, 'filter.inicio');
    const final = fechaFiltro(f.final, 'filter.final');
    if (inicio) w.push(gte(asiento.fecha, inicio));
    if (final) w.push(lte(asiento.fecha, final));
    if (f.documento?.trim()) w.push(eq(asiento.documentoTipo, f.documento.trim()));
    if (f.fuente?.trim()) w.push(eq(asiento.fuente, f.fuente.trim() as AsientoRow['fuente']));
    if (f.cuenta) {
      if (!esUuid(f.cuenta)) return { feed: [], pageInfo: { hasNextPage: false, nextPageCursor: null } };
      w.push(sql`exists (select 1 from ${asientoLinea} where ${asientoLinea.asientoId} = ${asiento.id} and ${asientoLinea.cuentaId} = ${f.cuenta})`);
    }
    if (f.entidad?.trim()) {
      const p = patronContiene(f.entidad);
      w.push(or(sql`lower(coalesce(${asiento.entidadNombre}, '')) like ${p}`, sql`lower(coalesce(${asiento.consecutivo}, '')) like ${p}`, sql`lower(${asiento.descripcion}) like ${p}`));
    }
    if (after) {
      const d = fechaFiltro(after[0], 'cursor');
      w.push(sql`(${asiento.fecha}, ${asiento.id}) < (${d!.toISOString()}::timestamptz, ${after[1]}::uuid)`);
    }
    const rows = await tx.select().from(asiento).where(and(...w)).orderBy(desc(asiento.fecha), desc(asiento.id)).limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      feed: await conLineas(tx, page),
      pageInfo: { hasNextPage: rows.length > limit, nextPageCursor: rows.length > limit && last ? Buffer.from(JSON.stringify([last.fecha.toISOString(), last.id])).toString('base64url') : null },
    };
  });
}

/** Record.getLogs: the account changes of an entry, oldest first. */
export async function getLogs(ctx: Context, a: { _idEmisor?: string | null; _id: string }) {
  await mismoEmisor(ctx, a._idEmisor);
  if (!esUuid(a._id)) return [];
  return withSession(ctx, async (tx) => {
    const rows = await tx.select().from(asientoLog).where(eq(asientoLog.asientoId, a._id)).orderBy(asc(asientoLog.createdAt), asc(asientoLog.id));
    const ids = [...new Set(rows.flatMap((r) => [r.cuentaAnterior, r.cuentaNueva]))];
    const cs = ids.length ? await tx.select().from(cuentaContable).where(inArray(cuentaContable.id, ids)) : [];
    const us = rows.some((r) => r.usuarioId) ? await tx.select({ id: usuario.id, fullname: usuario.fullname }).from(usuario).where(inArray(usuario.id, rows.flatMap((r) => (r.usuarioId ? [r.usuarioId] : [])))) : [];
    const cuenta = (id: string) => {
      const c = cs.find((x) => x.id === id);
      return { _id: id, code: c?.code ?? '', name: c?.name ?? 'Cuenta eliminada' };
    };
    return rows.map((r) => ({
      _id: r.id,
      user: { _id: r.usuarioId, fullname: us.find((u) => u.id === r.usuarioId)?.fullname ?? 'Sistema' },
      oldAccount: cuenta(r.cuentaAnterior),
      newAccount: cuenta(r.cuentaNueva),
      message: r.razon,
      createdAt: r.createdAt,
    }));
  });
}

/** Record.update (ruling F2-5): another account on one line, with a reason, logged; amounts never change. */
export async function update(ctx: Context, a: { _idEmisor?: string | null; _idRecord: string; _idItem: string; cuentaContable: string; razon: string }) {
  await mismoEmisor(ctx, a._idEmisor);
  const razon = a.razon.trim();
  if (razon.length < 3) throw badInput('Indique la razón del cambio (al menos 3 caracteres).', 'razon');
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const [r] = esUuid(a._idRecord) ? await tx.select().from(asiento).where(eq(asiento.id, a._idRecord)).for('update') : [];
    if (!r) throw notFound('El asiento no existe.');
    const lineas = await tx.select().from(asientoLinea).where(eq(asientoLinea.asientoId, r.id)).orderBy(asc(asientoLinea.n));
    const i = lineas.findIndex((l) => l.id === a._idItem);
    if (i < 0) throw badInput('La línea no es de este asiento.', '_idItem');
    const nueva = await cuentaValida(tx, s.emisorId, now, a.cuentaContable, 'cuentaContable');
    if (!nueva) throw badInput('Elija la cuenta nueva.', 'cuentaContable');
    const linea = lineas[i]!;
    if (linea.cuentaId === nueva) throw badInput('La línea ya está en esa cuenta.', 'cuentaContable');
    // The domain's rule: only the account moves, so the entry still balances.
    const movida = reasignarCuenta(lineas.map((l) => ({ cuentaContable: l.cuentaId, debe: new D(l.debe), haber: new D(l.haber) })), i, nueva);
    if (!validateAsiento(movida).ok) throw new Error(`El asiento ${r.id} no cuadra`);
    await tx.update(asientoLinea).set({ cuentaId: nueva, updatedAt: now }).where(eq(asientoLinea.id, linea.id));
    await tx.update(asiento).set({ updatedAt: now }).where(eq(asiento.id, r.id));
    await tx.insert(asientoLog).values({ emisorId: s.emisorId, id: uuidv7(), asientoId: r.id, lineaId: linea.id, usuarioId: s.user.id, cuentaAnterior: linea.cuentaId, cuentaNueva: nueva, razon, createdAt: now });
    const [fila] = await tx.select().from(asiento).where(eq(asiento.id, r.id));
    return (await conLineas(tx, [fila!]))[0]!;
  });
}
