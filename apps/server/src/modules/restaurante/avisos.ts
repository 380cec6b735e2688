// The issuer's notices of a new invoice-linked order (ruling D-6), queued in the order's own
// transaction, each once (the outbox key is the order's id): an e-mail to notification.orderEmail,
// an SMS to notification.orderSMS, and Web Push to the browsers of every user who may open
// «Pedidos en línea» (found when the job runs, so a role change before then is honoured).
import { eq } from 'drizzle-orm';
import { emisorConfig, orden } from '../../db/schema/index.js';
import type { Db, Tx } from '../../db/types.js';
import { withTenant } from '../../db/tenant.js';
import { queueMail } from '../../integrations/mail.js';
import { numeroSms } from '../../integrations/sms.js';
import { enqueue, type Job } from '../../jobs/outbox.js';
import type { Logger } from '../../logger.js';
import { queuePush } from '../push/index.js';
import { usuariosConPagina } from '../usuario/index.js';

export const PAGINA_EN_LINEA = '/restaurante/pedidosEnLinea';
export const JOB_PUSH_ORDEN = 'orden.push';

export type OrdenAviso = { id: string; consecutivo: string | null; factura: string | null; receptor: string | null; startDate: Date | null };

const FECHA = new Intl.DateTimeFormat('es-CR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Costa_Rica' });
/** dd/mm/aaaa hh:mm, Costa Rica's time. */
const fecha = (d: Date) => FECHA.format(d).replace(', ', ' ');

/** The one line every channel says. */
export function textoAviso(o: OrdenAviso): string {
  const partes = [
    `Nuevo pedido en línea${o.consecutivo ? ` ${o.consecutivo}` : ''}`,
    o.receptor ? `de ${o.receptor}` : null,
    o.factura ? `(documento ${o.factura})` : null,
    o.startDate ? `para el ${fecha(o.startDate)}` : null,
  ];
  return `${partes.filter(Boolean).join(' ')}.`;
}

/** Queues the notices of a new order in its transaction (`tx`, scoped to the issuer). */
export async function avisarOrdenNueva(tx: Tx, emisorId: string, o: OrdenAviso): Promise<void> {
  const [cfg] = await tx.select({ n: emisorConfig.notification }).from(emisorConfig).where(eq(emisorConfig.emisorId, emisorId));
  const texto = textoAviso(o);
  const correos = (cfg?.n.orderEmail ?? '').split(/[,;\s]+/).filter(Boolean);
  if (correos.length)
    await queueMail(tx, `orden:${o.id}`, {
      to: correos,
      subject: `${texto.slice(0, -1)}`,
      text: `${texto}\n\nLo encuentra en JIT, Restaurante → Pedidos en línea (${PAGINA_EN_LINEA}).`,
      emisorRef: emisorId,
    });
  const numero = cfg?.n.orderSMS ? numeroSms(cfg.n.orderSMS) : null;
  if (numero) await enqueue(tx, { kind: 'sms.send', key: `sms:orden:${o.id}`, emisorRef: emisorId, payload: { to: numero, text: texto.slice(0, 480) } });
  await enqueue(tx, { kind: JOB_PUSH_ORDEN, key: `orden:push:${o.id}`, emisorRef: emisorId, payload: { emisorId, ordenId: o.id, texto } });
}

/** The outbox handler of orden.push: one push.send per user who may open the page (each keyed, so a retry adds none). */
export function pushOrdenJob(db: Db, log: Logger, nudge: () => void) {
  return async (job: Job) => {
    const p = job.payload as { emisorId: string; ordenId: string; texto: string };
    const n = await withTenant(db, p.emisorId, async (tx) => {
      const [o] = await tx.select({ id: orden.id }).from(orden).where(eq(orden.id, p.ordenId));
      if (!o) return null;
      const us = await usuariosConPagina(tx, p.emisorId, PAGINA_EN_LINEA);
      for (const u of us) await queuePush(tx, p.emisorId, u.email, { title: 'Pedido en línea', message: p.texto, url: PAGINA_EN_LINEA }, `orden:${p.ordenId}:${u.id}`);
      return us.length;
    });
    if (n === null) log.warn({ orden: p.ordenId }, 'aviso push de un pedido en línea que ya no existe: no se envía');
    else if (n) nudge();
  };
}
