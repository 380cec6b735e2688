// A campaign's send to one recipient (ruling B-9, DECISIONS #114): one outbox row per recipient
// and programming, keyed `cliente.campana:<campaign>:<customer>:<programmed at>`, due at `inicio`.
// It sends the message dressed with the issuer's template through the mailer and writes the
// recipient's status: ENVIADO; VENCIDO when `fin` passed before it could go; ERROR with the
// reason while the outbox retries. The campaign is ENVIADA when no recipient is left pending.
import { and, eq, inArray } from 'drizzle-orm';
import { emailCampana, emailDestino, emisor } from '../../db/schema/index.js';
import { withTenant } from '../../db/tenant.js';
import type { Tx } from '../../db/types.js';
import { enqueue, type JobHandler } from '../../jobs/outbox.js';
import type { ModuleDeps } from '../../server-module.js';
import { esUuid } from '../validate.js';
import { vestido } from './plantilla.js';

export const KIND_CAMPANA = 'cliente.campana';

type Envio = { emisorId: string; campanaId: string; clienteId: string; programadaAt: string };

export async function programarEnvio(tx: Tx, e: Envio, runAt: Date): Promise<void> {
  await enqueue(tx, { kind: KIND_CAMPANA, key: `${KIND_CAMPANA}:${e.campanaId}:${e.clienteId}:${e.programadaAt}`, payload: e, emisorRef: e.emisorId, runAt });
}

async function cerrarSiTermino(tx: Tx, campanaId: string, now: Date) {
  const quedan = await tx
    .select({ c: emailDestino.clienteId })
    .from(emailDestino)
    .where(and(eq(emailDestino.campanaId, campanaId), inArray(emailDestino.estado, ['PENDIENTE', 'ERROR'])))
    .limit(1);
  if (quedan.length === 0) await tx.update(emailCampana).set({ estado: 'ENVIADA', updatedAt: now }).where(and(eq(emailCampana.id, campanaId), eq(emailCampana.estado, 'PROGRAMADA')));
}

export function campanaHandler(d: ModuleDeps): JobHandler {
  return async (job) => {
    const e = job.payload as Partial<Envio>;
    if (!esUuid(e.emisorId ?? '') || !esUuid(e.campanaId ?? '') || !esUuid(e.clienteId ?? '')) {
      d.log.warn({ key: job.key }, 'campañas: el trabajo no trae emisor, campaña o cliente válidos; se descarta');
      return;
    }
    const listo = await withTenant(d.db, e.emisorId!, async (tx) => {
      const [c] = await tx.select().from(emailCampana).where(eq(emailCampana.id, e.campanaId!));
      const [dest] = await tx.select().from(emailDestino).where(and(eq(emailDestino.campanaId, e.campanaId!), eq(emailDestino.clienteId, e.clienteId!)));
      if (!c || !dest) {
        d.log.info({ key: job.key }, 'campañas: la campaña o el destinatario ya no existe; no se envía');
        return null;
      }
      // Taken back to BORRADOR or programmed again since: this send is not the current one.
      if (c.estado !== 'PROGRAMADA' || c.programadaAt?.toISOString() !== e.programadaAt) return null;
      if (dest.estado === 'ENVIADO' || dest.estado === 'VENCIDO') return null;
      const now = d.now();
      if (now.getTime() > c.fin.getTime()) {
        await tx.update(emailDestino).set({ estado: 'VENCIDO', detalle: 'La campaña terminó antes de poder enviarse.' }).where(and(eq(emailDestino.campanaId, c.id), eq(emailDestino.clienteId, dest.clienteId)));
        await cerrarSiTermino(tx, c.id, now);
        return null;
      }
      const [em] = await tx.select({ nombre: emisor.nombre, nombreComercial: emisor.nombreComercial }).from(emisor).where(eq(emisor.emisorId, c.emisorId));
      const cuerpo = await vestido(tx, { nombre: dest.nombre, cuerpo: c.mensaje, emisor: em?.nombreComercial || em?.nombre || '' });
      return { c, dest, cuerpo };
    });
    if (!listo) return;
    const { c, dest, cuerpo } = listo;
    try {
      await d.services.mail.send({ to: [dest.correo], subject: c.asunto, text: cuerpo.text, html: cuerpo.html, emisorRef: c.emisorId });
    } catch (err) {
      const detalle = `No se pudo enviar: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
      await withTenant(d.db, c.emisorId, (tx) => tx.update(emailDestino).set({ estado: 'ERROR', detalle }).where(and(eq(emailDestino.campanaId, c.id), eq(emailDestino.clienteId, dest.clienteId))));
      throw err;
    }
    await withTenant(d.db, c.emisorId, async (tx) => {
      const now = d.now();
      await tx.update(emailDestino).set({ estado: 'ENVIADO', detalle: null, enviadoAt: now }).where(and(eq(emailDestino.campanaId, c.id), eq(emailDestino.clienteId, dest.clienteId)));
      await cerrarSiTermino(tx, c.id, now);
    });
  };
}
