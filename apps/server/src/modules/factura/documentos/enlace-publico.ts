// A document's PDF at an unguessable public address, for the link a clerk sends over WhatsApp to
// a customer who has no account: /d/{emisor}/{factura}/{firma}.pdf. The signature is an HMAC of
// the pair under a server secret kept in the database, so knowing ids gives nothing; the address
// shows only the printed document, the same the customer receives by e-mail.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/types.js';
import { withTenant } from '../../../db/tenant.js';
import type { RouteAnswer } from '../../../server-module.js';
import { leerFila } from '../filas.js';
import { nombreArchivo } from '../modelo.js';
import { pdfDocumento } from './pdf.js';

export type EnlacesPublicos = {
  /** The path of the document's public PDF (the web app puts its own origin in front). */
  rutaPdf(emisorId: string, facturaId: string): string;
  /** The document a public path names, when its signature is right; null otherwise. */
  documentoDe(path: string): { emisorId: string; facturaId: string } | null;
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
    documentoDe(path) {
      const m = RUTA.exec(path);
      if (!m) return null;
      const [, e, f, dada] = m as unknown as [string, string, string, string];
      const emisorId = e.toLowerCase();
      const facturaId = f.toLowerCase();
      const a = Buffer.from(firma(secret, emisorId, facturaId));
      const b = Buffer.from(dada);
      return a.length === b.length && timingSafeEqual(a, b) ? { emisorId, facturaId } : null;
    },
  };
}

const noEncontrado: RouteAnswer = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: 'No se encontró el documento.',
};

/** Answers GET /d/…pdf: the PDF when the signature matches an existing document, else 404. */
export async function servirPdfPublico(
  db: Db,
  enlaces: EnlacesPublicos,
  path: string,
  prueba = false,
): Promise<RouteAnswer> {
  const doc = enlaces.documentoDe(path);
  if (!doc) return noEncontrado;
  const row = await withTenant(db, doc.emisorId, (tx) => leerFila(tx, doc.facturaId));
  if (!row) return noEncontrado;
  const nombre = nombreArchivo(row);
  return {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${nombre}.pdf"`,
      // The document's state on the PDF changes until Hacienda answers: never cache for long.
      'cache-control': 'private, max-age=60',
      'x-robots-tag': 'noindex',
    },
    body: await pdfDocumento(row, { prueba }),
  };
}
