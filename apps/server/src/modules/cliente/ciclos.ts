// Customer cycles (spec 2 §3–§5, ruling B-2): the manual change (always allowed, logged in
// cicloHistorico with who made it), the executive, the cron settings and the cycle statistics.
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { CICLOS, CICLOS_CRON, normalizeCron, setCiclo as reglaSetCiclo } from '@jit/domain';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { clienteCron, receptor, usuario } from '../../db/schema/index.js';
import { badInput, forbidden } from '../../errors.js';
import type { ClienteCronInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { programarCiclos } from './ciclo-job.js';
import { cicloValido } from './datos.js';
import { CR_MS } from './periodo.js';
import { alcance, soloEjecutivo, vistas } from './lectura.js';
import { clientePorId } from './service.js';

export async function setCiclo(ctx: Context, id: string, ciclo: string | null | undefined, detalle: string | null | undefined) {
  const nuevo = ciclo?.trim() ? cicloValido(ciclo, 'ciclo') : null;
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const previo = await clientePorId(tx, s, id, true);
    const r = reglaSetCiclo(previo, { _id: uuidv7(), fecha: now.toISOString(), ciclo: nuevo, detalle: detalle?.trim() || null });
    const historico = r.cicloHistorico.map((h, i) => (i === r.cicloHistorico.length - 1 ? { ...h, usuarioId: s.userId, manual: true } : h));
    const [row] = await tx
      .update(receptor)
      .set({ ciclo: r.ciclo, cicloFecha: now, cicloHistorico: historico, updatedAt: now })
      .where(eq(receptor.id, previo.id))
      .returning();
    return (await vistas(tx, [row!]))[0]!;
  });
}

export async function setEjecutivo(ctx: Context, id: string, ejecutivo: string | null | undefined) {
  if (ejecutivo && !esUuid(ejecutivo)) throw badInput('El ejecutivo no es válido.', 'ejecutivo');
  return withSession(ctx, async (tx, s) => {
    // An executive cannot hand their customers to someone else (they would lose sight of them).
    if (soloEjecutivo(s) && ejecutivo !== s.userId) throw forbidden('Un ejecutivo solo puede asignarse clientes a sí mismo.', 'ejecutivo');
    const previo = await clientePorId(tx, s, id, true);
    if (ejecutivo) {
      const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.id, ejecutivo));
      if (!u) throw badInput('El ejecutivo no es un usuario de este emisor.', 'ejecutivo');
    }
    const [row] = await tx
      .update(receptor)
      .set({ ejecutivoId: ejecutivo ?? null, updatedAt: ctx.now() })
      .where(eq(receptor.id, previo.id))
      .returning();
    return (await vistas(tx, [row!]))[0]!;
  });
}

/** The five configurable cycles, 0 where the issuer saved nothing. */
const completar = (guardados: { nombre: string; valor: number; meses?: number }[]) =>
  CICLOS_CRON.map((nombre) => {
    const g = guardados.find((c) => c.nombre === nombre);
    return { nombre, valor: g?.valor ?? 0, meses: nombre === 'Fidelizacion' ? (g?.meses ?? 0) : null };
  });

export async function readCron(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx, s) => {
    const [row] = await tx.select().from(clienteCron);
    return { emisor: s.emisorId, ciclos: completar(row?.ciclos ?? []) };
  });
}

export async function createCron(ctx: Context, input: ClienteCronInput) {
  await mismoEmisor(ctx, input.emisor);
  const n = normalizeCron({ emisor: input.emisor ?? '', ciclos: input.ciclos }) as { ciclos: { nombre: string; valor: number; meses?: number }[] };
  n.ciclos.forEach((c, i) => {
    if (!CICLOS_CRON.includes(c.nombre as never)) throw badInput(`El ciclo debe ser uno de: ${CICLOS_CRON.join(', ')}.`, `ciclos.${i}.nombre`);
    if (!Number.isInteger(c.valor) || c.valor < 0 || c.valor > 3650) throw badInput('El valor debe ser un entero de 0 a 3650.', `ciclos.${i}.valor`);
    if (c.meses !== undefined && (!Number.isInteger(c.meses) || c.meses < 0 || c.meses > 120)) throw badInput('Los meses deben ser un entero de 0 a 120.', `ciclos.${i}.meses`);
  });
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    await tx
      .insert(clienteCron)
      .values({ emisorId: s.emisorId, ciclos: n.ciclos, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [clienteCron.emisorId], set: { ciclos: n.ciclos, updatedAt: now } });
    await programarCiclos(tx, s.emisorId, now); // the daily pass starts with the settings
    return { emisor: s.emisorId, ciclos: completar(n.ciclos) };
  });
}

/** Customers per cycle now, every cycle listed (0 included), in the spec's order. */
export async function statsCiclo(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select({ ciclo: receptor.ciclo, n: sql<number>`count(*)::int` })
      .from(receptor)
      .where(alcance(s))
      .groupBy(receptor.ciclo);
    return CICLOS.map((ciclo) => ({ ciclo, cantidad: rows.find((r) => r.ciclo === ciclo)?.n ?? 0 }));
  });
}

/**
 * Customers per cycle at the end of each month of this year, from each customer's cycle history:
 * the last change on or before the month's end (customers created later are not counted).
 */
export async function statsAnnCiclo(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  const ahora = ctx.now();
  const anio = new Date(ahora.getTime() - CR_MS).getUTCFullYear();
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select({ ciclo: receptor.ciclo, createdAt: receptor.createdAt, historico: receptor.cicloHistorico })
      .from(receptor)
      .where(and(alcance(s), sql`${receptor.createdAt} < ${new Date(Date.UTC(anio + 1, 0, 1, 6)).toISOString()}::timestamptz`));
    const meses = [];
    for (let m = 0; m < 12; m++) {
      const fin = new Date(Date.UTC(anio, m + 1, 1, 6)); // midnight in Costa Rica
      if (fin.getTime() - 31 * 86400_000 > ahora.getTime()) break;
      const cuenta = new Map<string, number>();
      for (const r of rows) {
        if (r.createdAt >= fin) continue;
        const antes = r.historico.filter((h) => new Date(h.fecha) < fin);
        const ciclo = antes.length ? antes[antes.length - 1]!.ciclo : r.historico.length ? 'Oportunidad' : r.ciclo;
        cuenta.set(ciclo, (cuenta.get(ciclo) ?? 0) + 1);
      }
      meses.push({ mes: `${anio}-${String(m + 1).padStart(2, '0')}`, ciclos: CICLOS.map((ciclo) => ({ ciclo, cantidad: cuenta.get(ciclo) ?? 0 })) });
    }
    return meses;
  });
}
