// The trial balance, the statements drawn from it, and the general ledger of one account (the
// issue's reports). The period's sums per account come from the day sums (saldos.ts); the domain
// shapes them.
import { balanzaComprobacion, D, estadosFinancieros } from '@jit/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { asiento, asientoLinea, cuentaContable } from '../../db/schema/index.js';
import { badInput, notFound } from '../../errors.js';
import { esUuid } from '../validate.js';
import { asegurarPlan } from './cuentas.js';
import { fechaValida } from './fecha.js';
import { contarPendientes } from './pendientes.js';
import { saldoAntes, sumasPeriodo } from './saldos.js';

/** A period's bounds as given (inclusive), refused in Spanish when reversed. */
export function periodo(inicio: string, final: string): { inicio: Date; final: Date } {
  const i = fechaValida(inicio, 'inicio', 'La fecha de inicio');
  const f = fechaValida(final, 'final', 'La fecha final');
  if (f < i) throw badInput('La fecha final es anterior a la de inicio.', 'final');
  return { inicio: i, final: f };
}

const txt = (d: D) => d.toFixed();

/** Record.balanza: every account with movement in the period, the totals and the statements. */
export async function balanza(ctx: Context, a: { inicio: string; final: string }) {
  const p = periodo(a.inicio, a.final);
  return withSession(ctx, async (tx, s) => {
    await asegurarPlan(tx, s.emisorId, ctx.now());
    const sumas = await sumasPeriodo(tx, p.inicio, p.final);
    const plan = await tx.select().from(cuentaContable);
    const porId = new Map(plan.map((c) => [c.id, c]));
    const b = balanzaComprobacion(
      sumas.map((x) => {
        const c = porId.get(x.cuenta_id);
        return { cuentaId: x.cuenta_id, code: c?.code ?? '', name: c?.name ?? 'Cuenta eliminada', report: c?.reporte ?? '', category: c?.categoria ?? '', debe: x.debe, haber: x.haber };
      }),
    );
    const e = estadosFinancieros(b.cuentas);
    return {
      ...p,
      cuentas: b.cuentas.map((c) => ({ _id: c.cuentaId, code: c.code, name: c.name, category: c.category, report: c.report, debe: txt(c.debe), haber: txt(c.haber), saldo: txt(c.saldo) })),
      debe: txt(b.debe),
      haber: txt(b.haber),
      resultados: e.resultados.map((r) => ({ category: r.category, monto: txt(r.monto) })),
      utilidad: txt(e.utilidad),
      situacion: e.situacion.map((r) => ({ category: r.category, monto: txt(r.monto) })),
      activo: txt(e.activo),
      pasivoPatrimonio: txt(e.pasivoPatrimonio),
    };
  });
}

const MAX_MAYOR = 5000;

/** Record.mayor: an account's balance before the period, its lines in the period with a running balance. */
export async function mayor(ctx: Context, a: { cuenta: string; inicio: string; final: string }) {
  const p = periodo(a.inicio, a.final);
  return withSession(ctx, async (tx, s) => {
    await asegurarPlan(tx, s.emisorId, ctx.now());
    const [c] = esUuid(a.cuenta) ? await tx.select().from(cuentaContable).where(eq(cuentaContable.id, a.cuenta)) : [];
    if (!c) throw notFound('La cuenta no existe en el catálogo.');
    const antes = await saldoAntes(tx, c.id, p.inicio);
    const rows = await tx
      .select({ l: asientoLinea, descripcion: asiento.descripcion, consecutivo: asiento.consecutivo })
      .from(asientoLinea)
      .innerJoin(asiento, eq(asiento.id, asientoLinea.asientoId))
      .where(and(eq(asientoLinea.cuentaId, c.id), gte(asientoLinea.fecha, p.inicio), lte(asientoLinea.fecha, p.final)))
      .orderBy(asc(asientoLinea.fecha), asc(asientoLinea.asientoId), asc(asientoLinea.n))
      .limit(MAX_MAYOR + 1);
    let saldo = new D(antes);
    const saldoInicial = saldo;
    const lineas = rows.slice(0, MAX_MAYOR).map((r) => {
      saldo = saldo.plus(r.l.debe).minus(r.l.haber);
      return { _idRecord: r.l.asientoId, fecha: r.l.fecha, descripcion: r.descripcion, consecutivo: r.consecutivo, debe: r.l.debe, haber: r.l.haber, saldo: txt(saldo) };
    });
    const truncado = rows.length > MAX_MAYOR;
    // Past the lines shown, the period's end balance still counts every line (the day sums).
    const [m] = truncado ? await sumasPeriodo(tx, p.inicio, p.final, c.id) : [];
    const saldoFinal = m ? saldoInicial.plus(m.debe).minus(m.haber) : saldo;
    return { cuenta: { _id: c.id, code: c.code, name: c.name }, saldoInicial: txt(saldoInicial), lineas, saldoFinal: txt(saldoFinal), truncado };
  });
}

/** Record.pendientes: the issuer's sources still waiting for their entry. */
export const pendientes = (ctx: Context) => withSession(ctx, (tx, s) => contarPendientes(tx, s.emisorId));
