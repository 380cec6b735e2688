// Gap-free numbering and the plan's monthly allowance. Both are a single upsert on one row,
// inside the documents' transaction (a batch of one series takes its numbers at once): the row
// lock serialises issuers of the same series until commit, a rollback gives the numbers back,
// so the series never has a gap or a repeat.
import { sql } from 'drizzle-orm';
import { fechaCostaRica } from '@jit/hacienda';
import { PLAN_LIMITES, nombreMes, planCounter, type Profile } from '@jit/domain';
import { plan } from '../../db/schema/index.js';
import { rowsOf, type Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';

/** The Costa Rica calendar month of a moment, 'YYYY-MM'. */
export const periodoDe = (now: Date): string => fechaCostaRica(now).slice(0, 7);

export const mesEnPalabras = (periodo: string): string =>
  `${nombreMes(Number(periodo.slice(5, 7)))} de ${periodo.slice(0, 4)}`;

// Plan limits live in the global plan table (DECISIONS #24); read once a minute, not per document.
let limites: { at: number; value: Record<Profile, number> } | null = null;
export async function limitesPlan(tx: Tx): Promise<Record<Profile, number>> {
  if (limites && Date.now() - limites.at < 60_000) return limites.value;
  const rows = await tx.select({ name: plan.name, documentosMes: plan.documentosMes }).from(plan);
  const value = { ...PLAN_LIMITES };
  for (const r of rows) value[r.name] = r.documentosMes;
  limites = { at: Date.now(), value };
  return value;
}
/** Tests and the bench change the plan table: forget the cached limits. */
export const olvidarLimites = () => {
  limites = null;
};

const serieDe = (a: { sucursal: number; terminal: number; documento: string }) =>
  `${a.sucursal}-${a.terminal}-${a.documento}`;

/** The refusal of a document the month's allowance has no room for. */
export const sinCupo = (limite: number, profile: Profile, periodo: string) =>
  badInput(
    `Alcanzó el límite de ${limite} comprobantes de su plan ${profile} para ${mesEnPalabras(periodo)}. Cambie a un plan mayor para seguir facturando este mes.`,
    'plan',
  );

/**
 * How many more Hacienda documents the month's allowance takes (a plain read of the sum of the
 * issuer's series, no lock). Two series racing on the last documents of a month may go over by
 * the documents they issue together (a batch each): the allowance is a plan limit, not a legal
 * number.
 */
export async function cupoDelMes(
  tx: Tx,
  a: { emisorId: string; now: Date; plan: Profile },
): Promise<{ cupo: number; limite: number; periodo: string }> {
  const limite = (await limitesPlan(tx))[a.plan];
  const periodo = periodoDe(a.now);
  const t = await rowsOf<{ n: number | string }>(
    tx,
    sql`select coalesce(sum(documentos), 0) as n from plan_uso where emisor_id = ${a.emisorId} and periodo = ${periodo}`,
  );
  return { cupo: Math.max(0, limite - Number(t[0]!.n)), limite, periodo };
}

/**
 * One round trip: the next `cantidad` numbers of the series (the first is returned; they run
 * on without a gap) and, for `enPlan` of them, documents in the month's allowance. Both rows stay
 * locked until the commit, so the caller keeps what follows short.
 */
export async function numerar(
  tx: Tx,
  a: {
    emisorId: string;
    sucursal: number;
    terminal: number;
    documento: string;
    now: Date;
    cantidad: number;
    enPlan: number;
  },
): Promise<number> {
  const periodo = periodoDe(a.now);
  const serie = sql`insert into consecutivo (emisor_id, sucursal, terminal, documento, ultimo, updated_at)
        values (${a.emisorId}, ${a.sucursal}, ${a.terminal}, ${a.documento}, ${a.cantidad}, ${a.now.toISOString()})
        on conflict (emisor_id, sucursal, terminal, documento)
        do update set ultimo = consecutivo.ultimo + excluded.ultimo, updated_at = excluded.updated_at
        returning ultimo`;
  const r = await rowsOf<{ ultimo: string | number }>(
    tx,
    a.enPlan > 0
      ? sql`with p as (insert into plan_uso (emisor_id, periodo, serie, documentos) values (${a.emisorId}, ${periodo}, ${serieDe(a)}, ${a.enPlan})
            on conflict (emisor_id, periodo, serie) do update set documentos = plan_uso.documentos + excluded.documentos returning 1),
          c as (${serie})
          select c.ultimo from c, p`
      : sql`with c as (${serie}) select c.ultimo from c`,
  );
  return Number(r[0]!.ultimo) - a.cantidad + 1;
}

/** Documents counted this month (for Factura.facturacionCounter). */
export async function usoDelMes(tx: Tx, emisorId: string, profile: Profile, now: Date) {
  const periodo = periodoDe(now);
  const r = await rowsOf<{ documentos: number }>(
    tx,
    sql`select coalesce(sum(documentos), 0) as documentos from plan_uso where emisor_id = ${emisorId} and periodo = ${periodo}`,
  );
  const usados = Number(r[0]?.documentos ?? 0);
  const c = planCounter(profile, usados, await limitesPlan(tx));
  return { periodo, counter: usados, limite: c.limite, restantes: c.restantes };
}
