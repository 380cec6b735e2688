// Dunning by e-mail (the issue's aging "dunning"): a customer's open credit documents with their
// saldo and days late, sent through the mail outbox in the caller's transaction, at most once a
// day per customer (the outbox key). WhatsApp belongs to the customers module.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { condicionCredito, emisor, factura, receptor } from '../../db/schema/index.js';
import { badInput, notFound } from '../../errors.js';
import { queueMail } from '../../integrations/mail.js';
import { esUuid } from '../validate.js';
import { exigirPagina } from './pagos.js';
import { VENTAS } from './tipos.js';

const dinero = (v: string, moneda: string) => new Intl.NumberFormat('es-CR', { style: 'currency', currency: moneda }).format(Number(v));
const fecha = (d: Date) => new Intl.DateTimeFormat('es-CR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Costa_Rica' }).format(d);

export async function enviarRecordatorio(ctx: Context, clienteId: string) {
  if (!esUuid(clienteId)) throw notFound('El cliente no existe.');
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    exigirPagina(s, false);
    const [c] = await tx.select({ nombre: receptor.nombre, correo: receptor.correoElectronico }).from(receptor).where(eq(receptor.id, clienteId));
    if (!c) throw notFound('El cliente no existe.');
    if (!c.correo) throw badInput(`«${c.nombre}» no tiene correo electrónico: agréguelo en su ficha.`, 'cliente');
    const docs = await tx
      .select({ consecutivo: factura.consecutivo, fechaEmision: factura.fechaEmision, plazo: factura.plazoCredito, saldo: factura.saldo, moneda: factura.codigoMoneda })
      .from(factura)
      .where(and(eq(factura.receptorId, clienteId), condicionCredito(), gt(factura.saldo, '0'), inArray(factura.documento, [...VENTAS]), sql`${factura.estadoDocumento} <> '4'`))
      .orderBy(factura.fechaEmision)
      .limit(200);
    if (!docs.length) throw badInput(`«${c.nombre}» no tiene saldos pendientes.`, 'cliente');
    const [em] = await tx.select({ nombre: emisor.nombre, comercial: emisor.nombreComercial }).from(emisor);
    const quien = em?.comercial || em?.nombre || '';
    const lineas = docs.map((d) => {
      const vence = new Date(d.fechaEmision.getTime() + (d.plazo ?? 0) * 86_400_000);
      const dias = Math.floor((now.getTime() - vence.getTime()) / 86_400_000);
      return `- ${d.consecutivo}, emitido el ${fecha(d.fechaEmision)}, vence el ${fecha(vence)}${dias > 0 ? ` (${dias} días de atraso)` : ''}: saldo ${dinero(d.saldo, d.moneda)}`;
    });
    const text = `Estimado(a) ${c.nombre}:\n\nLe recordamos los documentos con saldo pendiente con ${quien}:\n\n${lineas.join('\n')}\n\nSi ya realizó el pago, por favor ignore este mensaje.\n\n${quien}`;
    const dia = now.toISOString().slice(0, 10);
    await queueMail(tx, `recordatorio:${clienteId}:${dia}`, { to: [c.correo], subject: `Recordatorio de pago — ${quien}`, text, emisorRef: s.emisorId });
    return { enviado: true, correo: c.correo, documentos: docs.length, message: `Recordatorio enviado a ${c.correo} con ${docs.length} documento(s).` };
  });
}
