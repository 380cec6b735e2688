import { describe, expect, it } from 'vitest';
import { etiquetaNotaCredito, permiso } from './reglas';

const doc = (tipo: string, estado = '3', extra: Partial<{ notaCredito: unknown[]; bulk: boolean; state: boolean; estadoProforma: string | null }> = {}) => ({
  documento: { id: tipo },
  estadoDocumento: { value: estado },
  notaCredito: [],
  bulk: false,
  state: true,
  ...extra,
});

describe('actions offered on a row', () => {
  it('credit notes go against sales, never against notes, receiver messages or proformas', () => {
    for (const t of ['01', '04', '09', '99']) expect(permiso('notaCredito', doc(t)).ok).toBe(true);
    for (const t of ['03', '993', '05', '06', '07', '9938', 'proforma']) expect(permiso('notaCredito', doc(t)).ok).toBe(false);
  });
  it('a document Hacienda rejected is corrected and sent again, not credited', () => {
    const r = permiso('notaCredito', doc('01', '4'));
    expect(r.ok).toBe(false);
    expect(permiso('corregir', doc('01', '4')).ok).toBe(true);
    expect(permiso('corregir', doc('01', '6')).ok).toBe(true);
    expect(permiso('corregir', doc('01', '3')).ok).toBe(false);
  });
  it('a total cancellation needs a document without earlier notes; partial notes stay possible', () => {
    const acreditada = doc('01', '3', { notaCredito: [{ id: 'x' }] });
    expect(permiso('anular', acreditada).ok).toBe(false);
    expect(permiso('notaCredito', acreditada).ok).toBe(true);
  });
  it('purchases are cancelled with 9938, bulk documents with their own note', () => {
    expect(permiso('anularCompra', doc('08')).ok).toBe(true);
    expect(permiso('anularCompra', doc('01')).ok).toBe(false);
    expect(permiso('anularBulk', doc('04', '3', { bulk: true })).ok).toBe(true);
    expect(permiso('anularBulk', doc('04', '3', { bulk: true, state: false })).ok).toBe(false);
  });
  it('the credit note type comes from the domain: 993 for a 99, 03 otherwise', () => {
    expect(etiquetaNotaCredito('99')).toMatch(/^993/);
    expect(etiquetaNotaCredito('01')).toBe('03');
  });
  it('an invoiced or cancelled proforma is not invoiced again', () => {
    expect(permiso('facturarProforma', doc('proforma', '8', { estadoProforma: 'PENDIENTE' })).ok).toBe(true);
    expect(permiso('facturarProforma', doc('proforma', '8', { estadoProforma: 'FACTURADA' })).ok).toBe(false);
    expect(permiso('facturarProforma', doc('proforma', '8', { estadoProforma: 'ANULADA' })).ok).toBe(false);
  });
});
