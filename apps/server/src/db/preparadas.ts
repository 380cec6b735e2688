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
// the process.
import type { Query } from 'drizzle-orm';
import type { Tx } from './types.js';

/** What Drizzle's prepare() keeps of a built select: its SQL and how its rows are mapped. */
type Molde = { query: Query; fields: unknown; joinsNotNullableMap?: Record<string, boolean> };
type Preparada = { execute(valores?: Record<string, unknown>): Promise<unknown> };

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
      const p = construir(tx).prepare(nombre) as { getQuery(): Query } & Omit<Molde, 'query'>;
      molde = { query: p.getQuery(), fields: p.fields, joinsNotNullableMap: p.joinsNotNullableMap };
    }
    const q = tx._.session.prepareQuery(molde.query, molde.fields as never, nombre, true) as unknown as Preparada &
      Pick<Molde, 'joinsNotNullableMap'>;
    q.joinsNotNullableMap = molde.joinsNotNullableMap;
    return (await q.execute(valores)) as R[];
  };
}
