import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firmanteDePrueba } from '../../test/helpers';
import { sampleDocumento } from '../sample';
import { firmar } from '../sign/xades';
import { buildMensajeHacienda, buildXml, buildXmlLento } from './build';
import { fechaCostaRica } from './format';
import { DocumentoInvalidoError, parseDocumento, parseMensajeHacienda } from './parse';
import { XmlMalformadoError } from './parser';
import type { Shape } from './shape';
import { TIPOS, TIPOS_DOCUMENTO } from './tipos';
import type { Comprobante, Documento, MensajeReceptor } from './types';

// --- documents generated from the schema trees: every element of every type gets exercised ---

const xmlChar = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcxyzABCÑñáéíóúü0123456789 -_.,/#@'.split('')) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('&', '<', '>', '"', "'", '\r', '\n', '\t', '€', '😀', '\u00a0'),
  },
);
const texto = (min: number, max: number) =>
  fc.string({
    unit: xmlChar,
    minLength: Math.max(1, min),
    maxLength: Math.max(Math.max(1, min), Math.min(max, 40)),
  });
const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: n, maxLength: n });
const alnum = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcXYZ'.split('')), minLength: n, maxLength: n });
const decimal = (scale: number, td: number) =>
  fc
    .tuple(
      fc.bigInt({ min: 0n, max: 10n ** BigInt(Math.min(td - scale, 13)) - 1n }),
      fc.bigInt({ min: 0n, max: 10n ** BigInt(scale) - 1n }),
    )
    .map(([i, f]) => `${i}.${f.toString().padStart(scale, '0')}`);
const fecha = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2035-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map(fechaCostaRica);

const ESPECIALES: Record<string, fc.Arbitrary<unknown>> = {
  clave: alnum(50),
  numeroConsecutivo: digits(20),
  numeroConsecutivoReceptor: digits(20),
  numeroLinea: fc.integer({ min: 1, max: 1000 }),
};

function leaf(s: Shape): fc.Arbitrary<unknown> {
  const special = ESPECIALES[s.k];
  if (special) return special;
  if (s.v === 's') return texto(s.minLen ?? 1, s.maxLen ?? 40);
  if (s.v === 'i') return fc.nat({ max: 99999 }).map(String);
  if (s.v === 'dt') return fecha;
  if (s.v === 'attr')
    return fc.record({ codigo: texto(1, 10), texto: texto(1, 40) }, { requiredKeys: ['texto'] });
  if (s.v?.startsWith('d')) return decimal(Number(s.v.slice(1)), s.td ?? 18);
  throw new Error(`kind ${s.v}`);
}

function group(shapes: readonly Shape[]): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const s of shapes) {
    if (s.sig) continue;
    const one = s.c ? group(s.c) : leaf(s);
    model[s.k] = (s.max ?? 1) > 1 ? fc.array(one, { minLength: 1, maxLength: 2 }) : one;
    if ((s.min ?? 1) > 0) required.push(s.k);
  }
  return fc.record(model, { requiredKeys: required });
}

describe('build → parse keeps every field', () => {
  for (const tipo of TIPOS_DOCUMENTO) {
    it(`keeps every field of a ${TIPOS[tipo].shape.root} (${tipo}), whatever text and amounts it holds`, () => {
      const mensaje = { '05': 1, '06': 2, '07': 3 }[tipo as '05'];
      const arb = group(TIPOS[tipo].shape.c).map(
        (o) => ({ ...o, tipo, ...(mensaje ? { mensaje } : {}) }) as unknown as Documento,
      );
      fc.assert(
        fc.property(arb, (doc) => {
          const xml = buildXml(doc).xml;
          // the compiled fast path and the generic walker write the same bytes
          expect(xml).toBe(buildXmlLento(doc));
          expect(parseDocumento(xml).documento).toEqual(doc);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('keeps the sample documents, signed, with their signature counted', () => {
    for (const tipo of TIPOS_DOCUMENTO) {
      const doc = sampleDocumento({ tipo, lineas: 3, completo: true });
      expect(buildXml(doc).xml).toBe(buildXmlLento(doc));
      const leido = parseDocumento(firmar(buildXml(doc), firmanteDePrueba()));
      expect(leido.firmas).toBe(1);
      expect(leido.version).toBe('4.4');
      expect(leido.documento.clave).toBe(doc.clave);
      if (leido.clase === 'comprobante') {
        const c = doc as Comprobante;
        const total = c.resumenFactura.totalComprobante;
        expect(leido.documento.resumenFactura.totalComprobante).toBe(
          typeof total === 'string' ? total : total.toFixed(5),
        );
        expect(leido.documento.detalleServicio?.lineaDetalle.length).toBe(3);
      }
    }
  });
});

describe('reading received documents: tolerant of extras, strict about needs', () => {
  const signed = () =>
    firmar(
      buildXml(sampleDocumento({ tipo: '01', lineas: 2, completo: true })),
      firmanteDePrueba(),
    );

  it('reads a pretty-printed document with comments, CDATA, provider extensions and 5 signatures', () => {
    let xml = signed();
    const sig = xml.slice(xml.indexOf('<ds:Signature'), xml.indexOf('</FacturaElectronica>'));
    xml = xml.replace('</FacturaElectronica>', sig.repeat(4) + '</FacturaElectronica>');
    xml = xml
      .replace('<Clave>', '\n  <!-- generado por otro sistema -->\n  <Clave>')
      .replace(
        '<ProveedorSistemas>',
        '\n  <ext:Sucursal xmlns:ext="urn:proveedor">Central</ext:Sucursal>\n  <CampoNuevo>x</CampoNuevo>\n  <ProveedorSistemas>',
      )
      .replace('<Detalle>', '\n      <Detalle><![CDATA[')
      .replace('</Detalle>', ']]></Detalle>')
      .replace(/></g, '>\n<');
    const leido = parseDocumento(xml);
    expect(leido.firmas).toBe(5);
    expect(leido.clase).toBe('comprobante');
    const doc = leido.documento as Comprobante;
    expect(doc.detalleServicio!.lineaDetalle[0]!.detalle).toContain('Consultoría');
    expect(doc).not.toHaveProperty('campoNuevo');
  });

  it('reads a v4.3 invoice into v4.4 names', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<FacturaElectronica xmlns="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.3/facturaElectronica">
  <Clave>50601012200310199999900100001010000000123100000001</Clave>
  <CodigoActividad>722003</CodigoActividad>
  <NumeroConsecutivo>00100001010000000123</NumeroConsecutivo>
  <FechaEmision>2022-01-01T10:00:00-06:00</FechaEmision>
  <Emisor><Nombre>Proveedor Viejo S.A.</Nombre><Identificacion><Tipo>02</Tipo><Numero>3101999999</Numero></Identificacion>
    <Ubicacion><Provincia>1</Provincia><Canton>01</Canton><Distrito>01</Distrito><Barrio>01</Barrio><OtrasSenas>Centro</OtrasSenas></Ubicacion>
    <Fax><CodigoPais>506</CodigoPais><NumTelefono>22223333</NumTelefono></Fax>
    <CorreoElectronico>ventas@viejo.cr</CorreoElectronico></Emisor>
  <Receptor><Nombre>JIT Pruebas</Nombre><Identificacion><Tipo>02</Tipo><Numero>3101123456</Numero></Identificacion></Receptor>
  <CondicionVenta>01</CondicionVenta>
  <MedioPago>01</MedioPago><MedioPago>02</MedioPago>
  <DetalleServicio><LineaDetalle><NumeroLinea>1</NumeroLinea><Codigo>8313100000200</Codigo><Cantidad>1</Cantidad><UnidadMedida>Sp</UnidadMedida>
    <Detalle>Servicio</Detalle><PrecioUnitario>100</PrecioUnitario><MontoTotal>100</MontoTotal><SubTotal>100</SubTotal>
    <Impuesto><Codigo>01</Codigo><CodigoTarifa>08</CodigoTarifa><Tarifa>13</Tarifa><Monto>13</Monto>
      <Exoneracion><TipoDocumento>01</TipoDocumento><NumeroDocumento>AL-1</NumeroDocumento><NombreInstitucion>Hacienda</NombreInstitucion><FechaEmision>2021-12-01T00:00:00-06:00</FechaEmision><PorcentajeExoneracion>50</PorcentajeExoneracion><MontoExoneracion>6.5</MontoExoneracion></Exoneracion></Impuesto>
    <ImpuestoNeto>6.5</ImpuestoNeto><MontoTotalLinea>106.5</MontoTotalLinea></LineaDetalle></DetalleServicio>
  <OtrosCargos><TipoDocumento>06</TipoDocumento><NumeroIdentidadTercero>3101654321</NumeroIdentidadTercero><Detalle>Servicio</Detalle><Porcentaje>10</Porcentaje><MontoCargo>10</MontoCargo></OtrosCargos>
  <ResumenFactura><TotalVenta>100</TotalVenta><TotalVentaNeta>100</TotalVentaNeta><TotalImpuesto>6.5</TotalImpuesto><TotalOtrosCargos>10</TotalOtrosCargos><TotalComprobante>116.5</TotalComprobante></ResumenFactura>
  <InformacionReferencia><TipoDoc>01</TipoDoc><Numero>X</Numero><FechaEmision>2021-12-31T10:00:00-06:00</FechaEmision><Codigo>04</Codigo><Razon>Ref</Razon></InformacionReferencia>
</FacturaElectronica>`;
    const leido = parseDocumento(xml);
    expect(leido.version).toBe('4.3');
    const doc = leido.documento as Comprobante;
    expect(doc.codigoActividadEmisor).toBe('722003');
    expect(doc.emisor.correoElectronico).toEqual(['ventas@viejo.cr']);
    expect(doc.resumenFactura.medioPago).toEqual([
      { tipoMedioPago: '01' },
      { tipoMedioPago: '02' },
    ]);
    expect(doc.resumenFactura.codigoTipoMoneda).toEqual({ codigoMoneda: 'CRC', tipoCambio: '1' });
    const l = doc.detalleServicio!.lineaDetalle[0]!;
    expect(l.codigoCABYS).toBe('8313100000200');
    expect(l.impuesto![0]).toMatchObject({
      codigoTarifaIVA: '08',
      exoneracion: {
        tipoDocumentoEX1: '01',
        fechaEmisionEX: '2021-12-01T00:00:00-06:00',
        porcentajeExoneracion: '50',
      },
    });
    expect(doc.otrosCargos![0]).toMatchObject({
      tipoDocumentoOC: '06',
      porcentajeOC: '10',
      identificacionTercero: { numero: '3101654321' },
    });
    expect(doc.informacionReferencia![0]).toMatchObject({
      tipoDocIR: '01',
      fechaEmisionIR: '2021-12-31T10:00:00-06:00',
    });
  });

  it("reads Hacienda's answer", () => {
    const xml = firmar(
      buildMensajeHacienda({
        clave: 'a'.repeat(50),
        nombreEmisor: 'JIT',
        tipoIdentificacionEmisor: '02',
        numeroCedulaEmisor: '3101123456',
        mensaje: 3,
        estadoMensaje: 'Rechazado',
        detalleMensaje: 'motivo',
        totalFactura: '1130.00000',
      }),
      firmanteDePrueba(),
    );
    expect(parseMensajeHacienda(xml)).toMatchObject({
      mensaje: 3,
      estadoMensaje: 'Rechazado',
      totalFactura: '1130.00000',
    });
  });

  it('reads a receiver message with its type', () => {
    const leido = parseDocumento(buildXml(sampleDocumento({ tipo: '07' })).xml);
    expect(leido.clase).toBe('mensajeReceptor');
    expect((leido.documento as MensajeReceptor).tipo).toBe('07');
  });

  it('refuses, in Spanish, what JIT needs and is missing or wrong', () => {
    const xml = buildXml(sampleDocumento({ tipo: '01' })).xml;
    expect(() => parseDocumento(xml.replace(/<Clave>[^<]*<\/Clave>/, ''))).toThrow(/falta clave/);
    expect(() =>
      parseDocumento(xml.replace(/<TotalComprobante>[^<]*</, '<TotalComprobante>mil<')),
    ).toThrow(DocumentoInvalidoError);
    expect(() =>
      parseDocumento(xml.replace(/<TotalComprobante>[^<]*</, '<TotalComprobante>mil<')),
    ).toThrow(/resumenFactura\.totalComprobante: «mil» no es un número/);
    expect(() => parseDocumento(xml.replace('v4.4/facturaElectronica', 'v9/otra'))).toThrow(
      /no es un comprobante de Hacienda conocido/,
    );
  });

  it('refuses malformed XML and DOCTYPE with line and column', () => {
    expect(() =>
      parseDocumento('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "b">]><x/>'),
    ).toThrow(/DOCTYPE/);
    try {
      parseDocumento('<a xmlns="urn:x">\n  <b></c>\n</a>');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(XmlMalformadoError);
      expect((e as XmlMalformadoError).fila).toBe(2);
      expect((e as Error).message).toMatch(/<\/c> no cierra <b>/);
    }
  });
});
