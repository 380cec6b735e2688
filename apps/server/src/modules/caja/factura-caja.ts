// The factura.caja outbox handler (ruling C-2): a document issued with a cash session puts one
// FACTURA movement per tender into that session. Idempotent by key (`<outbox key>:<tender>` is
// unique), so a retry, a second process or the closing applying the same row (see cierre.ts) never
// writes a tender twice; the backlog queued before this module existed is claimed like new work.
import { D, movimientosDeFactura, type DocumentoCaja } from '@jit/domain';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withTenant } from '../../db/tenant.js';
import { cajaMovimiento, cajaSesion, factura } from '../../db/schema/index.js';
import { rowsOf, type Tx } from '../../db/types.js';
import { OutboxWorker, type Job } from '../../jobs/outbox.js';
import type { ModuleDeps, Workers } from '../../server-module.js';
import { valores } from './movimientos.js';

export const KIND_FACTURA_CAJA = 'factura.caja';

type Payload = {
  emisorId: string;
  facturaId: string;
  consecutivo: string;
  usuarioId?: string;
  sesion: string;
  tipo?: string;
  codigoMoneda?: string;
  tipoCambio?: string;
  montoIngreso?: string;
  montoEgreso?: string;
  medioPago?: { tipoMedioPago: string; totalMedioPago?: string | null }[];
  detalle?: string;
};

type OtroCargo = { tipoDocumentoOC?: string; montoCargo?: string };

/** Why nothing was written (a Spanish note for the log), or null when the movements are in. */
export async function aplicarFacturaCaja(tx: Tx, key: string, p: Payload, now: Date): Promise<string | null> {
  const [sesion] = await tx.select({ id: cajaSesion.id }).from(cajaSesion).where(eq(cajaSesion.id, p.sesion));
  if (!sesion) return `La sesión de caja ${p.sesion} del documento ${p.consecutivo} no existe: no se registró el movimiento.`;
  const [doc] = await tx
    .select({ condicionVenta: factura.condicionVenta, referenciaId: factura.referenciaId, totalComprobante: factura.totalComprobante, tipoCambio: factura.tipoCambio, datos: factura.datos })
    .from(factura)
    .where(eq(factura.id, p.facturaId));
  if (!doc) return `El documento ${p.consecutivo} no existe: no se registró su movimiento de caja.`;
  const egreso = p.tipo === 'EGRESO';
  // A credit note follows the document it credits: a note of a credit sale takes no cash out.
  const [original] = doc.referenciaId
    ? await tx.select({ condicionVenta: factura.condicionVenta, bulk: factura.bulk }).from(factura).where(eq(factura.id, doc.referenciaId))
    : [];
  const otros = ((doc.datos as { otrosCargos?: OtroCargo[] }).otrosCargos ?? []).filter((o) => o.tipoDocumentoOC === '06');
  const entrada: DocumentoCaja = {
    condicionVenta: egreso && original ? original.condicionVenta : doc.condicionVenta,
    signo: egreso ? -1 : 1,
    compra: false,
    tipoCambio: doc.tipoCambio,
    totalComprobante: doc.totalComprobante,
    servicio: otros.reduce((a, o) => a.plus(o.montoCargo ?? 0), new D(0)),
    medios: p.medioPago ?? [],
    detalle: p.detalle ?? `Documento ${p.consecutivo}`,
    anulacionMasiva: egreso && !!original?.bulk,
  };
  const movs = movimientosDeFactura(entrada);
  for (const [i, m] of movs.entries()) {
    await tx
      .insert(cajaMovimiento)
      .values({ ...valores({ ...m, _idFactura: p.facturaId }), emisorId: p.emisorId, id: uuidv7(), sesionId: p.sesion, usuarioId: p.usuarioId ?? null, clave: `${key}:${i}`, createdAt: now })
      .onConflictDoNothing();
  }
  return null;
}

/**
 * Registers the handler on the shared outbox and on one worker of its own: the shared worker runs
 * one job at a time behind the issuing's Hacienda work, which would leave a drawer's movements
 * seconds behind its sales. Both claim with FOR UPDATE SKIP LOCKED, and the key keeps it once.
 */
export function registrarFacturaCaja(d: ModuleDeps): Workers {
  const handler = async (job: Job) => {
    const p = job.payload as Payload;
    const nota = await withTenant(d.db, p.emisorId, (tx) => aplicarFacturaCaja(tx, job.key, p, d.now()));
    if (nota) d.log.warn({ job: job.kind, key: job.key }, nota);
  };
  d.services.outbox.register(KIND_FACTURA_CAJA, handler);
  const propio = new OutboxWorker({ db: d.db, log: d.log, now: d.now, pollMs: 250, claimSeconds: d.config.OUTBOX_CLAIM_SECONDS, batch: 20 });
  propio.register(KIND_FACTURA_CAJA, handler);
  return { start: () => propio.start(), stop: () => propio.stop() };
}

/**
 * Before a closing: the session's documents still queued go in now, in the closing's transaction, so
 * the expected amount counts every sale made with the session (the worker finds them done later).
 */
export async function aplicarPendientes(tx: Tx, sesionId: string, now: Date): Promise<number> {
  const filas = await rowsOf<{ key: string; payload: Payload }>(
    tx,
    sql`select key, payload from outbox where kind = ${KIND_FACTURA_CAJA} and status = 'pending' and payload->>'sesion' = ${sesionId}`,
  );
  for (const f of filas) await aplicarFacturaCaja(tx, f.key, f.payload, now);
  if (filas.length)
    await tx.execute(sql`update outbox set status = 'done', done_at = ${now.toISOString()}, locked_until = null where kind = ${KIND_FACTURA_CAJA} and status = 'pending' and payload->>'sesion' = ${sesionId}`);
  return filas.length;
}

