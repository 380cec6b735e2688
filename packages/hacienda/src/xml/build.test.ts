import { D } from '@jit/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { firmanteDePrueba, xmlsecVerify } from '../../test/helpers';
import { sampleDocumento } from '../sample';
import { firmar } from '../sign/xades';
import { verificarFirmas } from '../sign/verify';
import { buildXml } from './build';
import { HaciendaXmlError } from './format';
import { TIPOS_DOCUMENTO } from './tipos';
import type { Comprobante, TipoDocumento } from './types';
import { validarXsdVarios } from './validate';

// the run's certificate is valid from yesterday: documents are dated now
const FECHA = new Date();
const COMPROBANTES = TIPOS_DOCUMENTO.filter((t) => !['05', '06', '07'].includes(t));

type Caso = { nombre: string; xml: string };

describe('v4.4 XML of every document type against the April-2026 XSDs', () => {
  const casos: Caso[] = [];
  let resultados: Awaited<ReturnType<typeof validarXsdVarios>>;

  beforeAll(async () => {
    const f = firmanteDePrueba();
    const add = (tipo: TipoDocumento, lineas: number, completo: boolean) =>
      casos.push({
        nombre: `${tipo} ${lineas} línea(s)${completo ? ' con descuentos, exoneraciones, otros cargos y referencias' : ''}`,
        xml: firmar(buildXml(sampleDocumento({ tipo, lineas, completo, fecha: FECHA })), f, {
          now: FECHA,
        }),
      });
    for (const tipo of TIPOS_DOCUMENTO)
      for (const lineas of [1, 12])
        for (const completo of [false, true]) add(tipo, lineas, completo);
    // the 1,000-line cases run once, with every optional feature
    for (const tipo of COMPROBANTES) add(tipo, 1000, true);
    resultados = await validarXsdVarios(casos.map((c) => c.xml));
  }, 120_000);

  it('validates every case (1, 12 and 1,000 lines; plain and complete)', () => {
    const invalid = casos.flatMap((c, i) =>
      resultados[i]!.valido
        ? []
        : [`${c.nombre}: ${resultados[i]!.errores.map((e) => e.mensaje).join(' | ')}`],
    );
    expect(invalid).toEqual([]);
    expect(casos.length).toBe(TIPOS_DOCUMENTO.length * 4 + COMPROBANTES.length);
  });

  it('writes each type with its own root element and namespace', () => {
    for (const tipo of TIPOS_DOCUMENTO) {
      const built = buildXml(sampleDocumento({ tipo, fecha: FECHA }));
      expect(
        built.xml.startsWith(
          `<${built.raiz} xmlns="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/`,
        ),
      ).toBe(true);
    }
  });

  it('signs so that xmlsec1 verifies every case, and so does our verifier', () => {
    const failures = casos.flatMap((c) => {
      const x = xmlsecVerify(c.xml);
      const ours = verificarFirmas(c.xml);
      return x.ok && ours.valido
        ? []
        : [
            `${c.nombre}: xmlsec1 ${x.ok ? 'ok' : x.output.slice(0, 300)}; JIT ${ours.errores.join(' | ')}`,
          ];
    });
    expect(failures).toEqual([]);
  });
});

describe('buildXml writes exactly what Hacienda asks and refuses what it would reject', () => {
  const base = () => sampleDocumento({ tipo: '01', fecha: FECHA }) as Comprobante;

  it('puts MedioPago inside ResumenFactura and CodigoTarifaIVA in the tax, in schema order', () => {
    const xml = buildXml(base()).xml;
    expect(xml).toMatch(
      /<ResumenFactura><CodigoTipoMoneda>.*<MedioPago><TipoMedioPago>01<\/TipoMedioPago>.*<\/MedioPago><TotalComprobante>/,
    );
    expect(xml).toMatch(
      /<Impuesto><Codigo>01<\/Codigo><CodigoTarifaIVA>08<\/CodigoTarifaIVA><Tarifa>13\.00<\/Tarifa>/,
    );
    expect(xml.indexOf('<ProveedorSistemas>')).toBeLessThan(xml.indexOf('<CodigoActividadEmisor>'));
  });

  it('writes decimals with the schema scale from strings and from Decimal, never rounding silently', () => {
    const doc = base();
    const l = doc.detalleServicio!.lineaDetalle[0]!;
    l.cantidad = new D('2');
    l.precioUnitario = '1012.5';
    const xml = buildXml(doc).xml;
    expect(xml).toContain('<Cantidad>2.000</Cantidad>');
    expect(xml).toContain('<PrecioUnitario>1012.50000</PrecioUnitario>');
    l.precioUnitario = '1.123456';
    expect(() => buildXml(doc)).toThrow(/más de 5 decimales/);
    l.precioUnitario = '-1';
    expect(() => buildXml(doc)).toThrow(HaciendaXmlError);
    l.precioUnitario = '1.000000';
    expect(buildXml(doc).xml).toContain('<PrecioUnitario>1.00000</PrecioUnitario>');
  });

  it('escapes text canonically (& < > and CR) and refuses control characters', () => {
    const doc = base();
    doc.detalleServicio!.lineaDetalle[0]!.detalle = 'A & B <c> d\r\ne';
    expect(buildXml(doc).xml).toContain('<Detalle>A &amp; B &lt;c&gt; d&#xD;\ne</Detalle>');
    doc.detalleServicio!.lineaDetalle[0]!.detalle = 'tab\u0007bell';
    expect(() => buildXml(doc)).toThrow(/carácter de control/);
  });

  it('names the missing field in Spanish', () => {
    const doc = base();
    delete (doc as Partial<Comprobante>).receptor;
    expect(() => buildXml(doc)).toThrow(
      /Falta receptor \(Receptor\), obligatorio en FacturaElectronica/,
    );
    const te = { ...base(), tipo: '04' as const };
    delete te.receptor;
    expect(() => buildXml(te)).not.toThrow(); // optional in a tiquete
  });

  it('checks length limits with the field path', () => {
    const doc = base();
    doc.detalleServicio!.lineaDetalle[0]!.detalle = 'ab';
    expect(() => buildXml(doc)).toThrow(
      /detalleServicio\.lineaDetalle\[0\]\.detalle: debe tener entre 3 y 200 caracteres \(tiene 2\)/,
    );
  });

  it('writes a Date in Costa Rica time and refuses a date without offset', () => {
    const doc = base();
    doc.fechaEmision = new Date('2026-11-05T05:00:00Z');
    expect(buildXml(doc).xml).toContain('<FechaEmision>2026-11-04T23:00:00-06:00</FechaEmision>');
    doc.fechaEmision = '2026-11-05T10:00:00';
    expect(() => buildXml(doc)).toThrow(/zona horaria/);
  });

  it('leaves out what a type does not have: no exoneration in an export invoice (spec 1 §5)', () => {
    const fe = sampleDocumento({
      tipo: '01',
      lineas: 4,
      completo: true,
      fecha: FECHA,
    }) as Comprobante;
    expect(buildXml(fe).xml).toContain('<Exoneracion>');
    expect(buildXml({ ...fe, tipo: '09' }).xml).not.toContain('<Exoneracion>');
    expect(buildXml({ ...fe, tipo: '09' }).xml).not.toContain('<TotalServExonerado>');
  });

  it('writes the receiver message code from its type', () => {
    for (const [tipo, mensaje] of [
      ['05', 1],
      ['06', 2],
      ['07', 3],
    ] as const)
      expect(buildXml(sampleDocumento({ tipo, fecha: FECHA })).xml).toContain(
        `<Mensaje>${mensaje}</Mensaje>`,
      );
  });
});

describe('the domain computes, this package writes', () => {
  it("builds the domain's computeLinea and computeResumen results as they are", async () => {
    const { computeLinea, computeResumen, unwrap } = await import('@jit/domain');
    const lineas = [
      unwrap(
        computeLinea({
          numeroLinea: 1,
          codigoCABYS: '8313100000200',
          cantidad: '3',
          unidadMedida: 'Sp',
          detalle: 'Consultoría',
          precioUnitario: '1250.5',
          esServicio: true,
          impuesto: [{ codigo: '01', codigoTarifaIVA: '08' }],
          impuestoAsumidoEmisorFabrica: '0',
          descuento: [{ porcentajeDescuento: '5', codigoDescuento: '07' }],
        }),
      ),
    ];
    const resumenFactura = computeResumen(lineas, [], { medioPago: [{ tipoMedioPago: '02' }] });
    const doc: Comprobante = {
      ...(sampleDocumento({ tipo: '01', fecha: FECHA }) as Comprobante),
      detalleServicio: { lineaDetalle: lineas },
      resumenFactura,
    };
    const xml = buildXml(doc).xml;
    expect(xml).toContain('<MontoTotal>3751.50000</MontoTotal>');
    expect(xml).toContain(
      '<MontoDescuento>187.57500</MontoDescuento><CodigoDescuento>07</CodigoDescuento>',
    );
    expect(xml).toMatch(
      /<MedioPago><TipoMedioPago>02<\/TipoMedioPago><TotalMedioPago>[\d.]+<\/TotalMedioPago><\/MedioPago>/,
    );
    expect(xml).not.toContain('esServicio');
  });
});
