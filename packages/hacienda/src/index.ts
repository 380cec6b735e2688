// @jit/hacienda — Hacienda v4.4 (April-2026 revision): XML for every document type, XAdES-EPES
// signing, reading of received documents, the reception API client and a local simulator.
// Named exports only. See README.md.

// --- XML: the documents as data, build, read, validate ---
export type * from './xml/types';
export {
  buildXml,
  buildMensajeHacienda,
  toXmlString,
  XML_DECLARATION,
  type XmlConstruido,
} from './xml/build';
export { HaciendaXmlError, fechaCostaRica } from './xml/format';
export { TIPOS, TIPOS_DOCUMENTO, type InfoTipo } from './xml/tipos';
export {
  parseDocumento,
  parseMensajeHacienda,
  DocumentoInvalidoError,
  type DocumentoLeido,
} from './xml/parse';
export { XmlMalformadoError } from './xml/parser';
export { validarXsd, validarXsdVarios, type ResultadoXsd, type ErrorXsd } from './xml/validate';
export { xsdDir } from './data';

// --- signing and verification ---
export {
  loadP12,
  FirmanteCache,
  FirmaError,
  checkVigencia,
  type Firmante,
  type CodigoErrorFirma,
} from './sign/p12';
export {
  firmar,
  firmarRaiz,
  POLITICA_V44,
  type PoliticaFirma,
  type OpcionesFirma,
} from './sign/xades';
export {
  verificarFirmas,
  type ResultadoVerificacion,
  type FirmaVerificada,
  type CertificadoInfo,
  type OpcionesVerificacion,
} from './sign/verify';
export {
  generateTestCertificate,
  type CertificadoPrueba,
  type OpcionesCertificadoPrueba,
} from './sign/test-cert';

// --- reception API ---
export {
  ClienteHacienda,
  ENDPOINTS,
  leerEstado,
  type Ambiente,
  type ConfigClienteHacienda,
  type Credenciales,
  type Envio,
  type Identificado,
  type ResultadoEnvio,
  type EstadoComprobante,
  type IndEstado,
  type RespuestaEstado,
} from './api/client';
export { formatDetalleMensaje, parseDetalleMensaje, type LineaDetalleMensaje } from './api/detalle';
export {
  LimitadorTasa,
  retraso,
  RELOJ_REAL,
  REINTENTOS_POR_DEFECTO,
  type Reloj,
  type PoliticaReintentos,
} from './api/retry';

// --- simulator ---
export {
  startSimulator,
  type Simulador,
  type OpcionesSimulador,
  type Falla,
  type Ruta,
  type Registro,
} from './simulator/server';
export {
  MOTIVOS_RECHAZO,
  motivoPorNumero,
  type MotivoRechazo,
  type CodigoRechazo,
} from './simulator/motivos';
export { revisarDocumento, type Hallazgo, type ContextoRevision } from './simulator/checks';

// --- samples and bench ---
export {
  sampleDocumento,
  claveMuestra,
  EMISOR_MUESTRA,
  RECEPTOR_MUESTRA,
  type OpcionesMuestra,
} from './sample';
export { runBench, type ResultadoBench } from './bench';
