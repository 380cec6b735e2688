import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRECUENCIAS, ocurrencia, vencidas } from './suscripcion';

describe('subscription due dates (ruling B-4)', () => {
  it('follows the calendar and keeps the day of the month', () => {
    const ene31 = new Date('2027-01-31T14:00:00Z');
    expect(ocurrencia(ene31, 'MENSUAL', 1).toISOString()).toBe('2027-02-28T14:00:00.000Z');
    expect(ocurrencia(ene31, 'MENSUAL', 2).toISOString()).toBe('2027-03-31T14:00:00.000Z');
    expect(ocurrencia(new Date('2028-02-29T06:00:00Z'), 'ANUAL', 1).toISOString()).toBe('2029-02-28T06:00:00.000Z');
    expect(ocurrencia(ene31, 'SEMANAL', 2).toISOString()).toBe('2027-02-14T14:00:00.000Z');
    expect(vencidas(ene31, 'DIARIA', 0, new Date('2027-02-02T14:00:00Z'))).toBe(3);
    expect(vencidas(ene31, 'DIARIA', 3, new Date('2027-02-02T14:00:00Z'))).toBe(0);
  });

  it('due dates only move forward, one step at a time', () => {
    const inicio = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(inicio, fc.constantFrom(...FRECUENCIAS), fc.integer({ min: 0, max: 400 }), (d, f, n) => {
        const a = ocurrencia(d, f, n);
        const b = ocurrencia(d, f, n + 1);
        expect(b.getTime()).toBeGreaterThan(a.getTime());
        // no step is longer than a year and a day, none shorter than a day
        expect(b.getTime() - a.getTime()).toBeGreaterThanOrEqual(86_400_000);
        expect(b.getTime() - a.getTime()).toBeLessThanOrEqual(367 * 86_400_000);
        // the time of day never changes
        expect(b.getUTCHours() * 60 + b.getUTCMinutes()).toBe(d.getUTCHours() * 60 + d.getUTCMinutes());
        // exactly the dates up to now are due: the last one due is not after now, the next one is
        const now = new Date(b.getTime());
        expect(vencidas(d, f, n, now)).toBe(2);
      }),
    );
  });
});
