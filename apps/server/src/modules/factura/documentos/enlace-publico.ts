// A document's PDF at an unguessable public address, for the link a clerk sends over WhatsApp to
// a customer who has no account: /d/{emisor}/{factura}/{firma}.pdf. The signature is an HMAC of
// the pair under a server secret kept in the database, so knowing ids gives nothing; the address
// shows only the printed document, the same the customer receives by e-mail.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/types.js';
import { withTenant } from '../../../db/tenant.js';
import { leerFila } from '../emitir.js';
import { pdfDocumento } from './pdf.js';

export type EnlacesPublicos = {
  /** The path of the document's public PDF (the web app puts its own origin in front). */
  rutaPdf(emisorId: string, facturaId: string): string;
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const RUTA = new RegExp(`^/d/(${UUID})/(${UUID})/([\\w-]{32})\\.pdf$`, 'i');

const firma = (secret: string, emisorId: string, facturaId: string) =>
  createHmac('sha256', secret)
    .update(`pdf:${emisorId}/${facturaId}`)
    .digest('base64url')
    .slice(0, 32);

export function createEnlaces(secret: string): EnlacesPublicos {
  return {
    rutaPdf: (emisorId, facturaId) =>
      `/d/${emisorId}/${facturaId}/${firma(secret, emisorId, facturaId)}.pdf`,
  };
}

export type Respuesta = { status: number; headers: Record<string, string>; body: Buffer | string };

const noEncontrado: Respuesta = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: 'No se encontró el documento.',
};

/** Answers GET /d/…pdf: the PDF when the signature matches an existing document, else 404. */
export async function servirPdfPublico(db: Db, secret: string, path: string): Promise<Respuesta> {
  const m = RUTA.exec(path);
  if (!m) return noEncontrado;
  const [, emisorId, facturaId, dada] = m as unknown as [string, string, string, string];
  const a = Buffer.from(firma(secret, emisorId.toLowerCase(), facturaId.toLowerCase()));
  const b = Buffer.from(dada);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return noEncontrado;
  const row = await withTenant(db, emisorId.toLowerCase(), (tx) =>
    leerFila(tx, facturaId.toLowerCase()),
  );
  if (!row) return noEncontrado;
  const nombre = (row.clave ?? row.consecutivo).replace(/[^A-Za-z0-9-]/g, '');
  return {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${nombre}.pdf"`,
      // The document's state on the PDF changes until Hacienda answers: never cache for long.
      'cache-control': 'private, max-age=60',
      'x-robots-tag': 'noindex',
    },
    body: await pdfDocumento(row),
  };
}
