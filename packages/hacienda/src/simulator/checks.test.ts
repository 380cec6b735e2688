import { beforeAll, describe, expect, it } from 'vitest';
import { certificados, firmanteDePrueba } from '../../test/helpers';
import { claveMuestra, sampleDocumento } from '../sample';
import { loadP12 } from '../sign/p12';
import { firmar, POLITICA_V44 } from '../sign/xades';
import { buildXml, type XmlConstruido } from '../xml/build';
import type { Comprobante, MensajeReceptor } from '../xml/types';
import { revisarDocumento, xsdEnEspanol, type ContextoRevision } from './checks';
import { MOTIVOS_RECHAZO, type CodigoRechazo } from './motivos';

const HOUR = 3_600_000;
const ctx = (extra: Partial<ContextoRevision> = {}): ContextoRevision => ({
  now: new Date(),
  plazoEnvioHoras: 72,
  toleranciaFuturoMin: 10,
  tolerancia: '0.01',
  // the XSD runs where it is the point (acceptance and ESQUEMA_INVALIDO): libxml2 in wasm is the slow part
  sinXsd: true,
  ...extra,
});
const fe = (extra: { fecha?: Date; lineas?: number } = {}) =>
  sampleDocumento({
    tipo: '01',
    lineas: extra.lineas ?? 3,
    completo: true,
    fecha: extra.fecha,
  }) as Comprobante;
const signed = (doc: Comprobante | MensajeReceptor | XmlConstruido, f = firmanteDePrueba()) =>
  firmar('xml' in doc ? doc : buildXml(doc), f);
const motivos = async (xml: string, c = ctx()) =>
  (await revisarDocumento(xml, c)).hallazgos.map((h) => h.motivo);

describe('what the simulator accepts', () => {
  it('accepts every sample type, signed by the issuer', async () => {
    for (const tipo of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'] as const) {
      const rev = await revisarDocumento(
        signed(sampleDocumento({ tipo, lineas: 4, completo: true })),
        ctx({ sinXsd: false }),
      );
      expect(rev.hallazgos, tipo).toEqual([]);
    }
  });
});

describe('what the simulator rejects, and why, in Spanish', () => {
  let otro: ReturnType<typeof loadP12>;
  beforeAll(() => {
    otro = loadP12(Buffer.from(certificados().otroP12, 'base64'), '5678');
  });

  const expectMotivo = async (xml: string, motivo: CodigoRechazo, c = ctx()) => {
    const rev = await revisarDocumento(xml, c);
    const found = rev.hallazgos.filter((h) => h.motivo === motivo);
    expect(found.length, `${motivo} en ${JSON.stringify(rev.hallazgos)}`).toBeGreaterThan(0);
    return found;
  };

  it('XML_MALFORMADO with row and column', async () => {
    const [h] = await expectMotivo(
      '<?xml version="1.0"?>\n<FacturaElectronica>\n<Clave>1</Clav>',
      'XML_MALFORMADO',
    );
    expect(h!.fila).toBe(3);
  });

  it('ESQUEMA_INVALIDO names the element in Spanish', async () => {
    const built = buildXml(fe());
    const sinActividad = {
      ...built,
      xml: built.xml.replace(/<CodigoActividadEmisor>\d+<\/CodigoActividadEmisor>/, ''),
    };
    const [h] = await expectMotivo(
      signed(sinActividad),
      'ESQUEMA_INVALIDO',
      ctx({ sinXsd: false }),
    );
    expect(h!.mensaje).toMatch(
      /CodigoActividadReceptor: el elemento no va en esa posición; se esperaba CodigoActividadEmisor/,
    );
  });

  it('FIRMA_AUSENTE, FIRMA_INVALIDA', async () => {
    expect(await motivos(buildXml(fe()).xml)).toContain('FIRMA_AUSENTE');
    const xml = signed(fe()).replace('<Cantidad>2.000', '<Cantidad>3.000');
    expect(await motivos(xml)).toContain('FIRMA_INVALIDA');
  });

  it('CERTIFICADO_VENCIDO: signed after the certificate expired', async () => {
    const vencido = loadP12(Buffer.from(certificados().vencidoP12, 'base64'), '1234', {
      now: new Date(Date.now() - 60 * 86_400_000),
    });
    // a signer that ignores expiry (JIT refuses to sign with it; others might not)
    const descuidado = { ...vencido, notAfter: new Date(Date.now() + 86_400_000) };
    await expectMotivo(signed(fe(), descuidado), 'CERTIFICADO_VENCIDO');
  });

  it("CERTIFICADO_NO_CORRESPONDE: someone else's certificate", async () => {
    const [h] = await expectMotivo(signed(fe(), otro), 'CERTIFICADO_NO_CORRESPONDE');
    expect(h!.mensaje).toMatch(/CPJ-3101999888.*3101123456/);
  });

  it('POLITICA_FIRMA when the v4.4 policy is required', async () => {
    const xml = firmar(buildXml(fe()), firmanteDePrueba(), {
      politica: { identificador: 'urn:otra', hash: 'AAAA' },
    });
    await expectMotivo(xml, 'POLITICA_FIRMA', ctx({ politica: POLITICA_V44 }));
    expect(await motivos(signed(fe()), ctx({ politica: POLITICA_V44 }))).toEqual([]);
  });

  it('CLAVE_INVALIDA, CLAVE_CONSECUTIVO, CLAVE_EMISOR, CLAVE_FECHA, TIPO_DOCUMENTO', async () => {
    await expectMotivo(signed({ ...fe(), clave: 'X'.repeat(50) }), 'CLAVE_INVALIDA');
    const otroNumero = claveMuestra('01', 99, new Date(), '3101123456').numeroConsecutivo;
    await expectMotivo(signed({ ...fe(), numeroConsecutivo: otroNumero }), 'CLAVE_CONSECUTIVO');
    const d = fe();
    d.emisor = { ...d.emisor, identificacion: { tipo: '02', numero: '3101777777' } };
    await expectMotivo(signed(d), 'CLAVE_EMISOR');
    const ayer = fe({ fecha: new Date(Date.now() - 26 * HOUR) });
    const [h] = await expectMotivo(signed({ ...ayer, fechaEmision: new Date() }), 'CLAVE_FECHA');
    expect(h!.mensaje).toMatch(/hora de Costa Rica/);
    const te = sampleDocumento({ tipo: '04', completo: true }) as Comprobante;
    await expectMotivo(signed({ ...te, tipo: '01', receptor: fe().receptor }), 'TIPO_DOCUMENTO');
  });

  it('EMISOR_NO_COINCIDE and RECEPTOR_NO_COINCIDE with the POST body', async () => {
    const xml = signed(fe());
    await expectMotivo(
      xml,
      'EMISOR_NO_COINCIDE',
      ctx({ envio: { emisor: { numeroIdentificacion: '3101000000' } } }),
    );
    await expectMotivo(
      xml,
      'RECEPTOR_NO_COINCIDE',
      ctx({ envio: { receptor: { numeroIdentificacion: '999999999' } } }),
    );
  });

  it('IDENTIFICACION_INVALIDA: a cédula física with dashes', async () => {
    const d = fe();
    d.receptor = { ...d.receptor!, identificacion: { tipo: '01', numero: '1-1234-0567' } };
    const [h] = await expectMotivo(signed(d), 'IDENTIFICACION_INVALIDA');
    expect(h!.mensaje).toBe(
      'La identificación del receptor (01: 1-1234-0567) no tiene el formato de su tipo.',
    );
  });

  it('FECHA_FUTURA and DOCUMENTO_TARDIO', async () => {
    await expectMotivo(signed(fe({ fecha: new Date(Date.now() + 2 * HOUR) })), 'FECHA_FUTURA');
    const [h] = await expectMotivo(
      signed(fe({ fecha: new Date(Date.now() - 80 * HOUR) })),
      'DOCUMENTO_TARDIO',
    );
    expect(h!.mensaje).toMatch(/más de 72 horas/);
  });

  it('LINEA_NO_CUADRA, TOTALES_NO_CUADRAN and MEDIO_PAGO_NO_CUADRA', async () => {
    const a = fe();
    a.detalleServicio!.lineaDetalle[1]!.montoTotalLinea = '1.00000';
    const [l] = await expectMotivo(signed(a), 'LINEA_NO_CUADRA');
    expect(l!.mensaje).toMatch(/^línea 2: MontoTotalLinea 1\.00000 no es SubTotal \+ ImpuestoNeto/);
    expect(l!.fila).toBe(2);
    const b = fe();
    b.resumenFactura.totalComprobante = '1.00000';
    const [t] = await expectMotivo(signed(b), 'TOTALES_NO_CUADRAN');
    expect(t!.mensaje).toMatch(/^TotalComprobante 1\.00000 no cuadra: debería ser/);
    const c = fe();
    c.resumenFactura.medioPago = [{ tipoMedioPago: '01', totalMedioPago: '5.00000' }];
    await expectMotivo(signed(c), 'MEDIO_PAGO_NO_CUADRA');
  });

  it('MENSAJE_RECEPTOR_INCONSISTENTE: an acceptance with a rejection consecutivo', async () => {
    const mr = sampleDocumento({ tipo: '05' }) as MensajeReceptor;
    const rechazo = sampleDocumento({ tipo: '07' }) as MensajeReceptor;
    await expectMotivo(
      signed({ ...mr, numeroConsecutivoReceptor: rechazo.numeroConsecutivoReceptor }),
      'MENSAJE_RECEPTOR_INCONSISTENTE',
    );
  });

  it('reads libxml2 messages in Spanish', () => {
    expect(
      xsdEnEspanol({
        elemento: 'Clave',
        linea: 1,
        mensaje:
          "Element '{urn:x}Clave': [facet 'pattern'] The value 'x' is not accepted by the pattern '[a-zA-Z0-9]{50,50}'.",
      }),
    ).toBe('Clave: el valor «x» no cumple el formato [a-zA-Z0-9]{50,50}.');
    expect(
      xsdEnEspanol({
        elemento: 'Detalle',
        linea: 1,
        mensaje:
          "Element 'Detalle': [facet 'maxLength'] The value 'abc' has a length of '3'; this exceeds the allowed maximum length of '2'.",
      }),
    ).toBe('Detalle: «abc» tiene 3 caracteres; el máximo es 2.');
  });
});

describe('the table of rejection reasons for the outgoing-documents queue', () => {
  it('gives every reason a unique number, a title, an explanation and a fix, in Spanish', () => {
    const all = Object.values(MOTIVOS_RECHAZO);
    expect(new Set(all.map((m) => m.numero)).size).toBe(all.length);
    for (const m of all) {
      expect(m.numero).toBeLessThan(0);
      expect(m.titulo.length).toBeGreaterThan(5);
      expect(m.explicacion).toMatch(/[a-záéíóúñ]{4}/);
      expect(m.sugerencia).toMatch(/[a-záéíóúñ]{4}/);
    }
  });
});
