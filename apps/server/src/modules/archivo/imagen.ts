// What an uploaded image must be: a data: URL whose bytes (not its name or declared type) are a
// JPEG, PNG, WebP or GIF, of at most 2 MB. Four signatures are all it takes to tell them apart.
import { badInput } from '../../errors.js';

/** The largest image an issuer may store (bytes). */
export const IMAGEN_MAXIMA = 2 * 1024 * 1024;

const FIRMAS: readonly { tipo: string; es: (b: Buffer) => boolean }[] = [
  { tipo: 'image/jpeg', es: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { tipo: 'image/png', es: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { tipo: 'image/gif', es: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { tipo: 'image/webp', es: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The MIME type the bytes are, if they are one of the accepted images. */
export const tipoImagen = (b: Buffer): string | undefined => FIRMAS.find((f) => f.es(b))?.tipo;

/** Reads a data: URL image, refusing anything else with a Spanish message on `field`. */
export function leerImagen(dataUrl: string, field: string): { tipo: string; datos: Buffer } {
  const m = /^data:([\w.+/-]*)(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl.trim());
  if (!m) throw badInput('La imagen debe enviarse como archivo (data: URL en base64).', field);
  // base64 is 4/3 of the bytes: refuse a huge text before decoding it
  if (m[3]!.length > (IMAGEN_MAXIMA * 4) / 3 + 16) throw badInput('La imagen supera los 2 MB.', field);
  const datos = Buffer.from(m[3]!, 'base64');
  if (datos.length === 0) throw badInput('La imagen está vacía.', field);
  if (datos.length > IMAGEN_MAXIMA) throw badInput('La imagen supera los 2 MB.', field);
  const tipo = tipoImagen(datos);
  if (!tipo) throw badInput('La imagen debe ser JPEG, PNG, WebP o GIF.', field);
  return { tipo, datos };
}
