// The transaction of a batch of requests to issue (emision/lote.ts gathers them): every request is
// checked on its own and a bad one never fails the others.
//   1. each request's session (one read for all: auth/session.ts), and its access check;
//   2. idempotency keys (one read for all): a retry is answered with its first document;
//   3. the issuer (once) and each request's preparation (prepararDocumento);
//   4. asentar: the month's allowance, the numbers of each series (one statement per series),
//      clave, XML and signature per document, then everything stored in one statement and each
//      operation's `despues`. A document that fails there is taken out and the others are
//      numbered again (a savepoint gives their numbers back), so the series keeps no gap.
// A refusal (GraphQLError) fails its own request; anything else (a database error) fails the
// batch, and the caller runs its requests again one by one.
import { sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Context } from '../../../context.js';
import type { Tx } from '../../../db/types.js';
import { Aplazar, trabajandoPara } from '../filas.js';
import { cupoDelMes, numerar, sinCupo } from '../numeracion.js';
import type { FacturaRow } from '../modelo.js';
import { firmarDocumento } from './firmar.js';
import { guardarDocumentos } from './guardar.js';
import { emisorDeLote, mismaPeticion, porLlaves, prepararDocumento } from './preparar.js';
import type { Emision, Emisora, Emitido, Firmada, Preparada } from './tipos.js';

/** One request in a batch. */
export type Pedido = {
  ctx: Context;
  em: Emision;
  now: Date;
  /** SHA-256 of the request, kept with its idempotency key. */
  hash: string;
  /** The session when the caller has it already; otherwise read in the batch's transaction. */
  s?: Emisora | null;
};

/**
 * What a request gets: its document, its refusal, «ask again by key» (a retry racing its first
 * request), or «the next batch» (it needs a row another request of this batch holds).
 */
export type Resultado =
  | { ok: true; v: Emitido }
  | { ok: false; error: unknown }
  | { ok: 'porLlave'; key: string }
  | { ok: 'aplazado' };

type Listo = { i: number; p: Pedido; s: Emisora; d: Preparada; f?: Firmada; numero?: number };

/** A business refusal: it belongs to one request and leaves the transaction usable. */
export const esRechazo = (e: unknown): e is GraphQLError => e instanceof GraphQLError;

const pgError = (e: unknown) => {
  const err = e as { code?: string; constraint?: string; detail?: string; cause?: unknown };
  return err.code ? err : (err.cause as typeof err | undefined);
};

/** The idempotency key a unique violation names (another process stored that request first). */
function llaveEnCarrera(e: unknown): string | null {
  const err = pgError(e);
  if (err?.code !== '23505' || err.constraint !== 'factura_idempotency_uq') return null;
  return (
    /\(emisor_id, idempotency_key\)=\([^,]+, (.*)\) already exists/.exec(err.detail ?? '')?.[1] ??
    null
  );
}

const claveSerie = (d: Preparada) => `${d.p.sucursal}-${d.p.terminal}-${d.p.documento}`;

/** Numbers, signs and stores `vivos` (each failure taken out, the rest again); fills `out`. */
async function asentar(tx: Tx, vivos: Listo[], out: Resultado[], e: Preparada['e']): Promise<void> {
  while (vivos.length > 0) {
    await tx.execute(sql`savepoint emision`);
    let culpa: Listo | null = null;
    try {
      // The month's allowance, for the Hacienda documents in arrival order.
      const enPlan = vivos.filter((v) => v.d.haciendaDoc);
      if (enPlan.length > 0) {
        const c = await cupoDelMes(tx, {
          emisorId: e.emisorId,
          now: enPlan[0]!.p.now,
          plan: e.profile,
        });
        for (const v of enPlan.slice(c.cupo))
          out[v.i] = { ok: false, error: sinCupo(c.limite, e.profile, c.periodo) };
        vivos = vivos.filter((v) => out[v.i] === undefined);
      }
      // Each series' numbers at once, series in a fixed order (two batches never wait on each other in a cycle).
      const series = new Map<string, Listo[]>();
      for (const v of vivos)
        series.set(claveSerie(v.d), [...(series.get(claveSerie(v.d)) ?? []), v]);
      for (const k of [...series.keys()].sort()) {
        const grupo = series.get(k)!;
        const d0 = grupo[0]!.d;
        const primero = await numerar(tx, {
          emisorId: e.emisorId,
          sucursal: d0.p.sucursal,
          terminal: d0.p.terminal,
          documento: d0.p.documento,
          now: grupo[0]!.p.now,
          cantidad: grupo.length,
          enPlan: grupo.filter((v) => v.d.haciendaDoc).length,
        });
        grupo.forEach((v, j) => (v.numero = primero + j));
      }
      for (const v of vivos) {
        culpa = v;
        v.f = firmarDocumento(v.p.ctx, v.d, v.numero!, v.p.now);
      }
      culpa = null;
      const rows = await guardarDocumentos(
        tx,
        vivos.map((v) => ({
          s: v.s,
          flags: v.p.em.flags,
          d: v.d,
          f: v.f!,
          now: v.p.now,
          idempotencia: v.p.em.idempotencyKey
            ? { key: v.p.em.idempotencyKey, hash: v.p.hash }
            : null,
          config: v.p.ctx.config,
        })),
      );
      const hechos: [Listo, FacturaRow][] = vivos.map((v, j) => [v, rows[j]!]);
      for (const [v, row] of hechos) {
        culpa = v;
        trabajandoPara(tx, v.p);
        if (v.p.em.despues) await v.p.em.despues(tx, row, v.d.e, v.s);
      }
      for (const [v, row] of hechos) out[v.i] = { ok: true, v: { row, repetido: false } };
      return;
    } catch (err) {
      await tx.execute(sql`rollback to savepoint emision`);
      const llave = llaveEnCarrera(err);
      const enCarrera = llave ? vivos.find((v) => v.p.em.idempotencyKey === llave) : undefined;
      if (enCarrera) out[enCarrera.i] = { ok: 'porLlave', key: llave! };
      else if (culpa && err instanceof Aplazar) out[culpa.i] = { ok: 'aplazado' };
      else if (culpa && esRechazo(err)) out[culpa.i] = { ok: false, error: err };
      else if (vivos.length === 1) out[vivos[0]!.i] = { ok: false, error: err };
      else {
        // Nobody to blame: each document on its own (its own savepoint), so only the bad one fails.
        for (const v of vivos) await asentar(tx, [v], out, e);
        return;
      }
      vivos = vivos.filter((v) => out[v.i] === undefined);
    }
  }
}

/** Runs a batch of one issuer in `tx`; one Resultado per request, in order. */
export async function emitirLote(
  tx: Tx,
  emisorId: string,
  pedidos: readonly Pedido[],
): Promise<Resultado[]> {
  const out: Resultado[] = new Array<Resultado>(pedidos.length);
  const sesiones = await Promise.allSettled(
    pedidos.map((p) => (p.s ? Promise.resolve(p.s) : p.ctx.session(tx))),
  );
  sesiones.forEach((r, i) => {
    if (r.status === 'rejected') out[i] = { ok: false, error: r.reason };
  });
  // Idempotency: the documents already stored under these keys; the same key twice in the
  // batch waits for the first (answered by key after the commit).
  const keys = pedidos.map((p, i) => (out[i] ? null : (p.em.idempotencyKey ?? null)));
  const previos = await porLlaves(tx, [...new Set(keys.filter((k): k is string => !!k))]);
  const vistas = new Set<string>();
  keys.forEach((k, i) => {
    if (!k) return;
    const prev = previos.get(k);
    if (prev) {
      try {
        out[i] = { ok: true, v: { row: mismaPeticion(prev, pedidos[i]!.hash), repetido: true } };
      } catch (error) {
        out[i] = { ok: false, error };
      }
    } else if (vistas.has(k)) out[i] = { ok: 'porLlave', key: k };
    else vistas.add(k);
  });
  const pendientes = pedidos.flatMap((p, i) => (out[i] ? [] : [{ i, p }]));
  if (pendientes.length === 0) return out;
  const e = await emisorDeLote(tx, pendientes[0]!.p.ctx, emisorId, pendientes[0]!.p.now);
  const listos: Listo[] = [];
  for (const { i, p } of pendientes) {
    const s = (sesiones[i] as PromiseFulfilledResult<Emisora>).value;
    trabajandoPara(tx, p);
    try {
      listos.push({ i, p, s, d: await prepararDocumento(tx, s, p.em, e) });
    } catch (error) {
      if (error instanceof Aplazar) out[i] = { ok: 'aplazado' };
      else if (esRechazo(error)) out[i] = { ok: false, error };
      else throw error;
    }
  }
  await asentar(tx, listos, out, e);
  return out;
}
