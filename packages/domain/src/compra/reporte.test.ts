import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { agruparReporteCompras, totalReporteCompras, type DimensionReporte, type FilaReporteCompra } from './reporte';

const monto = fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }).map((c) => new D(c).div(100).toFixed());
const fila: fc.Arbitrary<FilaReporteCompra> = fc.record({
  proveedorId: fc.constantFrom('p1', 'p2', null),
  proveedor: fc.constantFrom('Uno S.A.', 'Dos S.A.'),
  identificacion: fc.constantFrom('3101000001', null),
  mes: fc.constantFrom('2026-10', '2026-11'),
  cuentaContable: fc.constantFrom('5-01', null),
  tarifaIVA: fc.constantFrom('13', '13.00', '4', null),
  documentos: fc.nat(5),
  lineas: fc.nat(20),
  subTotal: monto,
  impuesto: monto,
  acreditable: monto,
  total: monto,
});
const DIMS: DimensionReporte[] = ['proveedor', 'mes', 'cuenta', 'tarifa'];

describe('purchase report folding', () => {
  it('any folding adds up to the rows, and no key appears twice', () => {
    fc.assert(
      fc.property(fc.array(fila, { maxLength: 30 }), fc.constantFrom(...DIMS), (filas, dim) => {
        const g = agruparReporteCompras(filas, dim);
        const t = totalReporteCompras(g);
        const suma = (k: 'subTotal' | 'impuesto' | 'acreditable' | 'total') => filas.reduce((s, f) => s.plus(f[k]), new D(0));
        expect(t.subTotal.eq(suma('subTotal'))).toBe(true);
        expect(t.acreditable.eq(suma('acreditable'))).toBe(true);
        expect(t.total.eq(suma('total'))).toBe(true);
        expect(t.lineas).toBe(filas.reduce((s, f) => s + f.lineas, 0));
        expect(new Set(g.map((x) => x.clave)).size).toBe(g.length);
      }),
    );
  });

  it('labels the groups in Spanish: no account, no VAT, the same rate written two ways', () => {
    const base = { proveedor: 'Uno S.A.', mes: '2026-11', documentos: 1, lineas: 1, subTotal: '10', impuesto: '1.3', acreditable: '1.3', total: '11.3' };
    const g = agruparReporteCompras([{ ...base, tarifaIVA: '13' }, { ...base, tarifaIVA: '13.00' }, { ...base, tarifaIVA: null }], 'tarifa');
    expect(g.map((x) => [x.etiqueta, x.subTotal.toFixed()])).toEqual([['13 %', '20'], ['Sin IVA', '10']]);
    expect(agruparReporteCompras([base], 'cuenta')[0]!.etiqueta).toBe('Sin cuenta');
  });
});
