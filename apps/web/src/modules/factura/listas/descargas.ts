// Files the clerk downloads (PDF, signed XML, Hacienda's answer, report exports): always through
// a link with a file name, so the browser saves them instead of replacing the app.
import { DocumentoXmlDocument, FacturaPdfDocument } from '@jit/api';
import { api } from '../../../app/api';
import { notify } from '../../../app/notify';
import { LISTAS_MESSAGES as M } from './messages';

export function descargarBlob(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function base64ABytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

export async function descargarPdf(id: string, consecutivo: string): Promise<void> {
  const r = (await api.request(FacturaPdfDocument, { doc: id })).Documentos.downloadPDF;
  if (!r.state || !r.file) {
    notify({ type: 'warning', message: r.message ?? M.pdfError });
    return;
  }
  const nombre = r.nombre ?? `${consecutivo}.pdf`;
  descargarBlob(new Blob([base64ABytes(r.file)], { type: 'application/pdf' }), nombre);
}

export type QueXml = 'xml' | 'respuesta' | 'recibido';

/** The signed XML, Hacienda's answer or the received XML of a document. */
export async function descargarXml(id: string, que: QueXml): Promise<void> {
  const r = (await api.request(DocumentoXmlDocument, { id })).Bitacora.downloadXML;
  const base = r.nombre.replace(/\.xml$/i, '');
  const texto = que === 'xml' ? r.xml : que === 'respuesta' ? r.respuestaXml : r.xmlRecibido;
  if (!texto) {
    notify({ type: 'info', message: que === 'xml' ? M.sinXml : que === 'respuesta' ? M.sinRespuesta : M.sinRecibido });
    return;
  }
  const nombre = que === 'xml' ? `${base}.xml` : que === 'respuesta' ? `${base}-respuesta.xml` : `${base}-recibido.xml`;
  descargarBlob(new Blob([texto], { type: 'application/xml' }), nombre);
}
