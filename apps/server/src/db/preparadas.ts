// Hot reads as named prepared statements (docs/FACTURAS.md «Throughput»). Every request builds
// its queries with Drizzle (SQL text, parameter layout, result mapping) and PostgreSQL parses and
// plans each one again: for a list page or a session read the planning costs several times the
// execution (0.3–0.6 ms against 0.07 ms). A statement made with `preparada` is built once per
// process, with `sql.placeholder` for its values, and sent under its name: pg parses a named
// statement once per connection and PostgreSQL keeps its plan.
//
// Drizzle's own prepare() binds the statement to the session it was built on (the pool, or one
// transaction); this runs the same prepared query on the session of any transaction, through
// the session's public prepareQuery (`tx._.session`). One name, one SQL text, for the life of
// the process. Its rows are mapped as Drizzle maps them (each column's decoder, nested paths of
// a join), with the decoders found once instead of per row and column.
import { Column, SQL, is, type Query } from 'drizzle-orm';
import type { Tx } from './types.js';

type Decoder = { mapFromDriverValue(v: unknown): unknown };
type Campo = { path: string[]; field: unknown };
/** What Drizzle's prepare() keeps of a built select: its SQL and how its rows are mapped. */
type Molde = { query: Query; fields: Campo[]; mapear?: (rows: unknown[][]) => unknown[] };
type Preparada = { execute(valores?: Record<string, unknown>): Promise<unknown> };

const decoderDe = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
};

/**
 * Drizzle's mapResultRow with the decoders found once. Only for selects whose joins are all
 * inner (no row nulled for a missing joined table): otherwise Drizzle maps them.
 */
function mapeador(fields: Campo[]): (rows: unknown[][]) => unknown[] {
  const cols = fields.map((f) => ({ path: f.path, decoder: decoderDe(f.field) }));
  return (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < cols.length; i++) {
        const { path, decoder } = cols[i]!;
        let node = out;
        for (let j = 0; j < path.length - 1; j++) node = (node[path[j]!] ??= {}) as Record<string, unknown>;
        const raw = row[i];
        node[path[path.length - 1]!] = raw === null ? null : decoder.mapFromDriverValue(raw);
      }
      return out;
    });
}

/**
 * A select run as the named statement `nombre`: `construir` makes it (values as
 * sql.placeholder) the first time; each call runs it in `tx` with `valores` and answers its rows,
 * mapped as the builder would map them.
 */
export function preparada<R>(
  nombre: string,
  construir: (tx: Tx) => { prepare(name: string): unknown },
): (tx: Tx, valores: Record<string, unknown>) => Promise<R[]> {
  let molde: Molde | null = null;
  return async (tx, valores) => {
    if (!molde) {
      const p = construir(tx).prepare(nombre) as { getQuery(): Query; fields: Campo[]; joinsNotNullableMap?: Record<string, boolean> };
      const todasInternas = Object.values(p.joinsNotNullableMap ?? {}).every(Boolean);
      molde = { query: p.getQuery(), fields: p.fields, mapear: todasInternas ? mapeador(p.fields) : undefined };
    }
    const q = tx._.session.prepareQuery(molde.query, molde.fields as never, nombre, true, molde.mapear) as unknown as Preparada;
    return (await q.execute(valores)) as R[];
  };
}
