// A document's attachments: Factura.addAttachment, deleteAttachment and readAttachments.
import { and, asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../../auth/session.js';
import type { Context } from '../../../context.js';
import { bitacora, facturaAdjunto } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { badInput, notFound } from '../../../errors.js';
import { esUuid } from '../../validate.js';
import { publicarCambio } from '../eventos.js';
import { leerVisible } from '../filas.js';

const MAX_ADJUNTO = 5 * 1024 * 1024;
// The files a document's attachment may be; never a page a browser would run (text/html, SVG,
// XHTML): the web offers attachments for download and opening one must not run a script.
const TIPOS_ADJUNTO =
  /^(application\/pdf|image\/(png|jpeg|gif|webp)|text\/(plain|csv|xml)|application\/(xml|zip|msword|vnd\.ms-excel|vnd\.openxmlformats-officedocument\.[a-z.]+|vnd\.oasis\.opendocument\.[a-z.]+))$/;

/** Factura.addAttachment. */
export async function addAttachment(
  ctx: Context,
  args: { _idFactura: string; src: string; name: string; detail?: string | null },
) {
  const src = args.src.trim();
  const name = args.name.trim();
  if (!/^(https?:\/\/|data:)/i.test(src))
    throw badInput('El adjunto debe ser una dirección http(s) o un archivo data:.', 'src');
  const tipo = /^data:([^;,]*)/i.exec(src)?.[1]?.trim().toLowerCase();
  if (tipo !== undefined && !TIPOS_ADJUNTO.test(tipo))
    throw badInput('Ese tipo de archivo no se admite como adjunto: PDF, imágenes (PNG, JPEG, GIF, WebP), texto, CSV, XML, ZIP u hojas y documentos de Office.', 'src');
  if (src.length > MAX_ADJUNTO * 1.4) throw badInput('El adjunto supera los 5 MB.', 'src');
  if (name.length < 1 || name.length > 200)
    throw badInput('El nombre del adjunto debe tener entre 1 y 200 caracteres.', 'name');
  const now = ctx.now();
  const out = await withSession(ctx, async (tx, s) => {
    const row = await leerVisible(tx, s, args._idFactura);
    if (!row) throw notFound('No se encontró el documento.');
    const id = uuidv7();
    const [a] = await tx
      .insert(facturaAdjunto)
      .values({
        emisorId: s.emisorId,
        id,
        facturaId: row.id,
        src,
        name,
        detail: args.detail ?? null,
        createdAt: now,
      })
      .returning();
    await tx.insert(bitacora).values({
      emisorId: s.emisorId,
      id: uuidv7(),
      facturaId: row.id,
      createdAt: now,
      estadoDocumento: row.estadoDocumento,
      mensaje: `Adjunto agregado: ${name}.`,
      usuarioId: s.userId,
    });
    return { a: a!, row };
  });
  publicarCambio(ctx.services, out.row, 'ADJUNTO');
  return out.a;
}

/** Factura.deleteAttachment. */
export async function deleteAttachment(
  ctx: Context,
  args: { _idFactura: string; _id: string; src?: string | null },
) {
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const row = await leerVisible(tx, s, args._idFactura);
    if (!row) throw notFound('No se encontró el documento.');
    if (!esUuid(args._id))
      return { _id: args._id, state: false, message: 'No se encontró el adjunto.' };
    const conds = [eq(facturaAdjunto.facturaId, row.id), eq(facturaAdjunto.id, args._id)];
    if (args.src) conds.push(eq(facturaAdjunto.src, args.src));
    const gone = await tx
      .delete(facturaAdjunto)
      .where(and(...conds))
      .returning({ name: facturaAdjunto.name });
    if (gone.length === 0)
      return { _id: args._id, state: false, message: 'No se encontró el adjunto.' };
    await tx.insert(bitacora).values({
      emisorId: s.emisorId,
      id: uuidv7(),
      facturaId: row.id,
      createdAt: now,
      estadoDocumento: row.estadoDocumento,
      mensaje: `Adjunto eliminado: ${gone[0]!.name}.`,
      usuarioId: s.userId,
    });
    return { _id: args._id, state: true, message: 'Adjunto eliminado.' };
  });
}

/** The attachments of a document, oldest first (in the caller's transaction). */
export async function adjuntosDe(tx: Tx, facturaId: string) {
  return tx
    .select()
    .from(facturaAdjunto)
    .where(eq(facturaAdjunto.facturaId, facturaId))
    .orderBy(asc(facturaAdjunto.createdAt));
}

/** Factura.readAttachments (unknown or another issuer's document: an empty list). */
export async function readAttachments(ctx: Context, idFactura: string) {
  if (!esUuid(idFactura)) return [];
  return withSession(ctx, async (tx, s) => ((await leerVisible(tx, s, idFactura)) ? adjuntosDe(tx, idFactura) : []));
}
