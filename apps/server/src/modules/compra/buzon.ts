// The supplier mailbox (ruling E-2). Each issuer's inbound address is compras+<issuer id>@<domain>;
// whatever takes mail in (the sandbox mailbox below, an SMTP listener or IMAP polling) hands each
// mail here as its sender, addressee, Message-ID and attachments. The XML and PDF attachments are
// stored; the XML is read, its signature verified and checked to be addressed to this issuer; the
// mail becomes one AutoEmail record, RECIBIDO (it waits in «Aceptar comprobantes») or ERROR with
// the reason in Spanish. A mail handed in twice (a redelivery, a crash before the mailbox removed
// it) is kept once: the Message-ID is unique per issuer.
import { parseDocumento, verificarFirmas } from '@jit/hacienda';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { autoEmail } from '../../db/schema/index.js';
import { withTenant } from '../../db/tenant.js';
import type { Tx } from '../../db/types.js';
import type { ModuleDeps } from '../../server-module.js';
import { guardarArchivo } from '../archivo/index.js';
import { cargarEmisor } from '../factura/index.js';
import { esUuid } from '../validate.js';

export type Adjunto = { nombre: string; tipo: string; contenido: Buffer };
export type Correo = { mensajeId: string; de: string; para: string; adjuntos: Adjunto[] };

/** The inbound address of an issuer. */
export const direccionBuzon = (emisorId: string, dominio = 'buzon.jit.cr') => `compras+${emisorId}@${dominio}`;

/** The issuer an address belongs to, or null. */
export function emisorDeDireccion(para: string): string | null {
  const m = /compras\+([0-9a-f-]{36})@/i.exec(para);
  return m && esUuid(m[1]!) ? m[1]!.toLowerCase() : null;
}

const esXml = (a: Adjunto) => /\.xml$/i.test(a.nombre) || /xml/i.test(a.tipo);
const esPdf = (a: Adjunto) => /\.pdf$/i.test(a.nombre) || /pdf/i.test(a.tipo);

/** What the XML says, or why it cannot be taken (Spanish). */
async function revisar(tx: Tx, d: ModuleDeps, emisorId: string, xmls: Adjunto[]): Promise<{ doc: string | null; proveedor: string | null; xml: string | null; error: string | null }> {
  // A supplier's mail carries the invoice and often Hacienda's answer (MensajeHacienda): the
  // invoice is the XML that reads as a comprobante.
  let ultimo = 'El correo no trae un XML de comprobante.';
  for (const a of xmls) {
    const xml = a.contenido.toString('utf8').replace(/^\uFEFF/, '').trim();
    let leido: ReturnType<typeof parseDocumento>;
    try {
      leido = parseDocumento(xml);
    } catch (e) {
      ultimo = `El archivo «${a.nombre}» no es un comprobante válido: ${(e as Error).message}`;
      continue;
    }
    if (leido.clase !== 'comprobante') continue;
    const c = leido.documento;
    const firmas = verificarFirmas(xml);
    if (!firmas.valido) return { doc: c.clave, proveedor: c.emisor.nombre, xml, error: `La firma del comprobante no es válida: ${firmas.errores.slice(0, 2).join('; ') || 'no tiene firma'}.` };
    const e = await cargarEmisor(tx, emisorId, { sandbox: d.services.hacienda.sandbox, now: d.now() });
    const receptor = c.receptor?.identificacion?.numero?.replace(/\D/g, '') ?? null;
    if (receptor && receptor !== e.identificacion.numero.replace(/\D/g, '')) return { doc: c.clave, proveedor: c.emisor.nombre, xml, error: `El comprobante va dirigido a la identificación ${receptor}, no a este emisor.` };
    return { doc: c.clave, proveedor: c.emisor.nombre, xml, error: null };
  }
  return { doc: xmls[0]?.nombre ?? null, proveedor: null, xml: null, error: ultimo };
}

/** Takes one mail in; returns the AutoEmail id (the first one's, for a mail seen before), or null for an unknown address. */
export async function recibirCorreo(d: ModuleDeps, correo: Correo): Promise<string | null> {
  const emisorId = emisorDeDireccion(correo.para);
  if (!emisorId) return null;
  return withTenant(d.db, emisorId, async (tx) => {
    const now = d.now();
    const id = uuidv7();
    const nuevo = await tx
      .insert(autoEmail)
      .values({ emisorId, id, mensajeId: correo.mensajeId.slice(0, 500), provider: correo.de.slice(0, 300), status: 'RECIBIDO', createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: autoEmail.id });
    if (!nuevo.length) return null;
    const guardados = [];
    for (const a of correo.adjuntos.filter((x) => esXml(x) || esPdf(x)))
      guardados.push({ nombre: a.nombre, tipo: esXml(a) ? 'xml' : 'pdf', archivoId: await guardarArchivo(tx, { emisorId, duenoTipo: 'autoEmail', duenoId: id, nombre: a.nombre, tipo: esXml(a) ? 'application/xml' : 'application/pdf', datos: a.contenido, now }) });
    const r = await revisar(tx, d, emisorId, correo.adjuntos.filter(esXml));
    await tx
      .update(autoEmail)
      .set({ doc: r.doc, provider: r.proveedor ? `${r.proveedor} <${correo.de}>`.slice(0, 300) : correo.de.slice(0, 300), xml: r.xml, error: r.error, status: r.error ? 'ERROR' : 'RECIBIDO', adjuntos: guardados })
      .where(sql`${autoEmail.id} = ${id}::uuid`);
    return id;
  });
}
