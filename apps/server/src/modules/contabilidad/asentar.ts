// Writing one journal entry (ruling F2-2): the domain's lines, whose accounts are chart sysNames
// (`sys:VENTAS`) or account ids a person chose, resolved against the issuer's chart, checked to
// balance, and stored once per source. The unique key (emisor, fuente, fuente_id) is what makes a
// handler that runs twice post once: the second insert finds the first and writes nothing.
import { PLAN_CUENTAS, sysDe, validateAsiento, type LineaAsiento } from '@jit/domain';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { asiento, asientoLinea, cuentaContable, type FuenteAsiento } from '../../db/schema/index.js';
import { insertarFilas } from '../../db/recordset.js';
import { rowsOf, type Tx } from '../../db/types.js';
import { esUuid } from '../validate.js';
import { asegurarPlan, copiar } from './cuentas.js';

export type NuevoAsiento = {
  fuente: FuenteAsiento;
  fuenteId: string;
  fecha: Date;
  descripcion: string;
  facturaId?: string | null;
  documentoTipo?: string | null;
  consecutivo?: string | null;
  entidadId?: string | null;
  entidadNombre?: string | null;
  codigoMoneda?: string;
  tipoCambio?: string;
  notas?: string[];
  lineas: LineaAsiento[];
};

/** The issuer's chart as posting reads it: active accounts by id, and ids by sysName. */
export type Plan = { activas: Set<string>; porSys: Map<string, string> };

// The chart changes only when it is first copied (no operation edits it yet, ruling F2-1): a worker
// keeps each issuer's for a minute instead of reading 65 rows for every entry it posts.
const PLAN_MS = 60_000;
const planes = new Map<string, { plan: Plan; hasta: number }>();

export async function planDe(tx: Tx, emisorId: string, now: Date): Promise<Plan> {
  const c = planes.get(emisorId);
  if (c && c.hasta > Date.now()) return c.plan;
  const copiado = await asegurarPlan(tx, emisorId, now);
  const leer = () => tx.select({ id: cuentaContable.id, sysName: cuentaContable.sysName, state: cuentaContable.state }).from(cuentaContable);
  let rows = await leer();
  // A chart copied before an account the system posts to joined the domain's (a migration adds it
  // too): added here, so posting never stops for want of it.
  const faltan = PLAN_CUENTAS.filter((c) => c.sysName && !rows.some((r) => r.sysName === c.sysName));
  if (faltan.length > 0) {
    await copiar(tx, emisorId, now, faltan);
    rows = await leer();
  }
  const plan = { activas: new Set(rows.filter((r) => r.state).map((r) => r.id)), porSys: new Map(rows.flatMap((r) => (r.sysName ? [[r.sysName, r.id] as const] : []))) };
  // A chart copied by this very transaction may still roll back: it is cached only once committed.
  if (!copiado && faltan.length === 0) planes.set(emisorId, { plan, hasta: Date.now() + PLAN_MS });
  return plan;
}

/**
 * An account a person chose (a line's, a type's, a register's): kept when it is an active account
 * of the chart, else null with a Spanish note, so the posting falls back to the system's account.
 */
export function elegida(plan: Plan, id: string | null | undefined, que: string, notas: string[]): string | null {
  const v = id?.trim();
  if (!v) return null;
  if (esUuid(v) && plan.activas.has(v)) return v;
  notas.push(`${que}: la cuenta ${v} no está activa en el catálogo; se usó la del sistema.`);
  return null;
}

type FilaAsiento = typeof asiento.$inferInsert;
type FilaLinea = typeof asientoLinea.$inferInsert;

/**
 * Stores the entries whose sources have none yet; how many were written. One statement for the
 * whole batch: the headers go in skipping every source already posted (the unique key), and the
 * lines go in only for the headers that went in, so a job that runs again, or a batch run again
 * after a crash, writes nothing twice. The day sums follow from the lines (a trigger, same statement).
 */
export async function asentarVarios(tx: Tx, emisorId: string, plan: Plan, asientos: readonly NuevoAsiento[], now: Date): Promise<number> {
  const cuentaDe = (ref: string): string => {
    const s = sysDe(ref);
    const id = s ? plan.porSys.get(s) : ref;
    if (!id) throw new Error(`El catálogo del emisor no tiene la cuenta de sistema ${s}`);
    return id;
  };
  const cabeceras: FilaAsiento[] = [];
  const lineas: FilaLinea[] = [];
  const fuentes = new Set<string>();
  // In source order: two batches that hold a source in common (a job claimed again after its claim
  // lapsed) take the unique key's locks in the same order.
  const ordenados = [...asientos].sort((x, y) => (x.fuente === y.fuente ? (x.fuenteId < y.fuenteId ? -1 : x.fuenteId > y.fuenteId ? 1 : 0) : x.fuente < y.fuente ? -1 : 1));
  for (const a of ordenados) {
    if (a.lineas.length === 0 || fuentes.has(`${a.fuente}:${a.fuenteId}`)) continue;
    fuentes.add(`${a.fuente}:${a.fuenteId}`);
    const v = validateAsiento(a.lineas);
    // The posting rules balance by construction: an unbalanced entry is a bug, never stored.
    if (!v.ok) throw new Error(`Asiento de ${a.fuente} ${a.fuenteId}: ${v.message}`);
    const id = uuidv7();
    cabeceras.push({
      emisorId,
      id,
      fecha: a.fecha,
      fuente: a.fuente,
      fuenteId: a.fuenteId,
      facturaId: a.facturaId ?? null,
      documentoTipo: a.documentoTipo ?? null,
      consecutivo: a.consecutivo ?? null,
      entidadId: a.entidadId ?? null,
      entidadNombre: a.entidadNombre ?? null,
      codigoMoneda: a.codigoMoneda ?? 'CRC',
      tipoCambio: a.tipoCambio ?? '1',
      descripcion: a.descripcion,
      notas: a.notas ?? [],
      createdAt: now,
      updatedAt: now,
    });
    v.value.items.forEach((l, i) =>
      lineas.push({ emisorId, id: uuidv7(), asientoId: id, n: i + 1, cuentaId: cuentaDe(l.cuentaContable), debe: l.debe.toFixed(), haber: l.haber.toFixed(), fecha: a.fecha, createdAt: now, updatedAt: now }),
    );
  }
  if (cabeceras.length === 0) return 0;
  const [r] = await rowsOf<{ n: number }>(
    tx,
    sql`with nuevos as (${insertarFilas(asiento, cabeceras, sql`on conflict do nothing returning id`)}),
         lineas as (${insertarFilas(asientoLinea, lineas, sql`where asiento_id in (select id from nuevos)`)})
        select count(*)::int as n from nuevos`,
  );
  return r?.n ?? 0;
}

/** Stores the entry unless its source already has one; true when it was written. */
export async function asentar(tx: Tx, emisorId: string, plan: Plan, a: NuevoAsiento, now: Date): Promise<boolean> {
  return (await asentarVarios(tx, emisorId, plan, [a], now)) > 0;
}
