// WhatsApp reminders of unpaid documents (ruling B-15, DECISIONS #116): Cliente.sendRecordatorios
// queues, for each customer who opted in (waNotifica with waTelefonos), one message per open credit
// document, phone and Costa Rica day (`cliente.whatsapp:<document>:<day>:<phone>`), so asking twice
// in a day sends nothing twice. The job writes the customer's own message (waMensaje) or the
// default, with the document's public PDF link, and sends it through the WhatsApp client. The same
// reminders also go out every morning by themselves (recordatorio-diario.ts).
import { and, eq } from 'drizzle-orm';
import { formatMoney } from '@jit/domain';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { factura, receptor } from '../../db/schema/index.js';
import { withTenant } from '../../db/tenant.js';
import { createWhatsapp } from '../../integrations/whatsapp.js';
import type { JobHandler } from '../../jobs/outbox.js';
import type { ModuleDeps } from '../../server-module.js';
import { esUuid } from '../validate.js';
import { alcance } from './lectura.js';
import { encolarRecordatorios, programarRecordatorios } from './recordatorio-diario.js';
import { clientePorId } from './service.js';

export { KIND_WHATSAPP } from './recordatorio-diario.js';

/** Cliente.sendRecordatorios: how many messages were queued (and the daily run is on from then on). */
export function sendRecordatorios(ctx: Context, clienteId: string | null | undefined) {
  return withSession(ctx, async (tx, s) => {
    if (clienteId) await clientePorId(tx, s, clienteId);
    const now = ctx.now();
    const r = await encolarRecordatorios(tx, s.emisorId, now, and(clienteId ? eq(receptor.id, clienteId) : undefined, alcance(s)));
    if (r.clientes > 0) await programarRecordatorios(tx, s.emisorId, now);
    return r.mensajes;
  }).finally(() => ctx.services.outbox.nudge());
}

const MENSAJE = 'Hola {nombre}, le recordamos que el documento {consecutivo} tiene un saldo pendiente de {saldo}. Puede verlo aquí: {enlace}';

export function whatsappHandler(d: ModuleDeps): JobHandler {
  const wa = createWhatsapp(d.config);
  return async (job) => {
    const { emisorId, facturaId, to } = job.payload as { emisorId?: string; facturaId?: string; to?: string };
    if (!esUuid(emisorId ?? '') || !esUuid(facturaId ?? '') || !to) {
      d.log.warn({ key: job.key }, 'recordatorios: el trabajo no trae emisor, documento o teléfono válidos; se descarta');
      return;
    }
    const texto = await withTenant(d.db, emisorId!, async (tx) => {
      const [f] = await tx
        .select({ consecutivo: factura.consecutivo, saldo: factura.saldo, moneda: factura.codigoMoneda, clienteId: factura.receptorId })
        .from(factura)
        .where(eq(factura.id, facturaId!));
      const [c] = f?.clienteId ? await tx.select({ nombre: receptor.nombre, wa: receptor.waNotifica, mensaje: receptor.waMensaje }).from(receptor).where(eq(receptor.id, f.clienteId)) : [];
      if (!f || !c) {
        d.log.info({ key: job.key }, 'recordatorios: el documento o el cliente ya no existe; no se envía');
        return null;
      }
      // Paid since it was queued, or the customer opted out: nothing to remind.
      if (!c.wa || Number(f.saldo ?? 0) <= 0) return null;
      const enlace = `${(d.config.PUBLIC_URL ?? '').replace(/\/$/, '')}${d.services.enlaces.rutaPdf(emisorId!, facturaId!)}`;
      return (c.mensaje?.trim() || MENSAJE)
        .replaceAll('{nombre}', c.nombre)
        .replaceAll('{consecutivo}', f.consecutivo)
        .replaceAll('{saldo}', formatMoney(f.saldo ?? '0', f.moneda))
        .replaceAll('{enlace}', enlace);
    });
    if (!texto) return;
    const r = await wa.enviarTexto(to, texto);
    if (!r.ok) throw new Error(r.message);
    d.log.info({ key: job.key, id: r.id, sandbox: wa.sandbox }, 'recordatorio de WhatsApp enviado');
  };
}
