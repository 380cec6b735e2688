// Reading and locking a document row in the caller's transaction, and a raw row (a returning CTE
// answers with database names and driver types) as Drizzle's FacturaRow.
import { and, eq, getTableColumns } from 'drizzle-orm';
import { factura } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { Session } from '../../context.js';
import { esUuid } from '../validate.js';
import type { FacturaRow } from './modelo.js';
import { exigirTipo } from './reportes/acceso.js';

/** A document of the session's issuer, or null. */
export async function leerFila(tx: Tx, id: string): Promise<FacturaRow | null> {
  if (!esUuid(id)) return null;
  const [row] = await tx.select().from(factura).where(eq(factura.id, id));
  return row ?? null;
}

/**
 * In a batch of requests to issue (emision/lote-transaccion.ts) every request runs in the same
 * transaction, so a row lock no longer keeps two of them apart: the batch names the request
 * being prepared, and a row locked by one is out of bounds to the others, which wait for the
 * next batch (two credit notes of one invoice must see each other, as in two transactions).
 */
const reservas = new WeakMap<Tx, { actual: object | null; de: Map<string, object> }>();

/** Thrown to a request of a batch that needs a row another request of the batch holds. */
export class Aplazar extends Error {}

/** The batch works for `quien` now: rows it locks are its own until the batch ends. */
export function trabajandoPara(tx: Tx, quien: object): void {
  const r = reservas.get(tx) ?? { actual: null, de: new Map<string, object>() };
  r.actual = quien;
  reservas.set(tx, r);
}

/**
 * A document of the session's issuer that the session may read: FORBIDDEN when the list page of
 * its type is closed to the user (a Cajero reads no credit notes), null when it does not exist.
 */
export async function leerVisible(tx: Tx, s: Session, id: string): Promise<FacturaRow | null> {
  const row = await leerFila(tx, id);
  if (row) exigirTipo(s, row.documento);
  return row;
}

/**
 * Claims a row (a document, or another module's row the preparation updates, such as a
 * restaurant order billed in splits) for the request being prepared; Aplazar when another request
 * of the batch holds it.
 */
export function reservarEnLote(tx: Tx, id: string): void {
  const lote = reservas.get(tx);
  if (!lote?.actual) return;
  const dueno = lote.de.get(id);
  if (dueno && dueno !== lote.actual) throw new Aplazar(id);
  lote.de.set(id, lote.actual);
}

/** Locks a document row for an update in this transaction. */
export async function bloquearFila(
  tx: Tx,
  emisorId: string,
  id: string,
): Promise<FacturaRow | null> {
  if (!esUuid(id)) return null;
  reservarEnLote(tx, id);
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
