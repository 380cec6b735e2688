// Movements of a session (spec 2 §3 Movimiento): a manual one into an open session, the session's
// movements paged from the newest, a search, and the totals of ruling C-9.
import { balancePorMedio, D, normalizeMovimiento, totalesPorMedioPago, TIPOS_EGRESO_MANUAL, type LineaBalance, type Movimiento, type TipoMovimiento } from '@jit/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { cajaMovimiento } from '../../db/schema/index.js';
import type { MovimientoInput } from '../../generated/graphql.js';
import { badInput, fromDomain } from '../../errors.js';
import { sesionVisible } from './acceso.js';
import { esFecha, leerCursor, pagina, patronContiene } from './cursor.js';
import { lineaOut, movimientoOut, nombres } from './forma.js';
import { efectivo, sumas } from './sumas.js';

/** Movimiento.create: by hand, income MANUAL, expense MANUAL, BANCOS or COMPRA (spec 2 §5); warns on limits. */
export async function create(ctx: Context, input: MovimientoInput) {
  const tipo = (input.tipo || 'MANUAL') as TipoMovimiento;
  const r = normalizeMovimiento({ tipo, medioPago: input.medioPago ?? undefined, montoIngreso: input.montoIngreso, montoEgreso: input.montoEgreso, ...(input.detalle ? { detalle: input.detalle } : {}) });
  if (!r.ok) throw fromDomain({ ...r, field: `input.${r.field ?? 'tipo'}` });
  const m = r.value;
  if (tipo === 'FACTURA' || (m.montoEgreso.gt(0) && !TIPOS_EGRESO_MANUAL.includes(tipo)))
    throw badInput('Un movimiento manual es un ingreso MANUAL o un egreso MANUAL, BANCOS o COMPRA.', 'input.tipo');
  if (!m.montoIngreso.gt(0) && !m.montoEgreso.gt(0)) throw badInput('Indique un monto de ingreso o de egreso mayor que cero.', 'input.montoIngreso');
  return withSession(ctx, async (tx, s) => {
    const { sesion, caja } = await sesionVisible(tx, s, input.sesion, 'input.sesion', 'share');
    if (sesion.status !== 'ABIERTA') throw badInput('La sesión de caja no está abierta.', 'input.sesion');
    const [row] = await tx
      .insert(cajaMovimiento)
      .values({ ...valores(m), emisorId: s.emisorId, id: uuidv7(), sesionId: sesion.id, cuentaContable: input.cuentaContable ?? null, usuarioId: s.userId, createdAt: ctx.now() })
      .returning();
    const { alerta } = await efectivo(tx, sesion, caja);
    return movimientoOut(row!, await nombres(tx, [s.userId]), alerta);
  });
}

/** The columns of a domain movement. */
export const valores = (m: Movimiento & { medioHacienda?: string | null }) => ({
  tipo: m.tipo,
  medioPago: m.medioPago,
  medioHacienda: m.medioHacienda ?? null,
  montoIngreso: m.montoIngreso.toFixed(),
  montoEgreso: m.montoEgreso.toFixed(),
  montoServicio: m.montoServicio.toFixed(),
  detalle: m.detalle ?? null,
  idFactura: m._idFactura ?? null,
});

export async function readAllByEmisor(ctx: Context, a: { sesion: string; cursor?: string | null; limit?: number | null }) {
  const take = Math.min(Math.max(a.limit ?? 10, 1), 1000);
  const after = a.cursor ? leerCursor(a.cursor, esFecha) : null;
  return withSession(ctx, async (tx, s) => {
    const { sesion } = await sesionVisible(tx, s, a.sesion);
    const rows = await tx
      .select()
      .from(cajaMovimiento)
      .where(and(eq(cajaMovimiento.sesionId, sesion.id), after ? sql`(${cajaMovimiento.createdAt}, ${cajaMovimiento.id}) < (${after.valor}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(cajaMovimiento.createdAt), desc(cajaMovimiento.id))
      .limit(take + 1);
    const p = pagina(rows, take, (r) => r.createdAt.toISOString());
    const users = await nombres(tx, p.feed.map((r) => r.usuarioId));
    return { ...p, feed: p.feed.map((r) => movimientoOut(r, users)) };
  });
}

export async function readBySearchString(ctx: Context, a: { sesion: string; searchString: string }) {
  const q = a.searchString.trim().toLowerCase();
  if (!q) throw badInput('Escriba parte del detalle para buscar.', 'searchString');
  const like = patronContiene(q);
  return withSession(ctx, async (tx, s) => {
    const { sesion } = await sesionVisible(tx, s, a.sesion);
    const rows = await tx
      .select()
      .from(cajaMovimiento)
      .where(and(eq(cajaMovimiento.sesionId, sesion.id), sql`(lower(coalesce(${cajaMovimiento.detalle}, '')) like ${like} or lower(${cajaMovimiento.tipo}) like ${like} or lower(${cajaMovimiento.medioPago}) like ${like})`))
      .orderBy(desc(cajaMovimiento.createdAt), desc(cajaMovimiento.id))
      .limit(50);
    const users = await nombres(tx, rows.map((r) => r.usuarioId));
    return rows.map((r) => movimientoOut(r, users));
  });
}

/** A closing line as stored and served (strings). */
export const lineaTexto = (l: LineaBalance) => ({ linea: l.linea, ingresos: l.ingresos.toFixed(), egresos: l.egresos.toFixed(), esperado: l.esperado.toFixed(), contado: l.contado.toFixed(), dif: l.dif.toFixed() });

/** readTotal, readByMedioPago and readMontosTotales (ruling C-9), from one aggregate. */
export async function totales(ctx: Context, sesionId: string) {
  return withSession(ctx, async (tx, s) => {
    const { sesion } = await sesionVisible(tx, s, sesionId);
    const { porMedio, servicio } = await sumas(tx, sesion.id);
    const movs = porMedio.map((m) => ({ ...m, tipo: 'MANUAL' as const, montoServicio: new D(0) }));
    const b = balancePorMedio({ montoInicial: new D(sesion.montoInicial), movimientos: porMedio }, { efectivo: 0 });
    const ingresos = b.lineas.reduce((a, l) => a.plus(l.ingresos), new D(0));
    const egresos = b.lineas.reduce((a, l) => a.plus(l.egresos), new D(0));
    return {
      total: { ingresos, egresos, saldo: ingresos.minus(egresos) },
      porMedio: totalesPorMedioPago(movs),
      montos: {
        montoInicial: sesion.montoInicial,
        ingresos,
        egresos,
        saldo: ingresos.minus(egresos),
        esperado: b.lineas[0]!.esperado,
        servicio,
        // Nothing counted yet: only what is expected (contado and dif say nothing until the closing).
        lineas: b.lineas.filter((l) => !l.ingresos.isZero() || !l.egresos.isZero() || l.linea === 'EFECTIVO').map((l) => lineaOut({ ...lineaTexto(l), contado: '0', dif: '0' })),
      },
    };
  });
}
