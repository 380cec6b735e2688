import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODIGOS_REFERENCIA } from '../catalogos/code-tables.generated';
import { codigoNotaCredito, codigosNotaCredito, cubreDocumento, refusaCodigoNotaCredito } from './codigo-nota-credito';

const lineasArb = fc.array(fc.record({ numeroLinea: fc.nat({ max: 30 }), cantidad: fc.integer({ min: 1, max: 50 }), servicio: fc.boolean() }), {
  minLength: 1,
  maxLength: 8,
});

describe('the reference code of a credit note (01 only when it covers the whole document)', () => {
  it('a total note defaults to 01 «Anula documento de referencia»; a partial one to «corrige monto» or, with goods, «devolución»', () => {
    expect(codigoNotaCredito({ total: true, devuelveBienes: false })).toBe('01');
    expect(codigoNotaCredito({ total: false, devuelveBienes: false })).toBe('14');
    expect(codigoNotaCredito({ total: false, devuelveBienes: true })).toBe('06');
  });
  it('covers the document only when every line is credited in full', () => {
    const doc = [
      { numeroLinea: 1, cantidad: '2' },
      { numeroLinea: 2, cantidad: '1.5' },
    ];
    expect(cubreDocumento(doc, [{ numeroLinea: 1, cantidad: '2' }, { numeroLinea: 2, cantidad: '1.5' }])).toBe(true);
    expect(cubreDocumento(doc, [{ numeroLinea: 1, cantidad: '2' }])).toBe(false);
    expect(cubreDocumento(doc, [{ numeroLinea: 1, cantidad: '2' }, { numeroLinea: 2, cantidad: '1' }])).toBe(false);
  });
  it('for any partial note, neither the default nor the choices claim to cancel the document; a total note may', () => {
    fc.assert(
      fc.property(lineasArb, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 50 })), { maxLength: 8 }), (doc, picks) => {
        const lineas = doc.map((l, i) => ({ ...l, numeroLinea: i + 1, cantidad: String(l.cantidad) }));
        const acreditadas = picks
          .map(([i]) => lineas[i % lineas.length]!)
          .map((l, j) => ({ numeroLinea: l.numeroLinea, cantidad: String(Math.min(Number(l.cantidad), (picks[j]![1] % Number(l.cantidad)) + 1)), servicio: l.servicio }));
        const total = cubreDocumento(lineas, acreditadas);
        const devuelveBienes = acreditadas.some((a) => !a.servicio);
        const codigo = codigoNotaCredito({ total, devuelveBienes });
        const opciones = codigosNotaCredito(total);
        expect(opciones).toContain(codigo);
        expect(refusaCodigoNotaCredito(codigo, total)).toBeNull();
        if (!total) {
          expect(['01', '13']).not.toContain(codigo);
          expect(opciones).not.toContain('01');
          expect(refusaCodigoNotaCredito('01', false)).toMatch(/Anula/);
        } else expect(codigo).toBe('01');
        expect(opciones.every((c) => CODIGOS_REFERENCIA.some((r) => r.codigo === c))).toBe(true);
      }),
    );
  });
});
