import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { diaCostaRica, diaCostaRicaTexto, fechaEmisionCostaRica, partesFechaCostaRica } from '../shared/fecha-cr';
import { estadisticasCompras, RECEPTOR_ND, type DocumentoEstadistica } from './estadisticas';

const docArb: fc.Arbitrary<DocumentoEstadistica> = fc.record({
  items: fc.array(fc.record({ nombre: fc.constantFrom('Café', 'Azúcar', 'Leche'), montoTotalLinea: fc.integer({ min: 0, max: 1_000_000 }).map((n) => new D(n).div(100).toFixed()) }), { minLength: 1, maxLength: 4 }),
  receptor: fc.option(fc.record({ id: fc.constantFrom('r1', 'r2'), nombre: fc.constantFrom('Ana', 'Beto') }), { nil: null }),
  createdAt: fc.integer({ min: 1_767_225_600_000, max: 1_798_761_600_000 }),
});

describe('purchase statistics (spec 3 §3)', () => {
  it('adds up: per item, receptors and days each sum to the item total; shares add to ~100 %', () => {
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 12 }), (docs) => {
        const stats = estadisticasCompras(docs);
        const grand = docs.flatMap((d) => d.items).reduce((a, i) => a.plus(i.montoTotalLinea), new D(0));
        expect(stats.reduce((a, s) => a.plus(s.totalVentaNeta), new D(0)).eq(grand)).toBe(true);
        for (const s of stats) {
          expect(s.receptores.reduce((a, r) => a.plus(r.totalVentaNeta), new D(0)).eq(s.totalVentaNeta)).toBe(true);
          expect(s.dias.reduce((a, r) => a.plus(r.totalVentaNeta), new D(0)).eq(s.totalVentaNeta)).toBe(true);
          expect(s.receptores.reduce((a, r) => a + r.transacciones, 0)).toBe(s.transacciones);
        }
        if (!grand.isZero()) expect(stats.reduce((a, s) => a.plus(s.porc), new D(0)).minus(100).abs().lte('0.005')).toBe(true);
        for (let i = 1; i < stats.length; i++) expect(stats[i - 1]?.totalVentaNeta.gte(stats[i]?.totalVentaNeta ?? 0)).toBe(true);
      }),
    );
  });
  it('groups by Costa Rica day and uses ND for a missing receptor', () => {
    const stats = estadisticasCompras([
      { items: [{ nombre: 'Café', montoTotalLinea: '100' }], receptor: null, createdAt: '2026-03-02T05:59:59Z' },
      { items: [{ nombre: 'Café', montoTotalLinea: '50' }], receptor: { id: 'r1', nombre: 'Ana' }, createdAt: '2026-03-02T06:00:00Z' },
    ]);
    expect(stats[0]?.dias.map((d) => [d.date, d.transacciones])).toEqual([['2026-03-01', 1], ['2026-03-02', 1]]);
    expect(stats[0]?.receptores.map((r) => [r.id, r.nombre])).toEqual([[RECEPTOR_ND, 'ND'], ['r1', 'Ana']]);
    expect(stats[0]?.porc.toFixed()).toBe('100');
    expect(estadisticasCompras([{ items: [{ nombre: 'x', montoTotalLinea: '0' }], createdAt: 0 }])[0]?.porc.toFixed()).toBe('0');
    const days = estadisticasCompras([
      { items: [{ nombre: 'Té', montoTotalLinea: '1' }], createdAt: '2026-03-05T12:00:00Z' },
      { items: [{ nombre: 'Té', montoTotalLinea: '1' }, { nombre: 'Café', montoTotalLinea: '2' }], createdAt: '2026-03-01T12:00:00Z' },
      { items: [{ nombre: 'Té', montoTotalLinea: '1' }], createdAt: '2026-03-03T12:00:00Z' },
      { items: [{ nombre: 'Azúcar', montoTotalLinea: '3' }], createdAt: '2026-03-03T12:00:00Z' },
    ]);
    expect(days.map((s) => s.nombre)).toEqual(['Azúcar', 'Té', 'Café']);
    expect(days[1]?.dias.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-03', '2026-03-05']);
    expect(days[1]).toMatchObject({ transacciones: 3 });
  });
});

describe('Costa Rica dates', () => {
  it('CR time is UTC−6: the day changes at 06:00 UTC', () => {
    fc.assert(
      fc.property(fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 }), (ms) => {
        const p = partesFechaCostaRica(ms);
        const utc = new Date(ms - 6 * 3_600_000);
        expect([p.year, p.month, p.day, p.hour]).toEqual([utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate(), utc.getUTCHours()]);
        expect(Date.parse(fechaEmisionCostaRica(ms))).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
    expect(diaCostaRica(Date.parse('2026-01-01T05:00:00Z'))).toBe('2025-12-31');
    expect(diaCostaRicaTexto('2026-03-02')).toBe('02/03/2026');
    expect(fechaEmisionCostaRica(Date.parse('2026-11-05T16:30:05Z'))).toBe('2026-11-05T10:30:05-06:00');
  });
});
