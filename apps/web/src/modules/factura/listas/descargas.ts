// A document's files: its PDF, its signed XML, Hacienda's answer and the XML received (for a
// receiver message), each saved under the document's name.
import { DocumentoXmlDocument, FacturaPdfDocument } from '@jit/api';
import { api } from '../../../app/api';
import { base64ABytes, descargarBlob } from '../../../app/descargas';
import { notify } from '../../../app/notify';
import { LISTAS_MESSAGES as M } from './messages';

/** The document's PDF, or null (the server's reason shown) when it cannot be made. */
export async function leerPdf(id: string, consecutivo: string): Promise<{ blob: Blob; nombre: string } | null> {
  const r = (await api.request(FacturaPdfDocument, { doc: id })).Documentos.downloadPDF;
  if (!r.state || !r.file) {
    notify({ type: 'warning', message: r.message ?? M.pdfError });
    return null;
  }
  return { blob: new Blob([base64ABytes(r.file)], { type: 'application/pdf' }), nombre: r.nombre ?? `${consecutivo}.pdf` };
}

export async function descargarPdf(id: string, consecutivo: string): Promise<void> {
  const pdf = await leerPdf(id, consecutivo);
  if (pdf) descargarBlob(pdf.blob, pdf.nombre);
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
