// The PDF engine (pdfmake) with JIT's fonts and styles: text goes through conRespaldo, so the
// colón sign, accents and emoji print with a font that has them (pdf-fuentes.ts). No file or
// network access besides the bundled fonts.
import { createRequire } from 'node:module';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { fechaCostaRica } from '@jit/hacienda';
import { carpetasFuentes, conRespaldo, fuentesPdf } from './pdf-fuentes.js';

type PdfMake = {
  setFonts(f: unknown): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(def: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
};

const require = createRequire(import.meta.url);
let engine: PdfMake | null = null;
function pdfmake(): PdfMake {
  if (!engine) {
    engine = require('pdfmake') as PdfMake;
    const dirs = carpetasFuentes();
    engine.setFonts(fuentesPdf());
    engine.setUrlAccessPolicy(() => false);
    engine.setLocalAccessPolicy((p) => dirs.some((d) => p.startsWith(d)));
  }
  return engine;
}

/** Renders a document definition; every text is drawn by a font that has its characters. */
export function renderPdf(def: TDocumentDefinitions): Promise<Buffer> {
  const footer = def.footer;
  const listo: TDocumentDefinitions = {
    ...def,
    content: conRespaldo(def.content),
    ...(typeof footer === 'function'
      ? { footer: (page: number, pages: number, size: unknown) => conRespaldo((footer as (...a: unknown[]) => unknown)(page, pages, size)) as never }
      : {}),
  };
  return pdfmake().createPdf(listo).getBuffer();
}

/** dd/mm/aaaa hh:mm in Costa Rica. */
export const fechaPdf = (d: Date): string => {
  const t = fechaCostaRica(d);
  return `${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)} ${t.slice(11, 16)}`;
};

export const ESTILOS: TDocumentDefinitions['styles'] = {
  titulo: { fontSize: 15, bold: true, color: '#1f3a60' },
  sub: { fontSize: 9, color: '#555555' },
  th: { bold: true, fillColor: '#eef2f7', fontSize: 8 },
  td: { fontSize: 8 },
  label: { fontSize: 8, color: '#555555' },
  total: { fontSize: 10, bold: true },
  prueba: { fontSize: 9, bold: true, color: '#9a3412', fillColor: '#ffedd5' },
};

/** A logo given as data: URL (never fetched from the network). */
export const logoDe = (logo: string | null | undefined) =>
  logo && /^data:image\/(png|jpe?g);base64,/i.test(logo) ? [{ image: logo, fit: [120, 60] as [number, number], margin: [0, 0, 0, 6] as [number, number, number, number] }] : [];
