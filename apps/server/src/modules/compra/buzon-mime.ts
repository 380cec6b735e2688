// A raw e-mail (RFC 5322, as SMTP delivers it or IMAP fetches it) as the mailbox takes it in: its
// Message-ID, sender and attachments (mailparser). The addressee is given by whoever received it
// (the SMTP envelope's recipient, or the issuer address found in the headers for IMAP).
import { simpleParser, type AddressObject } from 'mailparser';
import type { Correo } from './buzon.js';
import { emisorDeDireccion } from './buzon.js';

type Fuente = Parameters<typeof simpleParser>[0];

const direcciones = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address ?? ''));

/** The mail's parts; `para` is the recipient the receiver knows, else the first issuer address in its headers. */
export async function correoDeMime(fuente: Fuente, para?: string): Promise<Correo> {
  const m = await simpleParser(fuente, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  // mailparser gives address headers it knows as address objects, others as text.
  const encabezados = ['delivered-to', 'x-original-to'].flatMap((h) => {
    const v = m.headers.get(h);
    if (typeof v === 'string') return [v.trim()];
    if (v && typeof v === 'object' && 'value' in v) return direcciones(v as AddressObject);
    return [];
  });
  const candidatos = [...encabezados, ...direcciones(m.to), ...direcciones(m.cc)];
  const destino = para ?? candidatos.find((c) => emisorDeDireccion(c)) ?? candidatos[0] ?? '';
  return {
    // Without a Message-ID the mail's own date and sender stand in, so a redelivery is still kept once.
    mensajeId: m.messageId ?? `<sin-id-${m.date?.getTime() ?? 0}-${m.from?.text ?? ''}>`,
    de: m.from?.text ?? '',
    para: destino,
    adjuntos: m.attachments.map((a) => ({ nombre: a.filename ?? 'adjunto', tipo: a.contentType, contenido: a.content })),
  };
}
