// Many rows of a table in one parameter: `insert into t (cols) select cols from
// json_populate_recordset(null::t, $1::json)`. A batch of documents (header, lines, XML,
// bitácora, outbox rows) is stored in one statement whatever its size: no limit of 65,535 bound
// parameters, one JSON.stringify instead of a value mapping per cell, and columns left out
// still take their defaults.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

const valor = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/**
 * The INSERT of `rows` (Drizzle's insert shape: property names, JS values) into `table`. Every
 * row must give the same columns (a column left out of one row would be NULL there, not its
 * default). `sufijo`: e.g. sql`on conflict (key) do nothing`.
 */
export function insertarFilas<T extends PgTable>(
  table: T,
  rows: readonly T['$inferInsert'][],
  sufijo: SQL = sql``,
): SQL {
  const columnas = getTableColumns(table) as Record<string, { name: string }>;
  const nombres = Object.keys(rows[0] ?? {}).filter(
    (k) => (rows[0] as Record<string, unknown>)[k] !== undefined,
  );
  for (const k of nombres) if (!columnas[k]) throw new Error(`${getTableName(table)}: no tiene la columna ${k}`);
  const json = rows.map((r) => {
    const fila = r as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of nombres) out[columnas[k]!.name] = valor(fila[k] ?? null);
    if (Object.keys(fila).filter((k) => fila[k] !== undefined).length !== nombres.length)
      throw new Error(`${getTableName(table)}: las filas no dan las mismas columnas`);
    return out;
  });
  const tabla = sql.identifier(getTableName(table));
  const cols = sql.raw(nombres.map((k) => `"${columnas[k]!.name}"`).join(', '));
  return sql`insert into ${tabla} (${cols}) select ${cols} from json_populate_recordset(null::${tabla}, ${JSON.stringify(json)}::json) ${sufijo}`;
}
