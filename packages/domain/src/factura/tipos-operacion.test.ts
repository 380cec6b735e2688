import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIPOS_DOCUMENTO } from '../catalogos/documentos';
import { OPERACION_DE_TIPO, operacionDe, requiereReceptor, tiposDeOperacion, type OperacionDocumento } from './tipos-operacion';

const OPERACIONES: OperacionDocumento[] = ['create', 'createNotaCredito', 'createMensajeReceptor', 'createAnulaCompra', 'pago'];

describe('tipos por operación', () => {
  it('every known type is created by exactly one operation', () => {
    for (const t of TIPOS_DOCUMENTO) {
      const dueños = OPERACIONES.filter((op) => tiposDeOperacion(op).includes(t.codigo));
      expect(dueños, t.codigo).toEqual([OPERACION_DE_TIPO[t.codigo]]);
    }
  });

  it('credit notes, receiver messages and payment receipts have their own operations', () => {
    expect(tiposDeOperacion('createNotaCredito')).toEqual(['03', '993']);
    expect(tiposDeOperacion('createMensajeReceptor')).toEqual(['05', '06', '07']);
    expect(tiposDeOperacion('createAnulaCompra')).toEqual(['9938']);
    expect(tiposDeOperacion('create')).toEqual(['01', '02', '04', '08', '09', '99', '101', '102', '103', 'proforma']);
    expect(tiposDeOperacion('pago')).toEqual(['10']);
  });

  it('an unknown code has no operation and needs no receptor', () => {
    const conocidos = new Set<string>(TIPOS_DOCUMENTO.map((t) => t.codigo));
    fc.assert(
      fc.property(fc.string(), (codigo) => {
        fc.pre(!conocidos.has(codigo));
        expect(operacionDe(codigo)).toBeNull();
        expect(requiereReceptor(codigo)).toBe(false);
      }),
    );
  });

  it('the invoice, the purchase invoice and the export invoice need a receptor; the ticket does not', () => {
    expect(['01', '04', '08', '09', '99', 'proforma'].map(requiereReceptor)).toEqual([true, false, true, true, false, false]);
  });
});
