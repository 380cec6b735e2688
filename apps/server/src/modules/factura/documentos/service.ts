// The documents/mail service (spec 1 §7): PDF download, e-mail of a document to its receptor (once
// Hacienda accepted it) or to other addresses, the customer's account statement, and the mailer.
// Mail is queued in the caller's transaction (queueMail) and leaves through the outbox.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { CORREO, CORREO_LARGO_MAXIMO, formatMoney } from '@jit/domain';
import type { Context } from '../../../context.js';
import {
  bitacora,
  condicionCredito,
  factura,
  facturaXml,
  receptor as receptorTable,
} from '../../../db/schema/index.js';
import type { Db, Tx } from '../../../db/types.js';
import { withTenant } from '../../../db/tenant.js';
import { badInput, forbidden, notFound } from '../../../errors.js';
import { queueMail, type MailAttachment } from '../../../integrations/mail.js';
import { enqueue, type Job } from '../../../jobs/outbox.js';
import type { Services } from '../../../services.js';
import { documentoCodigo, ESTADO } from '../catalogos.js';
import { publicarCambio } from '../eventos.js';
import { leerFila, leerVisible } from '../filas.js';
import { nombreArchivo, type DatosFactura, type FacturaRow } from '../modelo.js';
import { AVISO_PRUEBA, pdfDocumento, pdfEstadoCuenta } from './pdf.js';
import { withSession } from '../../../auth/session.js';
import { esUuid } from '../../validate.js';

const HACIENDA = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'];

export function validarCorreos(list: readonly string[], field: string, max = 10): string[] {
  const out = [...new Set(list.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (out.length === 0) throw badInput('Indique al menos un correo.', field);
  if (out.length > max) throw badInput(`Indique como máximo ${max} correos.`, field);
  for (const e of out)
    if (!CORREO.test(e) || e.length > CORREO_LARGO_MAXIMO) throw badInput(`El correo «${e}» no es válido.`, field);
  return out;
}

/** Documentos.downloadPDF. */
export async function downloadPDF(ctx: Context, id: string) {
  const row = await withSession(ctx, (tx, s) => leerVisible(tx, s, id));
  if (!row)
    return { state: false, file: null, nombre: null, message: 'No se encontró el documento.' };
  const pdf = await pdfDocumento(row, { prueba: ctx.services.hacienda.sandbox });
  return {
    state: true,
    file: pdf.toString('base64'),
    nombre: `${nombreArchivo(row)}.pdf`,
    message: null,
  };
}

/** Why a document cannot be mailed yet, or null. */
function noEnviable(row: FacturaRow): string | null {
  if (
    HACIENDA.includes(row.documento) &&
    row.estadoDocumento !== ESTADO.ACEPTADO &&
    row.estadoDocumento !== ESTADO.INTERNO
  )
    return 'Hacienda todavía no aceptó el documento: se envía al receptor cuando lo acepte.';
  return null;
}

async function encolarCorreo(tx: Tx, row: FacturaRow, to: string[] | null, key: string) {
  await enqueue(tx, {
    kind: 'documentos.correo',
    key: `documentos.correo:${row.id}:${key}`,
    emisorRef: row.emisorId,
    payload: { emisorId: row.emisorId, facturaId: row.id, ...(to ? { to } : {}) },
  });
}

/** Documentos.enviarDocumentos: mail each document to its receptor. */
export async function enviarDocumentos(ctx: Context, ids: readonly string[]) {
  if (ids.length === 0) throw badInput('Indique al menos un documento.', 'docs');
  if (ids.length > 100) throw badInput('Envíe como máximo 100 documentos por vez.', 'docs');
  const now = ctx.now();
  const out = await withSession(ctx, async (tx, s) => {
    const res: { id: string; state: boolean; message: string | null }[] = [];
    for (const id of ids) {
      const row = await leerVisible(tx, s, id);
      if (!row) {
        res.push({ id, state: false, message: 'No se encontró el documento.' });
        continue;
      }
      const motivo =
        noEnviable(row) ?? (row.receptorCorreo ? null : 'El receptor no tiene correo electrónico.');
      if (motivo) {
        res.push({ id, state: false, message: motivo });
        continue;
      }
      await encolarCorreo(tx, row, null, `envio:${now.getTime()}`);
      res.push({ id, state: true, message: `En cola para ${row.receptorCorreo}.` });
    }
    return res;
  });
  ctx.services.outbox.nudge();
  return out;
}

/** Documentos.reenviarDocumentoOtroCorreo and Factura.reSendEmail. */
export async function reenviar(ctx: Context, id: string, emails: readonly string[]) {
  const to = validarCorreos(emails, 'emails');
  const now = ctx.now();
  const r = await withSession(ctx, async (tx, s) => {
    const row = await leerVisible(tx, s, id);
    if (!row) throw notFound('No se encontró el documento.');
    const motivo = noEnviable(row);
    if (motivo) return { id, state: false, message: motivo };
    await encolarCorreo(tx, row, to, `otro:${now.getTime()}:${to.join(',')}`);
    return { id, state: true, message: `En cola para ${to.join(', ')}.` };
  });
  ctx.services.outbox.nudge();
  return r;
}

/** Factura.sendMailEstadoCuenta: the customer's open credit documents, as a PDF by e-mail. */
export async function enviarEstadoCuenta(ctx: Context, receptorId: string, logo: string | null) {
  if (!esUuid(receptorId)) throw notFound('No se encontró el cliente.');
  if (logo && (!/^data:image\/(png|jpe?g);base64,/i.test(logo) || logo.length > 2_000_000))
    throw badInput('El logo debe ser una imagen PNG o JPG (data:) de hasta 1,5 MB.', 'logo');
  const now = ctx.now();
  await withSession(ctx, async (tx, s) => {
    const [rec] = await tx.select().from(receptorTable).where(eq(receptorTable.id, receptorId));
    const docs = await tx
      .select()
      .from(factura)
      .where(
        and(
          eq(factura.receptorId, receptorId),
          condicionCredito(),
          gt(factura.saldo, '0'),
          sql`${factura.documento} in ('01','04','09','99','101','102','103')`,
        ),
      )
      .orderBy(desc(factura.fechaEmision))
      .limit(500);
    const nombre = rec?.nombre ?? docs[0]?.receptorNombre;
    if (!nombre) throw notFound('No se encontró el cliente.');
    const correo = rec?.correoElectronico ?? docs.find((d) => d.receptorCorreo)?.receptorCorreo;
    if (!correo) throw badInput('El cliente no tiene correo electrónico.', 'receptor');
    const primero = docs[0]?.datos as unknown as DatosFactura | undefined;
    const emisorNombre = primero?.emisor.nombre ?? s.emisor.nombre;
    const pdf = await pdfEstadoCuenta({
      emisor: { nombre: emisorNombre, identificacion: primero?.emisor.identificacion.numero ?? '' },
      receptor: {
        nombre,
        identificacion: rec?.identificacionNumero ?? rec?.identificacionExtranjero ?? null,
      },
      documentos: docs.map((d) => ({
        consecutivo: d.consecutivo,
        fechaEmision: d.fechaEmision,
        plazoCredito: d.plazoCredito,
        codigoMoneda: d.codigoMoneda,
        totalComprobante: d.totalComprobante,
        saldo: d.saldo,
      })),
      now,
      logo,
    });
    const cuerpo = `Adjuntamos su estado de cuenta con ${docs.length} documento(s) pendiente(s) de pago.`;
    const vestido = await ctx.services.plantillasCorreo.vestidoSiGuardada(tx, { nombre, cuerpo, emisor: emisorNombre });
    await queueMail(tx, `estado-cuenta:${s.emisorId}:${receptorId}:${now.getTime()}`, {
      to: [correo],
      subject: `Estado de cuenta — ${emisorNombre}`,
      ...(vestido ?? { text: `Estimado(a) ${nombre}:\n\n${cuerpo}\n\nGracias por su preferencia.\n${emisorNombre}` }),
      attachments: [
        {
          filename: 'estado-de-cuenta.pdf',
          contentBase64: pdf.toString('base64'),
          contentType: 'application/pdf',
        },
      ],
      emisorRef: s.emisorId,
    });
  });
  ctx.services.outbox.nudge();
  return true;
}

const escapeHtml = (t: string) =>
  t.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Mailer.send: a plain message in the issuer's template. */
export async function mailerSend(
  ctx: Context,
  args: {
    account?: string | null;
    template?: string | null;
    to: string[];
    subject: string;
    content: string;
  },
) {
  if (args.account && args.account !== (await ctx.tokenEmisor()))
    throw forbidden('No puedes enviar correos a nombre de otro emisor.');
  const to = validarCorreos(args.to, 'to', 50);
  const subject = args.subject.trim();
  if (subject.length < 1 || subject.length > 200)
    throw badInput('El asunto debe tener entre 1 y 200 caracteres.', 'subject');
  if (args.content.trim().length === 0 || args.content.length > 20_000)
    throw badInput('El contenido debe tener entre 1 y 20 000 caracteres.', 'content');
  const template = args.template ?? '1';
  if (!/^[1-9]$/.test(template))
    throw badInput('La plantilla debe ser un número del 1 al 9.', 'template');
  const now = ctx.now();
  await withSession(ctx, (tx, s) => {
    const firma = s.emisor.nombreComercial ?? s.emisor.nombre;
    const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#222"><div style="border-top:4px solid #007aff;padding:16px;max-width:640px">${escapeHtml(args.content).replace(/\n/g, '<br>')}<p style="color:#777;font-size:12px">${escapeHtml(firma)}</p></div></body></html>`;
    return queueMail(tx, `mailer:${s.emisorId}:${uuidv7()}`, {
      to,
      subject,
      text: `${args.content}\n\n${firma}`,
      html,
      emisorRef: s.emisorId,
    });
  });
  ctx.services.outbox.nudge();
  return {
    state: true,
    message: `En cola para ${to.length} destinatario(s) a las ${now.toISOString()}.`,
  };
}

/** The outbox handler of documentos.correo: PDF, signed XML and Hacienda's answer to the receptor (or `to`). */
export function registerDocumentosJobs(d: { db: Db; services: Services; now: () => Date }): void {
  // Every document of a sandbox installation went to Hacienda's simulator: a trial document.
  const prueba = d.services.hacienda.sandbox;
  d.services.outbox.register('documentos.correo', async (job: Job) => {
    const p = job.payload as { emisorId: string; facturaId: string; to?: string[] };
    const res = await withTenant(d.db, p.emisorId, async (tx) => {
      const row = await leerFila(tx, p.facturaId);
      if (!row) return null;
      const to = p.to ?? (row.receptorCorreo ? [row.receptorCorreo] : []);
      if (to.length === 0) return null;
      const [x] = await tx.select().from(facturaXml).where(eq(facturaXml.facturaId, row.id));
      const nombre = nombreArchivo(row);
      const attachments: MailAttachment[] = [
        {
          filename: `${nombre}.pdf`,
          contentBase64: (await pdfDocumento(row, { prueba })).toString('base64'),
          contentType: 'application/pdf',
        },
      ];
      if (x?.xmlFirmado)
        attachments.push({
          filename: `${nombre}.xml`,
          contentBase64: Buffer.from(x.xmlFirmado).toString('base64'),
          contentType: 'application/xml',
        });
      if (x?.respuestaXml)
        attachments.push({
          filename: `${nombre}-respuesta.xml`,
          contentBase64: Buffer.from(x.respuestaXml).toString('base64'),
          contentType: 'application/xml',
        });
      const datos = row.datos as unknown as DatosFactura;
      const tipo = documentoCodigo(row.documento).annotation ?? 'Documento';
      const emisor = datos.emisor.nombreComercial ?? datos.emisor.nombre;
      const total = formatMoney(row.totalComprobante, row.codigoMoneda);
      const cuerpo = `Adjuntamos ${tipo.toLowerCase()} ${row.consecutivo}${row.clave ? ` (clave ${row.clave})` : ''} por un total de ${total}, con su XML firmado${x?.respuestaXml ? ' y la respuesta de Hacienda' : ''}.`;
      const destinatario = row.receptorNombre ?? 'cliente';
      // The issuer's e-mail template dresses it when one is saved (customers' module, ruling B-8);
      // without one the mail stays as it always was.
      const vestido = await d.services.plantillasCorreo.vestidoSiGuardada(tx, { nombre: destinatario, cuerpo, emisor, aviso: prueba ? AVISO_PRUEBA : null });
      await queueMail(tx, job.key, {
        to,
        subject: `${prueba ? '[Prueba] ' : ''}${tipo} ${row.consecutivo} de ${emisor}`,
        ...(vestido ?? { text: `${prueba ? `${AVISO_PRUEBA}.\n\n` : ''}Estimado(a) ${destinatario}:\n\n${cuerpo}\n\nGracias por su compra.\n${emisor}` }),
        attachments,
        emisorRef: row.emisorId,
      });
      const now = d.now();
      const [after] = await tx
        .update(factura)
        .set({ mail: true, updatedAt: now })
        .where(eq(factura.id, row.id))
        .returning();
      await tx.insert(bitacora).values({
        emisorId: row.emisorId,
        id: uuidv7(),
        facturaId: row.id,
        createdAt: now,
        estadoDocumento: row.estadoDocumento,
        mensaje: `Correo enviado a ${to.join(', ')}.`,
      });
      return after!;
    });
    if (res) {
      publicarCambio(d.services, res, 'CORREO');
      d.services.outbox.nudge();
    }
  });
}
