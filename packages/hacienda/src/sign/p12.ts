// The issuer's signing key: a .p12 from ATV opened once with its PIN, then kept as a native
// KeyObject (RSA signing in OpenSSL, not in JavaScript) with everything the signature repeats
// (certificate, its digest, issuer and serial, modulus) computed up front.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import forge from 'node-forge';

export type CodigoErrorFirma =
  | 'P12_INVALIDO'
  | 'PIN_INCORRECTO'
  | 'SIN_LLAVE'
  | 'SIN_CERTIFICADO'
  | 'LLAVE_NO_RSA'
  | 'LLAVE_NO_CORRESPONDE'
  | 'CERTIFICADO_VENCIDO'
  | 'CERTIFICADO_NO_VIGENTE';

/** A refusal to sign, with a Spanish message a clerk can act on. */
export class FirmaError extends Error {
  override readonly name = 'FirmaError';
  constructor(
    readonly codigo: CodigoErrorFirma,
    message: string,
  ) {
    super(message);
  }
}

/** What a signature needs from the issuer's .p12, computed once. */
export type Firmante = {
  readonly key: KeyObject;
  readonly certificado: X509Certificate;
  /** DER of the signing certificate, base64 (ds:X509Certificate). */
  readonly certBase64: string;
  /** SHA-256 of the DER, base64 (xades:CertDigest). */
  readonly certDigest: string;
  /** Issuer DN in RFC 4514 order (ds:X509IssuerName). */
  readonly issuerName: string;
  /** Serial number in decimal (ds:X509SerialNumber). */
  readonly serialNumber: string;
  readonly subject: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** RSA public modulus and exponent, base64 (ds:RSAKeyValue). */
  readonly modulus: string;
  readonly exponent: string;
  /** Inner content of ds:KeyInfo, identical in the document and in its canonical form. */
  readonly keyInfoContent: string;
};

const OID_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.9': 'STREET',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.5': 'SERIALNUMBER',
  '2.5.4.42': 'GIVENNAME',
  '2.5.4.4': 'SURNAME',
  '0.9.2342.19200300.100.1.25': 'DC',
  '0.9.2342.19200300.100.1.1': 'UID',
  '1.2.840.113549.1.9.1': 'E',
};

function escapeDnValue(v: string): string {
  let out = v.replace(/([\\,+"<>;=])/g, '\\$1');
  if (out.startsWith('#') || out.startsWith(' ')) out = '\\' + out;
  if (out.endsWith(' ') && out.length > 1) out = out.slice(0, -1) + '\\ ';
  return out;
}

/** RFC 4514 string of a forge name (most significant RDN last), as Java and .NET print it. */
export function distinguishedName(attrs: forge.pki.CertificateField[]): string {
  return attrs
    .slice()
    .reverse()
    .map(
      (a) =>
        `${(a.type && OID_NAMES[a.type]) ?? a.shortName ?? a.type}=${escapeDnValue(String(a.value))}`,
    )
    .join(', ');
}

const b64url = (s: string): string => Buffer.from(s, 'base64url').toString('base64');
const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fechaCorta = (d: Date): string => d.toISOString().slice(0, 10);

function forgeError(e: unknown): FirmaError {
  const msg = e instanceof Error ? e.message : String(e);
  if (
    /Invalid password|wrong password|MAC could not be verified|Failed to decrypt|decrypt/i.test(msg)
  )
    return new FirmaError(
      'PIN_INCORRECTO',
      'El PIN de la llave criptográfica (.p12) no es correcto.',
    );
  return new FirmaError(
    'P12_INVALIDO',
    `El archivo no es una llave criptográfica .p12 válida (${msg}).`,
  );
}

/**
 * Opens an issuer's .p12 with its PIN. Checks that it holds an RSA key and its certificate, and
 * that the certificate is valid at `now` (default: the current time). Call once per issuer and
 * keep the result (see FirmanteCache): opening a .p12 costs tens of milliseconds.
 */
export function loadP12(p12: Uint8Array, pin: string, opts: { now?: Date } = {}): Firmante {
  let bags: { keys: forge.pkcs12.Bag[]; certs: forge.pkcs12.Bag[] };
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')));
    const pfx = forge.pkcs12.pkcs12FromAsn1(asn1, false, pin);
    const shrouded =
      pfx.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[
        forge.pki.oids.pkcs8ShroudedKeyBag!
      ] ?? [];
    const plain = pfx.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag!] ?? [];
    const certs = pfx.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag!] ?? [];
    bags = { keys: [...shrouded, ...plain], certs };
  } catch (e) {
    throw forgeError(e);
  }
  const keyBag = bags.keys[0];
  if (!keyBag)
    throw new FirmaError(
      'SIN_LLAVE',
      'La llave criptográfica (.p12) no contiene una llave privada.',
    );
  const keyAsn1 = keyBag.key
    ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key))
    : (keyBag as forge.pkcs12.Bag & { asn1?: forge.asn1.Asn1 }).asn1;
  if (!keyAsn1)
    throw new FirmaError(
      'SIN_LLAVE',
      'La llave criptográfica (.p12) no contiene una llave privada legible.',
    );
  const key = createPrivateKey({
    key: Buffer.from(forge.asn1.toDer(keyAsn1).getBytes(), 'binary'),
    format: 'der',
    type: 'pkcs8',
  });
  if (key.asymmetricKeyType !== 'rsa')
    throw new FirmaError(
      'LLAVE_NO_RSA',
      `La llave del certificado es ${String(key.asymmetricKeyType).toUpperCase()}, no RSA: Hacienda solo acepta firmas RSA-SHA256.`,
    );
  const publicKey = createPublicKey(key);

  // the certificate of this key (a .p12 often carries the CA chain too)
  const candidates = bags.certs.filter((b) => b.cert);
  const pubDer = publicKey.export({ type: 'spki', format: 'der' });
  const match = candidates.find((b) => {
    const der = Buffer.from(
      forge.asn1.toDer(forge.pki.certificateToAsn1(b.cert!)).getBytes(),
      'binary',
    );
    return new X509Certificate(der).publicKey
      .export({ type: 'spki', format: 'der' })
      .equals(pubDer);
  });
  if (!match) {
    if (candidates.length === 0)
      throw new FirmaError(
        'SIN_CERTIFICADO',
        'La llave criptográfica (.p12) no contiene el certificado.',
      );
    throw new FirmaError(
      'LLAVE_NO_CORRESPONDE',
      'El certificado del .p12 no corresponde a su llave privada.',
    );
  }
  const cert = match.cert!;
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  const x509 = new X509Certificate(der);
  const notBefore = new Date(x509.validFrom);
  const notAfter = new Date(x509.validTo);
  checkVigencia({ notBefore, notAfter }, opts.now ?? new Date());

  const jwk = publicKey.export({ format: 'jwk' });
  const certBase64 = der.toString('base64');
  const modulus = b64url(jwk.n!);
  const exponent = b64url(jwk.e!);
  return {
    key,
    certificado: x509,
    certBase64,
    certDigest: createHash('sha256').update(der).digest('base64'),
    issuerName: distinguishedName(cert.issuer.attributes),
    serialNumber: BigInt('0x' + cert.serialNumber).toString(10),
    subject: distinguishedName(cert.subject.attributes),
    notBefore,
    notAfter,
    modulus,
    exponent,
    keyInfoContent:
      `<ds:X509Data><ds:X509Certificate>${certBase64}</ds:X509Certificate></ds:X509Data>` +
      `<ds:KeyValue><ds:RSAKeyValue><ds:Modulus>${modulus}</ds:Modulus><ds:Exponent>${exponent}</ds:Exponent></ds:RSAKeyValue></ds:KeyValue>`,
  };
}

/** Refuses a certificate that has expired or is not valid yet at `now`. */
export function checkVigencia(cert: { notBefore: Date; notAfter: Date }, now: Date): void {
  if (now.getTime() > cert.notAfter.getTime())
    throw new FirmaError(
      'CERTIFICADO_VENCIDO',
      `El certificado de firma venció el ${fechaCorta(cert.notAfter)}: descargue una llave criptográfica nueva en el sitio de Hacienda y cárguela en Configuración.`,
    );
  if (now.getTime() < cert.notBefore.getTime())
    throw new FirmaError(
      'CERTIFICADO_NO_VIGENTE',
      `El certificado de firma es válido a partir del ${fechaCorta(cert.notBefore)}.`,
    );
}

/** The issuer name escaped for XML text (DNs may hold & or <). */
export const issuerNameXml = (f: Firmante): string => escapeXml(f.issuerName);

/**
 * Keeps one opened .p12 per issuer. The key changes when the .p12 or the PIN change, so uploading
 * a new key in the settings takes effect on the next document without a restart.
 */
export class FirmanteCache {
  private readonly entries = new Map<string, { huella: string; firmante: Firmante }>();

  get(emisor: string, p12: Uint8Array, pin: string, opts: { now?: Date } = {}): Firmante {
    const huella = createHash('sha256').update(p12).update('\0').update(pin).digest('base64');
    const hit = this.entries.get(emisor);
    if (hit && hit.huella === huella) {
      checkVigencia(hit.firmante, opts.now ?? new Date());
      return hit.firmante;
    }
    const firmante = loadP12(p12, pin, opts);
    this.entries.set(emisor, { huella, firmante });
    return firmante;
  }

  delete(emisor: string): void {
    this.entries.delete(emisor);
  }
}
