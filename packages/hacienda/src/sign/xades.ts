// XAdES-EPES enveloped signature, as Hacienda's own signatures are made (Anexo 2 of v4.4):
// C14N 1.0, RSA-SHA256, SHA-256 digests; three references (the document with the
// enveloped-signature transform, KeyInfo, SignedProperties); SigningTime, SigningCertificate
// (SHA-256 digest, issuer and serial), SignaturePolicyIdentifier and DataObjectFormat.
//
// The document comes from buildXml already canonical, so its digest is taken over the emitted
// string. The three canonical forms that are digested or signed (KeyInfo, SignedProperties,
// SignedInfo) are written directly: in inclusive C14N a subset's apex element carries every
// namespace in scope, here those the root declares (the document's default namespace, and any
// other such as xmlns:xsi), ds and (for SignedProperties) xades, sorted as C14N sorts them.
import { createHash, randomUUID, sign as rsaSign } from 'node:crypto';
import type { XmlConstruido } from '../xml/build';
import { XML_DECLARATION } from '../xml/build';
import { escapeText, fechaCostaRica } from '../xml/format';
import { declaracionesDe, leerRaiz } from '../xml/raiz';
import { escAttr } from './c14n';
import { checkVigencia, issuerNameXml, type Firmante } from './p12';

export const NS_DS = 'http://www.w3.org/2000/09/xmldsig#';
export const NS_XADES = 'http://uri.etsi.org/01903/v1.3.2#';
export const ALG_C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const ALG_RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const ALG_SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
export const ALG_SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';
export const ALG_ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
export const TYPE_SIGNED_PROPERTIES = 'http://uri.etsi.org/01903#SignedProperties';

/** The signature policy (xades:SignaturePolicyIdentifier). */
export type PoliticaFirma = {
  /** xades:Identifier: the policy document's URL. */
  identificador: string;
  /** Base64 digest of the policy document. */
  hash: string;
  /** Digest algorithm URI of `hash` (default SHA-256). */
  algoritmoHash?: string;
};

/**
 * v4.4 Anexo 2 defaults: the Resolución General sobre disposiciones técnicas de los comprobantes
 * electrónicos (MH-DGT-RES-0027-2024), SHA-256 of the PDF. Anexo 2 prints the host path as
 * /xmlschemas/; the file is served (and widely signed) at /xml-schemas/, which we use.
 */
export const POLITICA_V44: PoliticaFirma = {
  identificador:
    'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/Resoluci%C3%B3n_General_sobre_disposiciones_t%C3%A9cnicas_comprobantes_electr%C3%B3nicos_para_efectos_tributarios.pdf',
  hash: 'DWxin1xWOeI8OuWQXazh4VjLWAaCLAA954em7DMh0h8=',
  algoritmoHash: ALG_SHA256,
};

export type OpcionesFirma = {
  /** Signing time (default: now). The certificate must be valid then. */
  now?: Date;
  /** Suffix of the signature's Id attributes (default: a random UUID). */
  id?: string;
  politica?: PoliticaFirma;
};

const sha256 = (s: string): string => createHash('sha256').update(s, 'utf8').digest('base64');

/**
 * Signs a built document and returns the whole file (XML declaration + signed document).
 * The key and certificate come from loadP12 / FirmanteCache; nothing is parsed here.
 */
export function firmar(built: XmlConstruido, firmante: Firmante, opts: OpcionesFirma = {}): string {
  return XML_DECLARATION + firmarRaiz(built, firmante, opts);
}

/** Like firmar, without the XML declaration. */
export function firmarRaiz(built: XmlConstruido, f: Firmante, opts: OpcionesFirma = {}): string {
  const now = opts.now ?? new Date();
  checkVigencia(f, now);
  const pol = opts.politica ?? POLITICA_V44;
  const id = opts.id ?? randomUUID();
  const sigId = `Signature-${id}`;
  const refId = `Reference-${id}`;
  const keyInfoId = `KeyInfoId-${sigId}`;
  const signedPropsId = `SignedProperties-${sigId}`;
  const raiz = leerRaiz(built.xml);
  if (!raiz) throw new Error('El documento a firmar no tiene elemento raíz.');
  const nsDs = `xmlns:ds="${NS_DS}"`;
  const nsXades = `xmlns:xades="${NS_XADES}"`;
  // What C14N writes on a signed subset's apex: the namespaces in scope there, the default one first, then by prefix.
  const enAmbito = (...propios: [string, string][]): string => {
    const todos = new Map(declaracionesDe(raiz).filter(([p, u]) => p !== '' || u !== ''));
    for (const [p, u] of propios) todos.set(p, u);
    return [...todos]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([p, u]) => (p === '' ? `xmlns="${escAttr(u)}"` : `xmlns:${p}="${escAttr(u)}"`))
      .join(' ');
  };
  const nsFirma = enAmbito(['ds', NS_DS]);
  const nsPropiedades = enAmbito(['ds', NS_DS], ['xades', NS_XADES]);

  // 1. the document: the enveloped transform leaves exactly what buildXml emitted
  const docDigest = sha256(built.xml);

  // 2. KeyInfo
  const keyInfoAttrs = ` Id="${keyInfoId}"`;
  const keyInfoBody = `${f.keyInfoContent}</ds:KeyInfo>`;
  const keyInfoDigest = sha256(`<ds:KeyInfo ${nsFirma}${keyInfoAttrs}>${keyInfoBody}`);

  // 3. SignedProperties
  const signedPropsBody =
    `<xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${fechaCostaRica(now)}</xades:SigningTime>` +
    `<xades:SigningCertificate><xades:Cert><xades:CertDigest>` +
    `<ds:DigestMethod Algorithm="${ALG_SHA256}"></ds:DigestMethod><ds:DigestValue>${f.certDigest}</ds:DigestValue>` +
    `</xades:CertDigest><xades:IssuerSerial>` +
    `<ds:X509IssuerName>${issuerNameXml(f)}</ds:X509IssuerName><ds:X509SerialNumber>${f.serialNumber}</ds:X509SerialNumber>` +
    `</xades:IssuerSerial></xades:Cert></xades:SigningCertificate>` +
    `<xades:SignaturePolicyIdentifier><xades:SignaturePolicyId><xades:SigPolicyId>` +
    `<xades:Identifier>${escapeText(pol.identificador, 'politica.identificador')}</xades:Identifier>` +
    `</xades:SigPolicyId><xades:SigPolicyHash>` +
    `<ds:DigestMethod Algorithm="${pol.algoritmoHash ?? ALG_SHA256}"></ds:DigestMethod><ds:DigestValue>${pol.hash}</ds:DigestValue>` +
    `</xades:SigPolicyHash></xades:SignaturePolicyId></xades:SignaturePolicyIdentifier>` +
    `</xades:SignedSignatureProperties>` +
    `<xades:SignedDataObjectProperties><xades:DataObjectFormat ObjectReference="#${refId}">` +
    `<xades:MimeType>text/xml</xades:MimeType><xades:Encoding>UTF-8</xades:Encoding>` +
    `</xades:DataObjectFormat></xades:SignedDataObjectProperties></xades:SignedProperties>`;
  const signedPropsAttrs = ` Id="${signedPropsId}"`;
  const signedPropsDigest = sha256(
    `<xades:SignedProperties ${nsPropiedades}${signedPropsAttrs}>${signedPropsBody}`,
  );

  // 4. SignedInfo, signed in its canonical form
  const signedInfoBody =
    `<ds:CanonicalizationMethod Algorithm="${ALG_C14N}"></ds:CanonicalizationMethod>` +
    `<ds:SignatureMethod Algorithm="${ALG_RSA_SHA256}"></ds:SignatureMethod>` +
    `<ds:Reference Id="${refId}" URI="">` +
    `<ds:Transforms><ds:Transform Algorithm="${ALG_ENVELOPED}"></ds:Transform></ds:Transforms>` +
    `<ds:DigestMethod Algorithm="${ALG_SHA256}"></ds:DigestMethod><ds:DigestValue>${docDigest}</ds:DigestValue></ds:Reference>` +
    `<ds:Reference Id="ReferenceKeyInfo-${id}" URI="#${keyInfoId}">` +
    `<ds:DigestMethod Algorithm="${ALG_SHA256}"></ds:DigestMethod><ds:DigestValue>${keyInfoDigest}</ds:DigestValue></ds:Reference>` +
    `<ds:Reference Type="${TYPE_SIGNED_PROPERTIES}" URI="#${signedPropsId}">` +
    `<ds:DigestMethod Algorithm="${ALG_SHA256}"></ds:DigestMethod><ds:DigestValue>${signedPropsDigest}</ds:DigestValue></ds:Reference>` +
    `</ds:SignedInfo>`;
  const signatureValue = rsaSign(
    'sha256',
    Buffer.from(`<ds:SignedInfo ${nsFirma}>${signedInfoBody}`, 'utf8'),
    f.key,
  ).toString('base64');

  // 5. the signature as it sits in the document (namespaces inherited, not repeated)
  const signature =
    `<ds:Signature ${nsDs} Id="${sigId}">` +
    `<ds:SignedInfo>${signedInfoBody}` +
    `<ds:SignatureValue Id="SignatureValue-${id}">${signatureValue}</ds:SignatureValue>` +
    `<ds:KeyInfo${keyInfoAttrs}>${keyInfoBody}` +
    `<ds:Object Id="XadesObjectId-${id}"><xades:QualifyingProperties ${nsXades} Id="QualifyingProperties-${id}" Target="#${sigId}">` +
    `<xades:SignedProperties${signedPropsAttrs}>${signedPropsBody}</xades:QualifyingProperties></ds:Object>` +
    `</ds:Signature>`;
  const close = `</${raiz.prefijo ? `${raiz.prefijo}:` : ''}${raiz.local}>`;
  return built.xml.slice(0, built.xml.length - close.length) + signature + close;
}
