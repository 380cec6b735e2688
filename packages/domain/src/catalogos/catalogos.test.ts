import { describe, expect, it } from 'vitest';
import {
  CODIGOS_IMPUESTO,
  CODIGOS_MONEDA,
  CODIGOS_REFERENCIA,
  CODIGOS_TARIFA_IVA,
  MEDIOS_PAGO,
  TIPOS_DOC_REFERENCIA,
  TIPOS_EXONERACION,
  TIPOS_IDENTIFICACION,
  UNIDADES_MEDIDA,
} from './code-tables.generated';
import { isTipoDocumentoHacienda, TIPOS_DOCUMENTO, TIPOS_DOCUMENTO_HACIENDA } from './documentos';
import { codigoTarifaParaTarifa, descripcionDe, isCodigoDe, tarifaIVA } from './lookup';

describe('code tables (v4.4, April-2026 revision)', () => {
  it('carries the rev-2026 additions and drops metal currencies', () => {
    const ref = CODIGOS_REFERENCIA.map((r) => r.codigo);
    expect(ref).toEqual(expect.arrayContaining(['13', '14', '15', '16', '17']));
    expect(ref).not.toContain('03');
    expect(TIPOS_DOC_REFERENCIA.map((r) => r.codigo)).toEqual(expect.arrayContaining(['19', '20']));
    expect(descripcionDe(TIPOS_DOC_REFERENCIA, '19')).toBe('Factura Electrónica de Exportación');
    expect(isCodigoDe(CODIGOS_MONEDA, 'XAU')).toBe(false);
    expect(isCodigoDe(CODIGOS_MONEDA, 'CRC')).toBe(true);
    expect(isCodigoDe(CODIGOS_MONEDA, 'USD')).toBe(true);
    expect(isCodigoDe(UNIDADES_MEDIDA, 'Unid')).toBe(true);
    expect(isCodigoDe(UNIDADES_MEDIDA, '\u2126')).toBe(true);
    expect(MEDIOS_PAGO.map((m) => m.codigo)).toEqual(['01', '02', '03', '04', '05', '06', '07', '99']);
    expect(descripcionDe(MEDIOS_PAGO, '42')).toBeUndefined();
  });
  it("shows Hacienda's texts with correct Spanish spelling, keeping every code", () => {
    expect(descripcionDe(TIPOS_IDENTIFICACION, '01')).toBe('Cédula física');
    expect(descripcionDe(TIPOS_IDENTIFICACION, '02')).toBe('Cédula jurídica');
    expect(descripcionDe(CODIGOS_REFERENCIA, '02')).toBe('Corrige texto de documento de referencia');
    expect(descripcionDe(CODIGOS_REFERENCIA, '05')).toBe('Sustituye comprobante provisional por contingencia');
    expect(descripcionDe(TIPOS_DOC_REFERENCIA, '08')).toBe('Comprobante emitido en contingencia');
    expect(descripcionDe(TIPOS_DOC_REFERENCIA, '02')).toBe('Nota de débito electrónica');
    expect(descripcionDe(CODIGOS_IMPUESTO, '03')).toBe('Impuesto único a los combustibles');
    const textos = [CODIGOS_REFERENCIA, TIPOS_DOC_REFERENCIA, TIPOS_IDENTIFICACION, CODIGOS_IMPUESTO, MEDIOS_PAGO, TIPOS_EXONERACION].flatMap((t) =>
      t.map((r) => r.descripcion),
    );
    for (const mal of [/contigencia/, /\bocumento/, /Cedula/, /Juridica/, /combustivos/, /especifico/, /debido/, /\barticulo/])
      expect(textos.filter((t) => mal.test(t)), String(mal)).toEqual([]);
  });
  it('knows the rate of every CodigoTarifaIVA', () => {
    expect(CODIGOS_TARIFA_IVA.map((c) => [c.codigo, tarifaIVA(c.codigo)])).toEqual([
      ['01', '0'], ['02', '1'], ['03', '2'], ['04', '4'], ['05', '0'], ['06', '4'],
      ['07', '8'], ['08', '13'], ['09', '0.5'], ['10', '0'], ['11', '0'],
    ]);
    expect(codigoTarifaParaTarifa('13')).toBe('08');
    expect(codigoTarifaParaTarifa('13.00')).toBe('08');
    expect(codigoTarifaParaTarifa('4')).toBe('04');
    expect(codigoTarifaParaTarifa('0.5')).toBe('09');
    expect(codigoTarifaParaTarifa('0')).toBeUndefined();
    expect(codigoTarifaParaTarifa('7')).toBeUndefined();
  });
  it('document types: 01–10 go to Hacienda, the rest stay in JIT', () => {
    expect(TIPOS_DOCUMENTO_HACIENDA).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    expect(TIPOS_DOCUMENTO.map((t) => t.codigo)).toEqual(
      expect.arrayContaining(['99', '101', '102', '103', '993', '9938', 'proforma']),
    );
    expect(isTipoDocumentoHacienda('10')).toBe(true);
    expect(isTipoDocumentoHacienda('993')).toBe(false);
  });
});
