// Reading and locking a document row in the caller's transaction, and a raw row (a returning CTE
// answers with database names and driver types) as Drizzle's FacturaRow.
import { and, eq, getTableColumns } from 'drizzle-orm';
import { factura } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { esUuid } from '../validate.js';
import type { FacturaRow } from './modelo.js';

/** A document of the session's issuer, or null. */
export async function leerFila(tx: Tx, id: string): Promise<FacturaRow | null> {
  if (!esUuid(id)) return null;
  const [row] = await tx.select().from(factura).where(eq(factura.id, id));
  return row ?? null;
}

/** Locks a document row for an update in this transaction. */
export async function bloquearFila(
  tx: Tx,
  emisorId: string,
  id: string,
): Promise<FacturaRow | null> {
  if (!esUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(factura)
    .where(and(eq(factura.emisorId, emisorId), eq(factura.id, id)))
    .for('update');
  return row ?? null;
}

const COLUMNAS = Object.entries(getTableColumns(factura));

/** A raw `factura` row (database names, driver types) as Drizzle would return it. */
export function filaFactura(raw: Record<string, unknown>): FacturaRow {
  const out: Record<string, unknown> = {};
  for (const [prop, col] of COLUMNAS) {
    const v = raw[col.name];
    if (v === null || v === undefined) out[prop] = v ?? null;
    else if (col.columnType === 'PgTimestamp')
      out[prop] = v instanceof Date ? v : new Date(v as string | number);
    else if (col.columnType === 'PgBigInt53' || col.columnType === 'PgInteger')
      out[prop] = Number(v);
    else if (col.columnType === 'PgNumeric')
      out[prop] = typeof v === 'string' ? v : (v as number).toString();
    else if (col.columnType === 'PgArray' && typeof v === 'string')
      out[prop] = v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
    else out[prop] = v;
  }
  return out as FacturaRow;
}
