import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineaInputArb } from '../../test/factura-arbitraries';
import { D } from '../money/decimal';
import { computeLinea } from './linea';
import { computeResumen } from './resumen';
import { TOTALES_RESUMEN, resumenCamposDe } from './resumen-campos';

describe('TOTALES_RESUMEN', () => {
  it('lists the 20 v4.4 amounts in schema order, from TotalServGravados to TotalComprobante', () => {
    expect(TOTALES_RESUMEN).toHaveLength(20);
    expect(TOTALES_RESUMEN[0]).toBe('totalServGravados');
    expect(TOTALES_RESUMEN.at(-1)).toBe('totalComprobante');
    expect(resumenCamposDe('01').filter((c) => (TOTALES_RESUMEN as readonly string[]).includes(c))).toEqual(TOTALES_RESUMEN);
  });

  it('every listed total of a computed summary is a Decimal', () => {
    fc.assert(
      fc.property(fc.array(lineaInputArb, { minLength: 1, maxLength: 5 }), (inputs) => {
        const lineas = inputs.flatMap((l, i) => {
          const r = computeLinea({ ...l, numeroLinea: i + 1 });
          return r.ok ? [r.value] : [];
        });
        const resumen = computeResumen(lineas, [], {});
        for (const campo of TOTALES_RESUMEN) expect(resumen[campo], campo).toBeInstanceOf(D);
      }),
      { numRuns: 30 },
    );
  });
});
