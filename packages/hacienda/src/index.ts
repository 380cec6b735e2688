// @jit/hacienda — Hacienda v4.4 (April-2026 revision): XML, XAdES-EPES signing, parsing,
// the reception API client and a local simulator. Named exports only.

// --- XML ---
export type * from './xml/types';
export { buildXml, buildMensajeHacienda, toXmlString, XML_DECLARATION, type XmlConstruido } from './xml/build';
export { HaciendaXmlError, fechaCostaRica } from './xml/format';
export { TIPOS, TIPOS_DOCUMENTO, type InfoTipo } from './xml/tipos';

// --- signing ---
export { loadP12, FirmanteCache, FirmaError, checkVigencia, type Firmante, type CodigoErrorFirma } from './sign/p12';
export { firmar, firmarRaiz, POLITICA_V44, type PoliticaFirma, type OpcionesFirma } from './sign/xades';
export { generateTestCertificate, type CertificadoPrueba, type OpcionesCertificadoPrueba } from './sign/test-cert';
