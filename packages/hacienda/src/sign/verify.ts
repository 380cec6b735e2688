// Verification of XML signatures: ours, Hacienda's (MensajeHacienda) and those of received
// documents (up to 5 per document, whatever software made them). XML-DSig: every reference is
// resolved in the same document (URI="" or a unique Id), transformed (enveloped-signature, the
// XPath `not(ancestor-or-self::ds:Signature)` that DSS-based signers use, C14N 1.0 or exclusive
// C14N, with or without comments), digested, and SignedInfo's RSA signature is checked. XAdES on
// top: the signature must cover the whole document, its SignedProperties must be signed and name
// the certificate of KeyInfo, and the signing time must fall inside the certificate's validity.
import { createHash, verify as rsaVerify, X509Certificate } from 'node:crypto';
import {
  atributo,
  buscar,
  buscarTodos,
  elementos,
  parseXml,
  texto,
  type XDocument,
  type XElement,
} from '../xml/parser';
import { canonicalizar, canonicalizarDocumento, type OpcionesC14n } from './c14n';
import {
  ALG_ENVELOPED,
  NS_DS,
  NS_XADES,
  TYPE_SIGNED_PROPERTIES,
  type PoliticaFirma,
} from './xades';

export type CertificadoInfo = {
  sujeto: string;
  emisor: string;
  /** Serial number, decimal. */
  serie: string;
  validoDesde: Date;
  validoHasta: Date;
  pem: string;
};

export type FirmaVerificada = {
  valida: boolean;
  /** What is wrong, in Spanish (empty when valid). */
  errores: string[];
  id: string | null;
  certificado: CertificadoInfo | null;
  /** xades:SigningTime as written. */
  signingTime: string | null;
  politica: { identificador: string; hash: string } | null;
};

export type ResultadoVerificacion = {
  /** True when the document has at least one signature and every signature is valid. */
  valido: boolean;
  firmas: FirmaVerificada[];
  errores: string[];
};

export type OpcionesVerificacion = {
  /** PEM certificates of trusted CAs: when given, each signer must be issued by one of them. */
  confianza?: string[];
  /** Require this signature policy (identifier and hash). */
  politica?: PoliticaFirma;
  /** Require XAdES SignedProperties (default true: Hacienda requires XAdES-EPES). */
  exigirXades?: boolean;
};

const C14N: Record<string, OpcionesC14n> = {
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315': {},
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315#WithComments': { comments: true },
  'http://www.w3.org/2001/10/xml-exc-c14n#': { exclusive: true },
  'http://www.w3.org/2001/10/xml-exc-c14n#WithComments': { exclusive: true, comments: true },
};
const XPATH = 'http://www.w3.org/TR/1999/REC-xpath-19991116';
const DIGEST: Record<string, string> = {
  'http://www.w3.org/2000/09/xmldsig#sha1': 'sha1',
  'http://www.w3.org/2001/04/xmlenc#sha256': 'sha256',
  'http://www.w3.org/2001/04/xmldsig-more#sha384': 'sha384',
  'http://www.w3.org/2001/04/xmlenc#sha512': 'sha512',
};
const SIGNATURE: Record<string, string> = {
  'http://www.w3.org/2000/09/xmldsig#rsa-sha1': 'sha1',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256': 'sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha384': 'sha384',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512': 'sha512',
};

const child = (el: XElement | undefined, ns: string, local: string): XElement | undefined =>
  el ? elementos(el).find((c) => c.ns === ns && c.local === local) : undefined;
const clean = (s: string): string => s.replace(/\s+/g, '');

function certInfo(cert: X509Certificate): CertificadoInfo {
  return {
    sujeto: cert.subject.split('\n').reverse().join(', '),
    emisor: cert.issuer.split('\n').reverse().join(', '),
    serie: BigInt('0x' + cert.serialNumber).toString(10),
    validoDesde: new Date(cert.validFrom),
    validoHasta: new Date(cert.validTo),
    pem: cert.toString(),
  };
}

/** Elements by Id / ID / id, refusing duplicates (a signature-wrapping trick). */
function indexIds(root: XElement): Map<string, XElement | null> {
  const map = new Map<string, XElement | null>();
  const walk = (el: XElement): void => {
    for (const a of el.attrs) {
      if (a.ns !== '' || (a.local !== 'Id' && a.local !== 'ID' && a.local !== 'id')) continue;
      map.set(a.value, map.has(a.value) ? null : el);
    }
    for (const c of el.children) if (c.type === 'element') walk(c);
  };
  walk(root);
  return map;
}

type Contexto = { doc: XDocument; ids: Map<string, XElement | null>; signatures: XElement[] };

/** The octets a Reference digests, or an error message. */
function referenceOctets(ref: XElement, sig: XElement, ctx: Contexto): string | { error: string } {
  const uri = atributo(ref, 'URI');
  let target: XElement | 'document';
  if (uri === '' || uri === null) target = 'document';
  else if (uri.startsWith('#')) {
    const id = decodeURIComponent(uri.slice(1));
    const el = ctx.ids.get(id);
    if (el === undefined) return { error: `la referencia ${uri} no existe en el documento` };
    if (el === null) return { error: `el Id ${id} está repetido en el documento` };
    target = el;
  } else return { error: `referencia externa no admitida: ${uri}` };
  const excluded = new Set<XElement>();
  let c14n: OpcionesC14n = {};
  for (const t of elementos(child(ref, NS_DS, 'Transforms') ?? ref).filter(
    (e) => e.ns === NS_DS && e.local === 'Transform',
  )) {
    const alg = atributo(t, 'Algorithm') ?? '';
    if (alg === ALG_ENVELOPED) excluded.add(sig);
    else if (alg === XPATH) {
      const expr = texto(child(t, NS_DS, 'XPath') ?? t).replace(/\s+/g, '');
      if (!/^not\(ancestor-or-self::\w+:Signature\)$/.test(expr))
        return { error: `transformación XPath no admitida: ${expr}` };
      for (const s of ctx.signatures) excluded.add(s);
    } else if (alg in C14N) {
      const inc = buscar(t, 'http://www.w3.org/2001/10/xml-exc-c14n#', 'InclusiveNamespaces');
      c14n = {
        ...C14N[alg],
        inclusivePrefixes: inc
          ? (atributo(inc, 'PrefixList') ?? '').split(/\s+/).filter(Boolean)
          : undefined,
      };
    } else return { error: `transformación no admitida: ${alg}` };
  }
  // a same-document reference (URI="" or "#id") drops comments, whatever the transforms (XML-DSig 4.4.3.3)
  const opts: OpcionesC14n = { ...c14n, comments: false, excluded };
  if (uri === '' || uri === null) return canonicalizarDocumento(ctx.doc, opts);
  return canonicalizar(target as XElement, opts);
}

function verifyOne(sig: XElement, ctx: Contexto, opts: OpcionesVerificacion): FirmaVerificada {
  const errores: string[] = [];
  const out: FirmaVerificada = {
    valida: false,
    errores,
    id: atributo(sig, 'Id'),
    certificado: null,
    signingTime: null,
    politica: null,
  };

  const keyInfo = child(sig, NS_DS, 'KeyInfo');
  const certText = keyInfo ? buscar(keyInfo, NS_DS, 'X509Certificate') : undefined;
  let cert: X509Certificate | null = null;
  if (!certText) errores.push('La firma no trae el certificado (ds:X509Certificate).');
  else {
    try {
      cert = new X509Certificate(Buffer.from(clean(texto(certText)), 'base64'));
      out.certificado = certInfo(cert);
    } catch {
      errores.push('El certificado de la firma no se puede leer.');
    }
  }

  const signedInfo = child(sig, NS_DS, 'SignedInfo');
  const refs = signedInfo
    ? elementos(signedInfo).filter((e) => e.ns === NS_DS && e.local === 'Reference')
    : [];
  if (!signedInfo) errores.push('La firma no tiene SignedInfo.');
  else {
    // every reference's digest
    for (const ref of refs) {
      const octets = referenceOctets(ref, sig, ctx);
      const alg = atributo(child(ref, NS_DS, 'DigestMethod') ?? ref, 'Algorithm') ?? '';
      const hash = DIGEST[alg];
      const uri = atributo(ref, 'URI') ?? '';
      if (typeof octets !== 'string') errores.push(`Referencia «${uri}»: ${octets.error}.`);
      else if (!hash)
        errores.push(`Referencia «${uri}»: algoritmo de resumen no admitido (${alg}).`);
      else {
        const expected = clean(texto(child(ref, NS_DS, 'DigestValue') ?? ref));
        if (createHash(hash).update(octets, 'utf8').digest('base64') !== expected)
          errores.push(
            uri === ''
              ? 'La firma no corresponde al contenido del documento: el documento cambió después de firmado.'
              : `La firma no corresponde a «${uri}»: cambió después de firmada.`,
          );
      }
    }
    // SignedInfo's signature
    const c14nAlg =
      atributo(child(signedInfo, NS_DS, 'CanonicalizationMethod') ?? signedInfo, 'Algorithm') ?? '';
    const sigAlg =
      atributo(child(signedInfo, NS_DS, 'SignatureMethod') ?? signedInfo, 'Algorithm') ?? '';
    const c14n = C14N[c14nAlg];
    const hash = SIGNATURE[sigAlg];
    if (!c14n) errores.push(`Canonicalización no admitida: ${c14nAlg}.`);
    else if (!hash) errores.push(`Algoritmo de firma no admitido: ${sigAlg}.`);
    else if (cert) {
      const inc = buscar(
        child(signedInfo, NS_DS, 'CanonicalizationMethod')!,
        'http://www.w3.org/2001/10/xml-exc-c14n#',
        'InclusiveNamespaces',
      );
      const canon = canonicalizar(signedInfo, {
        ...c14n,
        inclusivePrefixes: inc ? (atributo(inc, 'PrefixList') ?? '').split(/\s+/) : undefined,
      });
      const value = Buffer.from(clean(texto(child(sig, NS_DS, 'SignatureValue') ?? sig)), 'base64');
      let ok = false;
      try {
        ok = rsaVerify(hash, Buffer.from(canon, 'utf8'), cert.publicKey, value);
      } catch {
        ok = false;
      }
      if (!ok) errores.push('El valor de la firma no corresponde a la llave del certificado.');
    }
  }

  // the signature must cover the whole document
  const rootId = atributo(ctx.doc.root, 'Id') ?? atributo(ctx.doc.root, 'id');
  const covers = refs.some((r) => {
    const uri = atributo(r, 'URI');
    const whole = uri === '' || (!!rootId && uri === `#${rootId}`);
    const algs = buscarTodos(r, NS_DS, 'Transform').map((t) => atributo(t, 'Algorithm'));
    return whole && (algs.includes(ALG_ENVELOPED) || algs.includes(XPATH));
  });
  if (!covers)
    errores.push(
      'La firma no cubre el documento completo (falta la referencia URI="" con la transformación enveloped-signature).',
    );

  // XAdES
  const spRef = refs.find((r) => atributo(r, 'Type') === TYPE_SIGNED_PROPERTIES);
  const signedProps = buscar(sig, NS_XADES, 'SignedProperties');
  if (signedProps) {
    const st = buscar(signedProps, NS_XADES, 'SigningTime');
    out.signingTime = st ? texto(st).trim() : null;
    const spId = atributo(signedProps, 'Id');
    if (!spRef || !spId || atributo(spRef, 'URI') !== `#${spId}`)
      errores.push('Las propiedades XAdES (SignedProperties) no están firmadas.');
    const certDigest = buscar(signedProps, NS_XADES, 'CertDigest');
    if (!certDigest)
      errores.push('Falta SigningCertificate/CertDigest en las propiedades firmadas.');
    else if (cert) {
      const hash =
        DIGEST[
          atributo(child(certDigest, NS_DS, 'DigestMethod') ?? certDigest, 'Algorithm') ?? ''
        ] ?? 'sha256';
      const value = child(certDigest, NS_DS, 'DigestValue');
      if (!value || createHash(hash).update(cert.raw).digest('base64') !== clean(texto(value)))
        errores.push('SigningCertificate no corresponde al certificado de KeyInfo.');
      const serial = buscar(signedProps, NS_DS, 'X509SerialNumber');
      if (serial && texto(serial).trim() !== out.certificado?.serie)
        errores.push('El número de serie de SigningCertificate no corresponde al certificado.');
    }
    if (!out.signingTime) errores.push('Falta SigningTime en las propiedades firmadas.');
    else if (cert) {
      const t = new Date(out.signingTime);
      if (Number.isNaN(t.getTime())) errores.push(`SigningTime inválido: ${out.signingTime}.`);
      else if (t < new Date(cert.validFrom) || t > new Date(cert.validTo))
        errores.push(
          `El certificado no estaba vigente al firmar (${out.signingTime}; vigente del ${new Date(cert.validFrom).toISOString().slice(0, 10)} al ${new Date(cert.validTo).toISOString().slice(0, 10)}).`,
        );
    }
    const policy = buscar(signedProps, NS_XADES, 'SignaturePolicyId');
    if (policy) {
      const ident = buscar(policy, NS_XADES, 'Identifier');
      const hashEl = buscar(
        child(policy, NS_XADES, 'SigPolicyHash') ?? policy,
        NS_DS,
        'DigestValue',
      );
      out.politica = {
        identificador: ident ? texto(ident).trim() : '',
        hash: hashEl ? clean(texto(hashEl)) : '',
      };
    }
  } else if (opts.exigirXades ?? true)
    errores.push('La firma no es XAdES: faltan las propiedades firmadas (SignedProperties).');

  if (opts.politica) {
    if (!out.politica)
      errores.push('La firma no declara la política de firma (SignaturePolicyIdentifier).');
    else if (
      out.politica.identificador !== opts.politica.identificador ||
      out.politica.hash !== opts.politica.hash
    )
      errores.push(`La política de firma no es la esperada (${out.politica.identificador}).`);
  }

  if (cert && opts.confianza?.length) {
    const trusted = opts.confianza.some((pem) => {
      try {
        const ca = new X509Certificate(pem);
        return cert.checkIssued(ca) && cert.verify(ca.publicKey);
      } catch {
        return false;
      }
    });
    if (!trusted)
      errores.push(
        `El certificado de la firma no fue emitido por una autoridad de confianza (${out.certificado?.emisor ?? ''}).`,
      );
  }

  out.valida = errores.length === 0;
  return out;
}

/** Verifies every ds:Signature that is a child of the root element. */
export function verificarFirmas(
  xml: string | XDocument,
  opts: OpcionesVerificacion = {},
): ResultadoVerificacion {
  const doc = typeof xml === 'string' ? parseXml(xml) : xml;
  const signatures = elementos(doc.root).filter((e) => e.ns === NS_DS && e.local === 'Signature');
  if (signatures.length === 0)
    return { valido: false, firmas: [], errores: ['El documento no está firmado.'] };
  const ctx: Contexto = { doc, ids: indexIds(doc.root), signatures };
  const firmas = signatures.map((s) => verifyOne(s, ctx, opts));
  const errores = firmas.flatMap((f, i) =>
    f.errores.map((e) => (firmas.length > 1 ? `Firma ${i + 1}: ${e}` : e)),
  );
  return { valido: errores.length === 0, firmas, errores };
}
