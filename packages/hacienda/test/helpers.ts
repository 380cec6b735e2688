// Shared by the tests: the run's certificates, xmlsec1 (Debian's independent verifier) and a
// tampering helper.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { loadP12, type Firmante } from '../src/sign/p12';
import type { XmlConstruido } from '../src/xml/build';

export const certificados = () => inject('certificados');

let firmante: Firmante | undefined;
/** The issuer's signer, opened once per test file. */
export function firmanteDePrueba(): Firmante {
  const c = certificados();
  firmante ??= loadP12(Buffer.from(c.p12, 'base64'), c.pin);
  return firmante;
}

let xmlsecChecked = false;
function requireXmlsec(): void {
  if (xmlsecChecked) return;
  const r = spawnSync('xmlsec1', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0)
    throw new Error(
      'xmlsec1 no está instalado: las firmas se verifican con el verificador independiente de Debian. ' +
        'Instálelo con `apt-get install -y xmlsec1` (el `npm test` de la raíz lo instala cuando corre como root).',
    );
  xmlsecChecked = true;
}

/** Verifies with xmlsec1 against the test CA; returns xmlsec1's verdict and output. */
export function xmlsecVerify(
  xml: string,
  caPem = certificados().caCertPem,
): { ok: boolean; output: string } {
  requireXmlsec();
  const dir = mkdtempSync(join(tmpdir(), 'jit-xmlsec-'));
  try {
    writeFileSync(join(dir, 'doc.xml'), xml);
    writeFileSync(join(dir, 'ca.pem'), caPem);
    const r = spawnSync(
      'xmlsec1',
      [
        '--verify',
        '--trusted-pem',
        join(dir, 'ca.pem'),
        '--id-attr:Id',
        'http://uri.etsi.org/01903/v1.3.2#:SignedProperties',
        '--id-attr:Id',
        'http://www.w3.org/2000/09/xmldsig#:KeyInfo',
        join(dir, 'doc.xml'),
      ],
      { encoding: 'utf8' },
    );
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Roots written as Hacienda's ATV and many providers write them: other namespaces (ds, and the xsd
// and xsi that .NET's serializer adds) declared on the root, before its own default namespace.
const OTROS_ESPACIOS: [string, string][] = [
  ['ds', 'http://www.w3.org/2000/09/xmldsig#'],
  ['xsd', 'http://www.w3.org/2001/XMLSchema'],
  ['xsi', 'http://www.w3.org/2001/XMLSchema-instance'],
];

/**
 * The built document with ds, xsd and xsi also declared on its root, in canonical order (after the
 * default namespace, by prefix), so that its text is still its canonical form and can be signed.
 */
export function conOtrosEspacios(built: XmlConstruido): XmlConstruido {
  const inicio = `<${built.raiz} xmlns="${built.ns}">`;
  if (!built.xml.startsWith(inicio))
    throw new Error('se esperaba la raíz tal como la escribe buildXml');
  const decls = OTROS_ESPACIOS.map(([p, u]) => ` xmlns:${p}="${u}"`).join('');
  return {
    ...built,
    xml: `<${built.raiz} xmlns="${built.ns}"${decls}>${built.xml.slice(inicio.length)}`,
  };
}

/**
 * The same document with the root's default namespace declared last, as ATV writes it. Canonical
 * XML sorts namespace declarations, so the signature does not see the change.
 */
export const propioAlFinal = (xml: string): string =>
  xml.replace(/<([A-Za-z]\w*) (xmlns="[^"]*") ([^>]*)>/, '<$1 $3 $2>');

/** The same built document with every element of its own namespace under the prefix `fe`. */
export function conPrefijo(built: XmlConstruido): XmlConstruido {
  const xml = built.xml
    .replace(/<(\/?)([A-Z]\w*)/g, '<$1fe:$2')
    .replace(` xmlns="${built.ns}"`, ` xmlns:ds="${OTROS_ESPACIOS[0]![1]}" xmlns:fe="${built.ns}"`);
  return { ...built, xml };
}

/** A v4.3 FacturaElectronica as a provider sent them until 2025 (valid against xsd-4.3), canonical and unsigned. */
export const facturaV43 = (): XmlConstruido => {
  const ns = 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.3/facturaElectronica';
  const cuerpo =
    '<Clave>50601012200310199999900100001010000000123100000001</Clave><CodigoActividad>722003</CodigoActividad>' +
    '<NumeroConsecutivo>00100001010000000123</NumeroConsecutivo><FechaEmision>2022-01-01T10:00:00-06:00</FechaEmision>' +
    '<Emisor><Nombre>Proveedor Viejo S.A.</Nombre><Identificacion><Tipo>02</Tipo><Numero>3101999999</Numero></Identificacion>' +
    '<Ubicacion><Provincia>1</Provincia><Canton>01</Canton><Distrito>01</Distrito><Barrio>01</Barrio><OtrasSenas>Centro</OtrasSenas></Ubicacion>' +
    '<CorreoElectronico>ventas@viejo.cr</CorreoElectronico></Emisor>' +
    '<Receptor><Nombre>JIT Pruebas</Nombre><Identificacion><Tipo>02</Tipo><Numero>3101123456</Numero></Identificacion></Receptor>' +
    '<CondicionVenta>01</CondicionVenta><MedioPago>01</MedioPago>' +
    '<DetalleServicio><LineaDetalle><NumeroLinea>1</NumeroLinea><Codigo>8313100000200</Codigo><Cantidad>1</Cantidad>' +
    '<UnidadMedida>Sp</UnidadMedida><Detalle>Servicio</Detalle><PrecioUnitario>100</PrecioUnitario><MontoTotal>100</MontoTotal>' +
    '<SubTotal>100</SubTotal><Impuesto><Codigo>01</Codigo><CodigoTarifa>08</CodigoTarifa><Tarifa>13</Tarifa><Monto>13</Monto></Impuesto>' +
    '<ImpuestoNeto>13</ImpuestoNeto><MontoTotalLinea>113</MontoTotalLinea></LineaDetalle></DetalleServicio>' +
    '<ResumenFactura><TotalServGravados>100</TotalServGravados><TotalGravado>100</TotalGravado><TotalVenta>100</TotalVenta>' +
    '<TotalVentaNeta>100</TotalVentaNeta><TotalImpuesto>13</TotalImpuesto><TotalComprobante>113</TotalComprobante></ResumenFactura>';
  return {
    tipo: '01',
    raiz: 'FacturaElectronica',
    ns,
    xml: `<FacturaElectronica xmlns="${ns}">${cuerpo}</FacturaElectronica>`,
  };
};
