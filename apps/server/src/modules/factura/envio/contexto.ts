// What the sending handlers share: the module's dependencies, a short cache of what sending
// needs of each issuer, and the small operations every handler uses (load a document, change it
// in one locked transaction, schedule the next attempt, note the bitácora).
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { transicionDocumento, type EventoDocumento } from '@jit/domain';
import {
  bitacora,
  factura,
  facturaXml,
  type EstadoDocumentoValue,
} from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { withTenant, withoutTenant } from '../../../db/tenant.js';
import { enqueue } from '../../../jobs/outbox.js';
import type { ModuleDeps } from '../../../server-module.js';
import { ESTADO, nombreDeEstado } from '../catalogos.js';
import { cargarEmisor, type EmisorEmision } from '../emisor-adapter.js';
import { publicarCambio, type EventoFactura } from '../eventos.js';
import type { FacturaRow } from '../modelo.js';

/** The payload of hacienda.enviar and hacienda.consultar. */
export type Payload = { emisorId: string; facturaId: string; intento: number };

/** A change a handler makes to a locked document: the event to publish and the row as it left it. */
export type Cambio = { evento: EventoFactura; mensaje: string | null; row: FacturaRow } | null;

export type EnvioCtx = ModuleDeps & {
  /** What sending needs of the issuer (identification, ATV user), cached a little while. */
  emisorDe(tx: Tx, emisorId: string): Promise<EmisorEmision>;
};

export function contextoEnvio(d: ModuleDeps): EnvioCtx {
  // It changes rarely: kept a little while per process instead of three queries and a decryption per job.
  const emisores = new Map<string, { hasta: number; e: EmisorEmision }>();
  return {
    ...d,
    async emisorDe(tx, emisorId) {
      const hit = emisores.get(emisorId);
      if (hit && hit.hasta > Date.now()) return hit.e;
      const e = await cargarEmisor(tx, emisorId, {
        sandbox: d.services.hacienda.sandbox,
        now: d.now(),
      });
      emisores.set(emisorId, { hasta: Date.now() + 30_000, e });
      return e;
    },
  };
}

/** The document, its signed XML when asked, and its issuer; null when it does not exist. */
export const cargar = (c: EnvioCtx, p: Payload, conXml: boolean) =>
  withTenant(c.db, p.emisorId, async (tx) => {
    const [row] = await tx.select().from(factura).where(eq(factura.id, p.facturaId));
    if (!row) return null;
    const xml = conXml
      ? ((
          await tx
            .select({ xmlFirmado: facturaXml.xmlFirmado })
            .from(facturaXml)
            .where(eq(facturaXml.facturaId, p.facturaId))
        )[0] ?? null)
      : null;
    const e = await c.emisorDe(tx, p.emisorId);
    return { row, xml, e };
  });

/**
 * Applies a change in one transaction (row locked), publishes after commit. `fn` answers with the
 * row as it left it (from its UPDATE … RETURNING), or null when nothing changed.
 */
export async function cambiar(
  c: EnvioCtx,
  p: Payload,
  fn: (tx: Tx, row: FacturaRow) => Promise<Cambio>,
): Promise<void> {
  const res = await withTenant(c.db, p.emisorId, async (tx) => {
    const [row] = await tx.select().from(factura).where(eq(factura.id, p.facturaId)).for('update');
    return row ? fn(tx, row) : null;
  });
  if (res) publicarCambio(c.services, res.row, res.evento, res.mensaje);
}

/** Queues attempt `intento` of `kind` for the document, `ms` from now. */
export const programar = (
  c: EnvioCtx,
  tx: Tx,
  kind: string,
  p: Payload,
  intento: number,
  ms: number,
) =>
  enqueue(tx, {
    kind,
    key: `${kind}:${p.facturaId}:${intento}`,
    emisorRef: p.emisorId,
    payload: { emisorId: p.emisorId, facturaId: p.facturaId, intento },
    runAt: new Date(c.now().getTime() + ms),
  });

/** Moves a row through the domain's status machine; undefined when the event does not apply. */
export function siguiente(
  row: FacturaRow,
  evento: EventoDocumento,
): EstadoDocumentoValue | undefined {
  const actual = nombreDeEstado(row.estadoDocumento);
  if (!actual || actual === 'INTERNO') return undefined;
  const r = transicionDocumento(actual, evento);
  return r.ok ? ESTADO[r.value as keyof typeof ESTADO] : undefined;
}

/** A line in the document's bitácora (by the system: no user). */
export async function nota(
  tx: Tx,
  row: FacturaRow,
  estado: string,
  mensaje: string,
  now: Date,
): Promise<void> {
  await tx.insert(bitacora).values({
    emisorId: row.emisorId,
    id: uuidv7(),
    facturaId: row.id,
    createdAt: now,
    estadoDocumento: estado as EstadoDocumentoValue,
    mensaje,
  });
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
