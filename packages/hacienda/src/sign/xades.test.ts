import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { certificados, firmanteDePrueba, xmlsecVerify } from '../../test/helpers';
import { sampleDocumento } from '../sample';
import { buildXml } from '../xml/build';
import { FirmaError, FirmanteCache, loadP12 } from './p12';
import { verificarFirmas } from './verify';
import { firmar, POLITICA_V44 } from './xades';

const firmado = (lineas = 3) =>
  firmar(buildXml(sampleDocumento({ tipo: '01', lineas, completo: true })), firmanteDePrueba());

/** Positions of letters and digits inside text nodes of the signed document (outside the signature and entities). */
function textPositions(xml: string): number[] {
  const start = xml.indexOf('<', xml.indexOf('?>'));
  const end = xml.indexOf('<ds:Signature');
  const out: number[] = [];
  const re = />([^<]+)</g;
  re.lastIndex = start;
  for (let m = re.exec(xml); m && m.index < end; m = re.exec(xml)) {
    let entity = false;
    for (let i = 0; i < m[1]!.length; i++) {
      const ch = m[1]![i]!;
      if (ch === '&') entity = true;
      else if (ch === ';') entity = false;
      else if (!entity && /[A-Za-z0-9]/.test(ch)) out.push(m.index + 1 + i);
    }
  }
  return out;
}

const flip = (xml: string, at: number): string => {
  const c = xml[at]!;
  const r = c === '1' ? '2' : /\d/.test(c) ? '1' : c === 'a' ? 'b' : 'a';
  return xml.slice(0, at) + r + xml.slice(at + 1);
};

describe('XAdES-EPES signature as Hacienda makes it', () => {
  it('has the enveloped ds:Signature with C14N 1.0, RSA-SHA256, SHA-256 and the three references', () => {
    const xml = firmado();
    expect(xml).toContain(
      '<ds:CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315">',
    );
    expect(xml).toContain(
      '<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256">',
    );
    expect(xml).toMatch(
      /<ds:Reference Id="Reference-[^"]+" URI=""><ds:Transforms><ds:Transform Algorithm="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#enveloped-signature">/,
    );
    expect(xml).toMatch(/<ds:Reference Id="ReferenceKeyInfo-[^"]+" URI="#KeyInfoId-Signature-/);
    expect(xml).toMatch(
      /<ds:Reference Type="http:\/\/uri\.etsi\.org\/01903#SignedProperties" URI="#SignedProperties-Signature-/,
    );
    expect(xml).toMatch(
      /<xades:SigningTime>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-06:00<\/xades:SigningTime>/,
    );
    expect(xml).toContain(`<xades:Identifier>${POLITICA_V44.identificador}</xades:Identifier>`);
    expect(xml).toContain(`<ds:DigestValue>${POLITICA_V44.hash}</ds:DigestValue>`);
    expect(xml).toMatch(
      /<xades:DataObjectFormat ObjectReference="#Reference-[^"]+"><xades:MimeType>text\/xml<\/xades:MimeType>/,
    );
    expect(xml).toContain(
      `<ds:X509SerialNumber>${firmanteDePrueba().serialNumber}</ds:X509SerialNumber>`,
    );
    expect(xml.endsWith('</ds:Signature></FacturaElectronica>')).toBe(true);
  });

  it('takes a configured signature policy', () => {
    const politica = {
      identificador: 'https://example.cr/politica.pdf',
      hash: 'Ohixl6upD6av8N7pEvDABhEL6hM=',
      algoritmoHash: 'http://www.w3.org/2000/09/xmldsig#sha1',
    };
    const xml = firmar(buildXml(sampleDocumento({ tipo: '04' })), firmanteDePrueba(), { politica });
    expect(verificarFirmas(xml, { politica }).valido).toBe(true);
    expect(verificarFirmas(xml, { politica: POLITICA_V44 }).errores.join()).toMatch(
      /política de firma no es la esperada/,
    );
    expect(xmlsecVerify(xml).ok).toBe(true);
  });

  it('fails xmlsec1 and our verifier after any byte of the document changes', () => {
    const xml = firmado(2);
    const positions = textPositions(xml);
    // xmlsec1 on a spread of positions (each run is a process), ours on every one of them
    const step = Math.max(1, Math.floor(positions.length / 12));
    for (let i = 0; i < positions.length; i += step) {
      const bad = flip(xml, positions[i]!);
      expect(xmlsecVerify(bad).ok, `xmlsec1 accepted a change at ${positions[i]}`).toBe(false);
    }
    const every = Math.max(1, Math.floor(positions.length / 300));
    for (let i = 0; i < positions.length; i += every)
      expect(verificarFirmas(flip(xml, positions[i]!)).valido).toBe(false);
  });

  it('fails after a change in the signed properties, the key info or the signed info', () => {
    const xml = firmado(1);
    const sig = xml.indexOf('<ds:Signature');
    const targets = [
      '<xades:MimeType>text/xml',
      '<xades:SigningTime>2',
      '<ds:X509SerialNumber>',
      '<ds:Modulus>',
      '<ds:DigestValue>',
    ];
    for (const t of targets) {
      const after = xml.indexOf(t, sig) + t.length;
      const bad = flip(xml, t.endsWith('>') ? after : after - 1);
      expect(verificarFirmas(bad).valido, t).toBe(false);
      expect(xmlsecVerify(bad).ok, t).toBe(false);
    }
  });

  it('keeps every verified document verified under any single-character change (property)', () => {
    const xml = firmado(1);
    const positions = textPositions(xml);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: positions.length - 1 }),
        (i) => !verificarFirmas(flip(xml, positions[i]!)).valido,
      ),
      { numRuns: 200 },
    );
  });
});

describe('the issuer .p12: opened once, refused clearly', () => {
  const c = () => certificados();

  it('refuses a wrong PIN in Spanish', () => {
    expect(() => loadP12(Buffer.from(c().p12, 'base64'), '0000')).toThrow(
      new FirmaError('PIN_INCORRECTO', 'El PIN de la llave criptográfica (.p12) no es correcto.'),
    );
  });

  it('refuses an expired certificate, at load and at signing time', () => {
    const p12 = Buffer.from(c().vencidoP12, 'base64');
    expect(() => loadP12(p12, '1234')).toThrow(
      /El certificado de firma venció el \d{4}-\d\d-\d\d: descargue una llave criptográfica nueva/,
    );
    const f = loadP12(p12, '1234', { now: new Date(Date.now() - 60 * 86_400_000) });
    expect(() => firmar(buildXml(sampleDocumento({ tipo: '01' })), f)).toThrow(
      expect.objectContaining({ codigo: 'CERTIFICADO_VENCIDO' }),
    );
  });

  it('refuses a key that is not RSA', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'der',
    });
    const ecAsn1 = forge.asn1.fromDer(forge.util.createBuffer(ec.toString('binary')));
    // forge only writes RSA keys into a .p12: hand it the EC PrivateKeyInfo as is
    const pki = forge.pki as unknown as { privateKeyToAsn1: unknown; wrapRsaPrivateKey: unknown };
    const saved = { a: pki.privateKeyToAsn1, w: pki.wrapRsaPrivateKey };
    pki.privateKeyToAsn1 = () => ecAsn1;
    pki.wrapRsaPrivateKey = (x: unknown) => x;
    let der: string;
    try {
      const cert = forge.pki.certificateFromPem(c().certPem);
      der = forge.asn1
        .toDer(
          forge.pkcs12.toPkcs12Asn1({} as unknown as forge.pki.rsa.PrivateKey, [cert], 'ec', {
            algorithm: '3des',
          }),
        )
        .getBytes();
    } finally {
      pki.privateKeyToAsn1 = saved.a;
      pki.wrapRsaPrivateKey = saved.w;
    }
    expect(() => loadP12(Buffer.from(der, 'binary'), 'ec')).toThrow(
      new FirmaError(
        'LLAVE_NO_RSA',
        'La llave del certificado es EC, no RSA: Hacienda solo acepta firmas RSA-SHA256.',
      ),
    );
  });

  it('refuses a file that is not a .p12', () => {
    expect(() => loadP12(Buffer.from('no soy un p12'), '1234')).toThrow(
      expect.objectContaining({ codigo: 'P12_INVALIDO' }),
    );
  });

  it('caches the opened key per issuer and reloads when the .p12 or the PIN change', () => {
    const cache = new FirmanteCache();
    const p12 = Buffer.from(c().p12, 'base64');
    const a = cache.get('emisor-1', p12, '1234');
    expect(cache.get('emisor-1', p12, '1234')).toBe(a);
    expect(() => cache.get('emisor-1', p12, '9999')).toThrow(/PIN/);
    const otro = cache.get('emisor-1', Buffer.from(c().otroP12, 'base64'), '5678');
    expect(otro).not.toBe(a);
    expect(otro.subject).toContain('OTRA EMPRESA');
  });

  it('reads issuer, serial and subject as the signature writes them', () => {
    const f = firmanteDePrueba();
    expect(f.issuerName).toBe(
      'CN=CA JIT PRUEBAS - NO VALIDA, OU=SOLO PARA PRUEBAS, O=JIT PRUEBAS, C=CR',
    );
    expect(f.subject).toContain('SERIALNUMBER=CPJ-3101123456');
    expect(f.serialNumber).toMatch(/^\d+$/);
  });
});
