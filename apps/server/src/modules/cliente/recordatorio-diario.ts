// The daily WhatsApp reminder run (ruling B-15, DECISIONS #232): one outbox job per issuer and
// Costa Rica day, keyed `cliente.whatsapp.diario:<emisor>:<aaaa-mm-dd>`, due at 9:00 of that day.
// It queues, for every customer who opted in (waNotifica with a phone), one reminder per open
// credit document, phone and day — the same keys «Recordar por WhatsApp» uses, so the button and
// the run on one day send one message — then queues the next day's run. A server that was down
// over several mornings finds one due run when it comes back: that runs once and queues the next
// morning after now, never twice. Saving a customer who opts in (or the button) starts the chain;
// a run that finds nobody opted in ends it. Issuers with opted-in customers from before the run
// existed were queued by migration 0028.
import { and, eq, type SQL } from 'drizzle-orm';
import { factura, receptor } from '../../db/schema/index.js';
import { withTenant } from '../../db/tenant.js';
import type { Tx } from '../../db/types.js';
import { enqueue, type JobHandler } from '../../jobs/outbox.js';
import type { ModuleDeps } from '../../server-module.js';
import { creditoAbierto } from '../factura/index.js';
import { esUuid } from '../validate.js';
import { CR_MS, DIA_MS } from './periodo.js';

export const KIND_WHATSAPP = 'cliente.whatsapp';
export const KIND_WHATSAPP_DIARIO = 'cliente.whatsapp.diario';
/** The hour (Costa Rica) the daily run sends its reminders. */
export const HORA_RECORDATORIOS = 9;

/** A Costa Rica number written with 8 digits gets its country code. */
const numero = (t: string) => {
  const d = t.replace(/\D/g, '');
  return d.length === 8 ? `506${d}` : d;
};

/** The Costa Rica day of `now`, aaaa-mm-dd. */
export const diaCostaRica = (now: Date) => new Date(now.getTime() - CR_MS).toISOString().slice(0, 10);

/** The next 9:00 in Costa Rica after `now` (today's when it has not come yet), and that day. */
export function siguienteManana(now: Date): { runAt: Date; dia: string } {
  const cr = new Date(now.getTime() - CR_MS);
  let dia = Date.UTC(cr.getUTCFullYear(), cr.getUTCMonth(), cr.getUTCDate());
  if (dia + HORA_RECORDATORIOS * 3_600_000 <= cr.getTime()) dia += DIA_MS;
  return { runAt: new Date(dia + HORA_RECORDATORIOS * 3_600_000 + CR_MS), dia: new Date(dia).toISOString().slice(0, 10) };
}

/** Queues the issuer's run for the next morning (a second call for the same day does nothing). */
export async function programarRecordatorios(tx: Tx, emisorId: string, now: Date): Promise<void> {
  const { runAt, dia } = siguienteManana(now);
  await enqueue(tx, { kind: KIND_WHATSAPP_DIARIO, key: `${KIND_WHATSAPP_DIARIO}:${emisorId}:${dia}`, payload: { emisorId }, emisorRef: emisorId, runAt });
}

/**
 * Queues today's reminders of the opted-in customers that `filtro` keeps (in `tx`, scoped to the
 * issuer): one per open credit document, phone and day. How many were asked for, and how many
 * customers had opted in.
 */
export async function encolarRecordatorios(tx: Tx, emisorId: string, now: Date, filtro?: SQL): Promise<{ mensajes: number; clientes: number }> {
  const clientes = await tx
    .select({ id: receptor.id, telefonos: receptor.waTelefonos })
    .from(receptor)
    .where(and(eq(receptor.waNotifica, true), filtro))
    .limit(5000);
  const dia = diaCostaRica(now);
  let mensajes = 0;
  for (const c of clientes) {
    const telefonos = [...new Set(c.telefonos.map(numero).filter((t) => t.length >= 8))];
    if (telefonos.length === 0) continue;
    const docs = await tx.select({ id: factura.id }).from(factura).where(creditoAbierto(c.id)).limit(200);
    for (const doc of docs)
      for (const to of telefonos) {
        await enqueue(tx, { kind: KIND_WHATSAPP, key: `${KIND_WHATSAPP}:${doc.id}:${dia}:${to}`, payload: { emisorId, facturaId: doc.id, to }, emisorRef: emisorId });
        mensajes++;
      }
  }
  return { mensajes, clientes: clientes.length };
}

/** The outbox handler: today's reminders of the job's issuer, then the next morning's run. */
export function recordatorioDiarioHandler(d: ModuleDeps): JobHandler {
  return async (job) => {
    const emisorId = typeof job.payload.emisorId === 'string' ? job.payload.emisorId : '';
    if (!esUuid(emisorId)) {
      d.log.warn({ key: job.key }, 'recordatorios diarios: el trabajo no trae un emisor válido; se descarta');
      return;
    }
    const now = d.now();
    const r = await withTenant(d.db, emisorId, async (tx) => {
      const r = await encolarRecordatorios(tx, emisorId, now);
      // Nobody opted in (or the issuer is gone): the chain ends; opting a customer in starts it again.
      if (r.clientes > 0) await programarRecordatorios(tx, emisorId, now);
      return r;
    });
    d.log.info({ emisorId, ...r }, r.clientes > 0 ? 'recordatorios diarios de WhatsApp en cola' : 'recordatorios diarios: ningún cliente los pidió; no se programa otro día');
    if (r.mensajes > 0) d.services.outbox.nudge();
  };
}
