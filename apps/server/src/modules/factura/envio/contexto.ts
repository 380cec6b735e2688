// What the sending handlers share: the module's dependencies, a short cache of what sending
// needs of each issuer, and the small operations every handler uses (load a document, change it
// in one locked transaction, schedule the next attempt, note the bitácora).
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { transicionDocumento, type EventoDocumento } from '@jit/domain';
import {
  bitacora,
  factura,
  facturaXml,
  outbox,
  type EstadoDocumentoValue,
} from '../../../db/schema/index.js';
import { insertarFilas } from '../../../db/recordset.js';
import { rowsOf, type Tx } from '../../../db/types.js';
import { withTenant, withoutTenant } from '../../../db/tenant.js';
import type { EnqueueInput } from '../../../jobs/outbox.js';
import type { ModuleDeps } from '../../../server-module.js';
import { ESTADO, nombreDeEstado } from '../catalogos.js';
import { cargarEmisor, type EmisorEmision } from '../emisor-adapter.js';
import { publicarCambio, type EventoFactura } from '../eventos.js';
import { filaFactura } from '../filas.js';
import type { FacturaRow } from '../modelo.js';

/**
 * The payload of hacienda.enviar and hacienda.consultar. `aviso`: a question Hacienda's callback
 * prompted (the document counts as received even if this server has not written it yet).
 */
export type Payload = { emisorId: string; facturaId: string; intento: number; aviso?: boolean };

export type EnvioCtx = ModuleDeps & {
  /** What sending needs of the issuer (identification, ATV user), cached a little while. */
  emisorDe(tx: Tx, emisorId: string): Promise<EmisorEmision>;
  /** The same outside a transaction: read in one of its own only when not cached. */
  emisor(emisorId: string): Promise<EmisorEmision>;
};

export function contextoEnvio(d: ModuleDeps): EnvioCtx {
  // It changes rarely: kept a little while per process instead of three queries and a decryption per job.
  const emisores = new Map<string, { hasta: number; e: EmisorEmision }>();
  const vigente = (emisorId: string) => {
    const hit = emisores.get(emisorId);
    return hit && hit.hasta > Date.now() ? hit.e : null;
  };
  const emisorDe = async (tx: Tx, emisorId: string) => {
    const hit = vigente(emisorId);
    if (hit) return hit;
    const e = await cargarEmisor(tx, emisorId, {
      sandbox: d.services.hacienda.sandbox,
      now: d.now(),
    });
    emisores.set(emisorId, { hasta: Date.now() + 30_000, e });
    return e;
  };
  return {
    ...d,
    emisorDe,
    emisor: async (emisorId) =>
      vigente(emisorId) ?? withTenant(d.db, emisorId, (tx) => emisorDe(tx, emisorId)),
  };
}

/**
 * The columns sending reads, locks and returns: every one but `datos` (the whole document as
 * jsonb, kilobytes kept out of line). Sending never needs it, and reading it back on every state
 * change (its lock, its UPDATE … RETURNING) cost a TOAST lookup, the transfer and its decoding.
 */
const { datos: _datos, ...COLUMNAS_ENVIO } = getTableColumns(factura);
export { COLUMNAS_ENVIO };
export type FilaEnvio = Omit<FacturaRow, 'datos'>;

/** The document and its issuer; null when it does not exist. */
export const cargar = (c: EnvioCtx, p: Payload) =>
  withTenant(c.db, p.emisorId, async (tx) => {
    const [row] = await tx.select(COLUMNAS_ENVIO).from(factura).where(eq(factura.id, p.facturaId));
    if (!row) return null;
    return { row, e: await c.emisorDe(tx, p.emisorId) };
  });

/**
 * What a change writes besides locking the row: the header's new values, bitácora lines (by the
 * system), queued work, the answer on the XML row, and queued polls no longer needed (outbox
 * keys, settled as done: the document has its final answer).
 */
export type Escritura = {
  set: Partial<typeof factura.$inferInsert>;
  notas: { estado: EstadoDocumentoValue; mensaje: string }[];
  trabajos: EnqueueInput[];
  xml?: Partial<typeof facturaXml.$inferInsert>;
  hechos?: string[];
};

/** A change, and the event it publishes once committed (null: none, the header is unchanged). */
export type Paso = { w: Escritura; evento: EventoFactura | null; mensaje: string | null };

/**
 * Applies `w` to the locked row in ONE statement (a chain of writes in a WITH, as issuing stores
 * a batch: emision/guardar.ts) and answers with the header as it left it.
 */
async function escribir(tx: Tx, row: FilaEnvio, w: Escritura, now: Date): Promise<FilaEnvio> {
  const partes: SQL[] = [];
  if (w.notas.length)
    partes.push(
      sql`b as (${insertarFilas(
        bitacora,
        w.notas.map((n) => ({
          emisorId: row.emisorId,
          id: uuidv7(),
          facturaId: row.id,
          createdAt: now,
          estadoDocumento: n.estado,
          mensaje: n.mensaje,
        })),
      )})`,
    );
  if (w.trabajos.length)
    partes.push(
      sql`o as (${insertarFilas(
        outbox,
        w.trabajos.map((j) => ({
          id: uuidv7(),
          kind: j.kind,
          key: j.key,
          emisorRef: j.emisorRef ?? null,
          payload: j.payload,
          runAt: j.runAt ?? null,
        })),
        sql`on conflict (key) do nothing`,
      )})`,
    );
  if (w.xml)
    partes.push(
      sql`x as (${tx.update(facturaXml).set(w.xml).where(eq(facturaXml.facturaId, row.id)).getSQL()})`,
    );
  if (w.hechos?.length)
    partes.push(
      sql`h as (update outbox set status = 'done', done_at = ${now.toISOString()}, locked_until = null
        where key in (${sql.join(
          w.hechos.map((k) => sql`${k}`),
          sql`, `,
        )}) and status = 'pending')`,
    );
  // The header last (its returning answers the statement); unchanged, it is only read.
  const cabecera =
    Object.keys(w.set).length > 0
      ? tx.update(factura).set(w.set).where(eq(factura.id, row.id)).returning(COLUMNAS_ENVIO)
      : tx.select(COLUMNAS_ENVIO).from(factura).where(eq(factura.id, row.id));
  if (partes.length === 0) return (await cabecera)[0]!;
  const filas = await rowsOf<Record<string, unknown>>(
    tx,
    sql`with ${sql.join(partes, sql`, `)} ${cabecera.getSQL()}`,
  );
  return filaFactura(filas[0]!);
}

/**
 * Applies a change in one transaction (row locked, then its writes in one statement), publishes
 * after commit. `fn` decides from the locked row what changes, or null when nothing does.
 */
export async function cambiar(
  c: EnvioCtx,
  p: Payload,
  fn: (row: FilaEnvio) => Paso | null,
): Promise<void> {
  const res = await withTenant(c.db, p.emisorId, async (tx) => {
    const [row] = await tx
      .select(COLUMNAS_ENVIO)
      .from(factura)
      .where(eq(factura.id, p.facturaId))
      .for('update');
    const paso = row ? fn(row) : null;
    if (!row || !paso) return null;
    return { ...paso, row: await escribir(tx, row, paso.w, c.now()) };
  });
  if (res?.evento) publicarCambio(c.services, res.row, res.evento, res.mensaje);
}

/** Attempt `intento` of `kind` for the document, `ms` from now, as a job to queue. */
export const programar = (
  c: Pick<EnvioCtx, 'now'>,
  kind: string,
  p: Payload,
  intento: number,
  ms: number,
): EnqueueInput => ({
  kind,
  key: `${kind}:${p.facturaId}:${intento}`,
  emisorRef: p.emisorId,
  payload: { emisorId: p.emisorId, facturaId: p.facturaId, intento },
  runAt: new Date(c.now().getTime() + ms),
});

/** Moves a row through the domain's status machine; undefined when the event does not apply. */
export function siguiente(
  row: Pick<FacturaRow, 'estadoDocumento'>,
  evento: EventoDocumento,
): EstadoDocumentoValue | undefined {
  const actual = nombreDeEstado(row.estadoDocumento);
  if (!actual || actual === 'INTERNO') return undefined;
  const r = transicionDocumento(actual, evento);
  return r.ok ? ESTADO[r.value as keyof typeof ESTADO] : undefined;
}

/** Hacienda answers: if it was down, every waiting send is due now (the queue drains by itself). */
export async function responde(c: EnvioCtx): Promise<void> {
  const hacienda = c.services.hacienda;
  const estabaCaida = hacienda.caidaDesde() !== null;
  hacienda.marcarOk();
  if (!estabaCaida) return;
  await withoutTenant(c.db, (tx) =>
    tx.execute(sql`update outbox set run_at = ${c.now().toISOString()}
      where status = 'pending' and kind = 'hacienda.enviar' and run_at > ${c.now().toISOString()} and locked_until is null`),
  );
  c.services.outbox.nudge();
  hacienda.nudge();
}
