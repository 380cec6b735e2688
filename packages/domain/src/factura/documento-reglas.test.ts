import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILES, type Profile } from '../access/profiles';
import {
  aplicaFacturacionMasiva,
  aplicarModoSuscripcion,
  CLAVE_ANULACION,
  CODIGO_ACTIVIDAD_DEFECTO,
  creaOrdenProduccion,
  limpiaBorradorTrasCrear,
  numeroReferenciaAnulacion,
  tipoNotaCredito,
  tocaInventario,
  TIPO_ANULACION_COMPRA,
} from './documento-reglas';
import { limpiarReceptor } from './receptor';
import {
  ESTADO_PROFORMA_FACTURADA,
  NUMERO_REFERENCIA_PROFORMA,
  proformaIdDeReferencia,
  referenciaFEC,
  referenciaProforma,
  tipoDocReferenciaDe,
  upsertReferencia,
} from './referencias';

const docArb = fc.constantFrom('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '99', '101', '102', '103');

describe('document rules (spec 1 §1, §4, §5)', () => {
  it('credit note type: 993 exactly for type 99, 03 for every other document', () => {
    fc.assert(
      fc.property(docArb, (t) => {
        expect(tipoNotaCredito(t)).toBe(t === '99' ? '993' : '03');
      }),
    );
    expect([TIPO_ANULACION_COMPRA, CLAVE_ANULACION.length, /^0+$/.test(CLAVE_ANULACION), CODIGO_ACTIVIDAD_DEFECTO]).toEqual(['9938', 40, true, '000000']);
  });
  it('a purchase cancellation references the clave, or 40 zeros when there is none', () => {
    expect(numeroReferenciaAnulacion('506'.padEnd(50, '1'))).toBe('506'.padEnd(50, '1'));
    expect(numeroReferenciaAnulacion(null)).toBe('0'.repeat(40));
    expect(numeroReferenciaAnulacion(undefined)).toBe('0'.repeat(40));
    expect(numeroReferenciaAnulacion('  ')).toBe('0'.repeat(40));
  });
  it('production orders: never for 08 or 05, COMMUNITY/FACTURA, free mode or when avoided; otherwise yes', () => {
    fc.assert(
      fc.property(docArb, fc.constantFrom<Profile>(...PROFILES), fc.boolean(), fc.boolean(), (tipoDocumento, profile, modoLibre, evitar) => {
        const expected = !evitar && !modoLibre && tipoDocumento !== '08' && tipoDocumento !== '05' && (profile === 'MICRO' || profile === 'PRO');
        expect(creaOrdenProduccion({ tipoDocumento, profile, modoLibre, evitar })).toBe(expected);
      }),
    );
  });
  it('production orders: the literal cases', () => {
    const base = { profile: 'PRO' as const, modoLibre: false, evitar: false };
    expect(['01', '04', '08', '05', '09'].map((tipoDocumento) => creaOrdenProduccion({ ...base, tipoDocumento }))).toEqual([true, true, false, false, true]);
    expect(creaOrdenProduccion({ tipoDocumento: '01', profile: 'MICRO' })).toBe(true);
    expect(creaOrdenProduccion({ tipoDocumento: '01', profile: 'FACTURA' })).toBe(false);
    expect(creaOrdenProduccion({ ...base, tipoDocumento: '01', evitar: true })).toBe(false);
    expect(creaOrdenProduccion({ ...base, tipoDocumento: '01', modoLibre: true })).toBe(false);
    expect([aplicaFacturacionMasiva({ bulkBillingModule: true, tipoDocumento: '01' }), aplicaFacturacionMasiva({ bulkBillingModule: true, tipoDocumento: '04' })]).toEqual([false, true]);
  });
  it('stock: COMMUNITY, FACTURA and free mode never touch inventory', () => {
    expect(PROFILES.map((profile) => tocaInventario({ profile }))).toEqual([false, false, true, true]);
    expect(tocaInventario({ profile: 'PRO', modoLibre: true })).toBe(false);
  });
  it('bulk billing applies with the bulk module to every document but 01', () => {
    fc.assert(
      fc.property(docArb, fc.boolean(), (tipoDocumento, on) => {
        expect(aplicaFacturacionMasiva({ bulkBillingModule: on, tipoDocumento })).toBe(on && tipoDocumento !== '01');
      }),
    );
    expect(aplicaFacturacionMasiva({ tipoDocumento: '04' })).toBe(false);
  });
  it('subscription mode forces credit (02), the default method and 3 days unless a period is set', () => {
    expect(aplicarModoSuscripcion({ condicionVenta: '01', medioPago: ['04'] }, '02')).toEqual({ condicionVenta: '02', plazoCredito: 3, medioPago: ['02'] });
    expect(aplicarModoSuscripcion({ plazoCredito: 30 }, '01')).toMatchObject({ plazoCredito: 30 });
    expect(aplicarModoSuscripcion({ plazoCredito: 0 }, '01')).toMatchObject({ plazoCredito: 3 });
    expect(aplicarModoSuscripcion({ plazoCredito: null }, '01')).toMatchObject({ plazoCredito: 3 });
    expect(aplicarModoSuscripcion({ plazoCredito: -5 }, '01')).toMatchObject({ plazoCredito: 3 });
    expect(aplicarModoSuscripcion({ plazoCredito: 1 }, '01')).toMatchObject({ plazoCredito: 1 });
    expect([limpiaBorradorTrasCrear(false), limpiaBorradorTrasCrear(true)]).toEqual([true, false]);
  });
});

describe('references (spec 1 §4, §5)', () => {
  it('round trip: the proforma id comes back from its reference', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9]{1,24}$/), (id) => {
        const ref = referenciaProforma(id, '2026-11-05T10:00:00-06:00');
        expect(ref.numero).toBe(NUMERO_REFERENCIA_PROFORMA);
        expect(ref.numero).toHaveLength(50);
        expect(proformaIdDeReferencia(ref)).toBe(id);
      }),
    );
    expect(referenciaProforma('abc', 'f')).toMatchObject({ tipoDocIR: '99', tipoDocRefOTRO: 'Proforma', codigo: '04', razon: 'Proforma #abc#' });
    expect(proformaIdDeReferencia({ numero: '1', razon: '#abc#' })).toBeUndefined();
    expect(proformaIdDeReferencia({ numero: NUMERO_REFERENCIA_PROFORMA, razon: 'sin marcas' })).toBeUndefined();
    expect(ESTADO_PROFORMA_FACTURADA).toBe('FACTURADA');
  });
  it('references are unique by number; a repeat replaces the earlier one in place', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<string>('a', 'b', 'c', 'd'), { maxLength: 20 }), (nums) => {
        let list: { numero: string; n: number }[] = [];
        nums.forEach((numero, n) => (list = upsertReferencia(list, { numero, n })));
        expect(list.map((r) => r.numero)).toEqual([...new Set(nums)]);
        for (const r of list) expect(r.n).toBe(nums.lastIndexOf(r.numero));
      }),
    );
  });
  it('the FEC carries the fixed reference: type 14, code 99, Comprobante de regimen simplificado', () => {
    expect(referenciaFEC('2026-01-01T00:00:00-06:00')).toEqual({
      tipoDocIR: '14', fechaEmisionIR: '2026-01-01T00:00:00-06:00', codigo: '99',
      codigoReferenciaOTRO: 'Comprobante de regimen simplificado', razon: 'Comprobante de regimen simplificado',
    });
    expect(['01', '04', '09', '10', '08'].map(tipoDocReferenciaDe)).toEqual(['01', '04', '19', '20', undefined]);
  });
});

describe('receptor clean-up (spec 1 §5, spec 3 §5)', () => {
  it('drops the credit limit, keeps a national identification and drops it for a foreign one', () => {
    const r = { nombre: 'Ana', identificacion: { tipo: '01', numero: '102340567' }, limiteCredito: 5, limiteCreditoBlock: true, telefono: { codigoPais: 506, numTelefono: '88888888' } };
    expect(limpiarReceptor(r)).toEqual({ nombre: 'Ana', identificacion: { tipo: '01', numero: '102340567' }, telefono: { codigoPais: 506, numTelefono: '88888888' } });
    expect(limpiarReceptor({ ...r, identificacionExtranjero: 'P1234' })).not.toHaveProperty('identificacion');
    expect(limpiarReceptor({ ...r, identificacionExtranjero: ' ' })).toHaveProperty('identificacion');
    expect(limpiarReceptor({ ...r, telefono: { codigoPais: 506, numTelefono: '' } })).not.toHaveProperty('telefono');
    expect(limpiarReceptor({ ...r, telefono: { codigoPais: 506 } })).not.toHaveProperty('telefono');
    expect(limpiarReceptor({ nombre: 'x' })).toEqual({ nombre: 'x' });
  });
  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.record({ identificacionExtranjero: fc.option(fc.string(), { nil: undefined }), limiteCredito: fc.integer(), telefono: fc.record({ numTelefono: fc.option(fc.string(), { nil: undefined }) }) }),
        (r) => {
          expect(limpiarReceptor(limpiarReceptor(r))).toEqual(limpiarReceptor(r));
        },
      ),
    );
  });
});
