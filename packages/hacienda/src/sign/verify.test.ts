// The verifier against signatures made by other software (xml-crypto, in the styles other
// Costa Rican signers use) and its canonicalisation against xml-crypto's.
import { createHash, sign } from 'node:crypto';
import {
  C14nCanonicalization,
  ExclusiveCanonicalization,
  findAncestorNs,
  SignedXml,
} from 'xml-crypto';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { certificados, firmanteDePrueba } from '../../test/helpers';
import { sampleDocumento } from '../sample';
import { buildXml } from '../xml/build';
import { parseXml } from '../xml/parser';
import { canonicalizar, canonicalizarDocumento } from './c14n';
import { verificarFirmas } from './verify';
import { firmar } from './xades';

const TRICKY = `<?xml version="1.0"?>
<r:root xmlns:r="urn:r" xmlns="urn:default" xmlns:unused="urn:u">
  <a b="2" a="1" r:c="3" xmlns:z="urn:z">text &amp; &lt;more&gt; &#13; "q"<!-- comment --><![CDATA[ <cdata> & ]]></a>
  <inner xmlns=""><leaf attr="tab&#9;nl&#10;"/></inner>
  <z:x xmlns:z="urn:z2" z:k="v">x</z:x>
</r:root>`;

function xmlCryptoSign(xml: string, canon: string, transforms: string[]): string {
  const c = certificados();
  const sig = new SignedXml({
    privateKey: c.keyPem,
    publicCert: c.certPem,
    canonicalizationAlgorithm: canon,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  sig.addReference({
    xpath: '/*',
    uri: '',
    isEmptyUri: true,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms,
  });
  sig.computeSignature(xml, { prefix: 'ds', location: { reference: '/*', action: 'append' } });
  return sig.getSignedXml();
}

describe('signatures made by other software', () => {
  const doc = () => buildXml(sampleDocumento({ tipo: '01', lineas: 2 })).xml;

  for (const [name, canon, transforms] of [
    [
      'C14N 1.0',
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
      [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
      ],
    ],
    [
      'exclusive C14N',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
      [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
    ],
  ] as const) {
    it(`verifies an XML-DSig made by xml-crypto with ${name}, and refuses it once changed`, () => {
      const signed = xmlCryptoSign(doc(), canon, [...transforms]);
      const r = verificarFirmas(signed, { exigirXades: false });
      expect(r.errores).toEqual([]);
      expect(
        verificarFirmas(signed.replace('<Cantidad>2.000', '<Cantidad>3.000'), {
          exigirXades: false,
        }).valido,
      ).toBe(false);
      // without XAdES properties it is not a Hacienda signature
      expect(verificarFirmas(signed).errores.join()).toMatch(/no es XAdES/);
    });
  }

  it('lets xml-crypto verify our signature too', () => {
    const xml = firmar(buildXml(sampleDocumento({ tipo: '04', lineas: 2 })), firmanteDePrueba());
    const dom = new DOMParser().parseFromString(xml, 'text/xml');
    const sigNode = dom.getElementsByTagNameNS(
      'http://www.w3.org/2000/09/xmldsig#',
      'Signature',
    )[0]!;
    const sx = new SignedXml({
      publicCert: certificados().certPem,
      getCertFromKeyInfo: () => null,
    });
    sx.loadSignature(sigNode);
    expect(sx.checkSignature(xml)).toBe(true);
  });

  it('verifies the DSS style: XPath not(ancestor-or-self::ds:Signature) instead of enveloped-signature', () => {
    const c = certificados();
    const unsigned = buildXml(sampleDocumento({ tipo: '01', lineas: 2 })).xml;
    const doc = parseXml(unsigned);
    const digest = createHash('sha256')
      .update(canonicalizarDocumento(doc), 'utf8')
      .digest('base64');
    const cert = c.certPem.replace(/-----[^-]+-----|\s/g, '');
    const ns = 'xmlns:ds="http://www.w3.org/2000/09/xmldsig#"';
    const signedInfo =
      '<ds:SignedInfo><ds:CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"></ds:CanonicalizationMethod>' +
      '<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"></ds:SignatureMethod>' +
      '<ds:Reference URI=""><ds:Transforms><ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">' +
      '<ds:XPath>not(ancestor-or-self::ds:Signature)</ds:XPath></ds:Transform></ds:Transforms>' +
      `<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"></ds:DigestMethod><ds:DigestValue>${digest}</ds:DigestValue></ds:Reference></ds:SignedInfo>`;
    const root = parseXml(
      unsigned.replace(
        '</FacturaElectronica>',
        `<ds:Signature ${ns}>${signedInfo}</ds:Signature></FacturaElectronica>`,
      ),
    ).root;
    const si = (root.children.at(-1) as typeof root).children[0] as typeof root;
    const value = sign('sha256', Buffer.from(canonicalizar(si), 'utf8'), c.keyPem).toString(
      'base64',
    );
    const signed = unsigned.replace(
      '</FacturaElectronica>',
      `<ds:Signature ${ns}>${signedInfo}<ds:SignatureValue>${value}</ds:SignatureValue><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature></FacturaElectronica>`,
    );
    expect(verificarFirmas(signed, { exigirXades: false }).errores).toEqual([]);
    expect(
      verificarFirmas(signed.replace('<Cantidad>2.000', '<Cantidad>3.000'), { exigirXades: false })
        .valido,
    ).toBe(false);
  });

  it('refuses a duplicated Id (signature wrapping)', () => {
    const xml = firmar(buildXml(sampleDocumento({ tipo: '01' })), firmanteDePrueba());
    const id = /<xades:SignedProperties Id="([^"]+)"/.exec(xml)![1]!;
    const wrapped = xml.replace(
      '<Clave>',
      `<Otros><OtroTexto Id="${id}">x</OtroTexto></Otros><Clave>`,
    );
    expect(verificarFirmas(wrapped).errores.join()).toMatch(/está repetido/);
  });
});

describe('canonicalisation agrees with xml-crypto', () => {
  const dom = new DOMParser().parseFromString(TRICKY, 'text/xml');
  const ours = parseXml(TRICKY);
  for (const [name, index] of [
    ['a', 0],
    ['inner', 1],
    ['z:x', 2],
  ] as const) {
    it(`inclusive and exclusive C14N of <${name}>, a subset with inherited namespaces`, () => {
      const el = ours.root.children.filter((c) => c.type === 'element')[index] as typeof ours.root;
      const node = Array.from(dom.documentElement!.childNodes).filter((c) => c.nodeType === 1)[
        index
      ]!;
      const ancestorNamespaces = findAncestorNs(dom, `/*/*[${index + 1}]`);
      expect(canonicalizar(el)).toBe(
        new C14nCanonicalization().process(node as never, { ancestorNamespaces }),
      );
      expect(canonicalizar(el, { exclusive: true })).toBe(
        new ExclusiveCanonicalization().process(node as never, {}),
      );
    });
  }

  it('of the whole document', () => {
    expect(canonicalizar(ours.root)).toBe(
      new C14nCanonicalization().process(dom.documentElement as never, {}),
    );
  });

  it('keeps processing instructions and gives the apex the xml:* attributes of its ancestors (C14N 1.0 §2.4)', () => {
    const doc = parseXml('<a xml:lang="es" xmlns="urn:a"><b><?pi data?></b></a>');
    const b = doc.root.children[0] as typeof doc.root;
    expect(canonicalizar(b)).toBe('<b xmlns="urn:a" xml:lang="es"><?pi data?></b>');
    expect(canonicalizar(b, { exclusive: true })).toBe('<b xmlns="urn:a"><?pi data?></b>');
  });
});
