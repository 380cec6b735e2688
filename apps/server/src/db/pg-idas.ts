// Round trips to PostgreSQL are the currency of issuing at scale (docs/FACTURAS.md
// «Throughput»): every connection of the pool is wrapped here to count them, and to send a
// tenant transaction's first two statements in one: Drizzle opens a transaction with `begin`
// and withTenant follows with `select set_config('app.emisor_id', $1, true)`. The `begin` is
// held back and goes out with that set_config as one simple-protocol message
// (`begin; select set_config('app.emisor_id', '<uuid>', true)`): one round trip instead of two.
// Anything else after a held `begin` sends it first, as before.
import type pg from 'pg';
import { contarIda } from './metricas.js';

/** The statement withTenant/withoutTenant send first (db/tenant.ts), as Drizzle renders it. */
const FIJAR_EMISOR = "select set_config('app.emisor_id', $1, true)";
const VALOR_SEGURO = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/i;

type Consulta = string | { text?: string };
type Query = (q: Consulta, values?: unknown[]) => Promise<pg.QueryResult>;

const vacio = (command: string): pg.QueryResult =>
  ({ command, rowCount: null, oid: 0, rows: [], fields: [] }) as pg.QueryResult;

const textoDe = (q: Consulta): string | undefined => (typeof q === 'string' ? q : q.text);

/** Wraps a pooled connection (once, on the pool's 'connect'). */
export function instrumentarCliente(client: pg.PoolClient): void {
  const original = client.query.bind(client) as unknown as Query;
  const enviar: Query = (q, values) => {
    contarIda();
    return original(q, values);
  };
  let beginRetenido = false;
  const query = async (q: Consulta, values?: unknown[]): Promise<pg.QueryResult> => {
    const texto = textoDe(q);
    if (!beginRetenido && texto?.trim().toLowerCase() === 'begin') {
      beginRetenido = true;
      return vacio('BEGIN');
    }
    if (!beginRetenido) return enviar(q, values);
    beginRetenido = false;
    const v = values?.[0];
    if (texto === FIJAR_EMISOR && values?.length === 1 && typeof v === 'string' && VALOR_SEGURO.test(v)) {
      // The value is a uuid (or empty): safe to write as a literal in the simple protocol.
      const r = (await enviar(
        `begin; select set_config('app.emisor_id', '${v}', true)`,
      )) as unknown as pg.QueryResult[];
      return r[r.length - 1]!;
    }
    const fin = texto?.trim().toLowerCase();
    if (fin === 'rollback' || fin === 'commit') return vacio(fin.toUpperCase()); // nothing was sent
    await enviar('begin');
    return enviar(q, values);
  };
  // pg-pool's own query() calls the callback form: counted and passed through.
  (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
    if (a.some((x) => typeof x === 'function')) {
      contarIda();
      return (original as unknown as (...b: unknown[]) => unknown)(...a);
    }
    return query(a[0] as Consulta, a[1] as unknown[] | undefined);
  };
}
