// Test certificates: a test CA and an issuer .p12 shaped like those of ATV (RSA-2048,
// SHA-256, 3DES-protected .p12). Keys come from node:crypto (OpenSSL: milliseconds), forge only
// signs the certificates and wraps the .p12. Never for production; never commit the output.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export type CertificadoPrueba = {
  /** The issuer's .p12 protected by `pin`. */
  p12: Buffer;
  pin: string;
  certPem: string;
  keyPem: string;
  caCertPem: string;
  caKeyPem: string;
};

export type OpcionesCertificadoPrueba = {
  pin: string;
  /** Identification written in the subject's SERIALNUMBER, as BCCR certificates do. */
  identificacion?: string;
  nombre?: string;
  now?: Date;
  /** Validity start and end (default: one day before now, two years after). */
  notBefore?: Date;
  notAfter?: Date;
  /** Reuse a CA instead of creating one. */
  ca?: { certPem: string; keyPem: string };
  /** RSA key size of the issuer (default 2048). */
  bits?: number;
};

const DAY = 86_400_000;

function serial(): string {
  const b = randomBytes(8);
  b[0] = b[0]! & 0x7f; // positive
  return b.toString('hex');
}

function makeCert(
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  publicPem: string,
  signerKeyPem: string,
  notBefore: Date,
  notAfter: Date,
  ca: boolean,
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicPem);
  cert.serialNumber = serial();
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(
    ca
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
          { name: 'subjectKeyIdentifier' },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
          { name: 'subjectKeyIdentifier' },
        ],
  );
  cert.sign(forge.pki.privateKeyFromPem(signerKeyPem), forge.md.sha256.create());
  return cert;
}

const rsa = (bits: number) =>
  generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });

const CA_SUBJECT: forge.pki.CertificateField[] = [
  { shortName: 'C', value: 'CR' },
  { shortName: 'O', value: 'JIT PRUEBAS' },
  { shortName: 'OU', value: 'SOLO PARA PRUEBAS' },
  { shortName: 'CN', value: 'CA JIT PRUEBAS - NO VALIDA' },
];

/** A test CA (unless one is given) and an issuer certificate with its .p12. */
export function generateTestCertificate(opts: OpcionesCertificadoPrueba): CertificadoPrueba {
  const now = opts.now ?? new Date();
  const notBefore = opts.notBefore ?? new Date(now.getTime() - DAY);
  const notAfter = opts.notAfter ?? new Date(now.getTime() + 730 * DAY);
  let ca = opts.ca;
  if (!ca) {
    const caKeys = rsa(2048);
    const caCert = makeCert(
      CA_SUBJECT,
      CA_SUBJECT,
      caKeys.publicKey,
      caKeys.privateKey,
      new Date(now.getTime() - 2 * DAY),
      new Date(now.getTime() + 3650 * DAY),
      true,
    );
    ca = { certPem: forge.pki.certificateToPem(caCert), keyPem: caKeys.privateKey };
  }
  const caCert = forge.pki.certificateFromPem(ca.certPem);
  const keys = rsa(opts.bits ?? 2048);
  const id = opts.identificacion ?? '3101123456';
  const subject: forge.pki.CertificateField[] = [
    { shortName: 'C', value: 'CR' },
    { shortName: 'O', value: 'PERSONA JURIDICA' },
    { shortName: 'OU', value: 'CPJ' },
    { type: '2.5.4.5', value: `CPJ-${id}` },
    { shortName: 'CN', value: opts.nombre ?? 'JIT PRUEBAS SOCIEDAD ANONIMA' },
  ];
  const cert = makeCert(
    subject,
    caCert.subject.attributes,
    keys.publicKey,
    ca.keyPem,
    notBefore,
    notAfter,
    false,
  );
  const p12Asn1 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(keys.privateKey),
    [cert, caCert],
    opts.pin,
    {
      algorithm: '3des',
      friendlyName: 'jit-pruebas',
    },
  );
  return {
    p12: Buffer.from(forge.asn1.toDer(p12Asn1).getBytes(), 'binary'),
    pin: opts.pin,
    certPem: forge.pki.certificateToPem(cert),
    keyPem: keys.privateKey,
    caCertPem: ca.certPem,
    caKeyPem: ca.keyPem,
  };
}
