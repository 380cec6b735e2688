import { describe, expect, it } from 'vitest';
import { diasDelRango, enRango, rangoDe } from './fechas';

// Saturday 21 November 2026, 21:00 in Costa Rica (03:00 UTC on the 22nd).
const SABADO_NOCHE = Date.parse('2026-11-22T03:00:00Z');

describe('date shortcuts in Costa Rica days (spec 1 §9)', () => {
  it('uses the Costa Rica day, not the UTC one', () => {
    expect(rangoDe('HOY', SABADO_NOCHE)).toEqual({ inicio: '2026-11-21', final: '2026-11-21' });
  });
  it('this week runs from Monday to today', () => {
    expect(rangoDe('ESTA_SEMANA', SABADO_NOCHE)).toEqual({ inicio: '2026-11-16', final: '2026-11-21' });
    // On a Monday the week is that day alone.
    expect(rangoDe('ESTA_SEMANA', Date.parse('2026-11-16T15:00:00Z'))).toEqual({ inicio: '2026-11-16', final: '2026-11-16' });
  });
  it('7, 30 and 90 days include today', () => {
    expect(diasDelRango(rangoDe('ULTIMOS_7_DIAS', SABADO_NOCHE))).toBe(7);
    expect(diasDelRango(rangoDe('ULTIMOS_30_DIAS', SABADO_NOCHE))).toBe(30);
    expect(diasDelRango(rangoDe('ULTIMOS_90_DIAS', SABADO_NOCHE))).toBe(90);
    expect(rangoDe('ULTIMOS_7_DIAS', SABADO_NOCHE).inicio).toBe('2026-11-15');
  });
  it('Este Mes is the whole calendar month; the previous month crosses the year', () => {
    expect(rangoDe('ESTE_MES', SABADO_NOCHE)).toEqual({ inicio: '2026-11-01', final: '2026-11-30' });
    expect(rangoDe('MES_ANTERIOR', Date.parse('2027-01-10T12:00:00Z'))).toEqual({ inicio: '2026-12-01', final: '2026-12-31' });
    expect(rangoDe('ESTE_MES', Date.parse('2028-02-10T12:00:00Z')).final).toBe('2028-02-29');
  });
  it('a new document belongs in a list when its Costa Rica day is in the range', () => {
    const r = rangoDe('HOY', SABADO_NOCHE);
    expect(enRango('2026-11-22T03:00:00Z', r)).toBe(true);
    expect(enRango('2026-11-22T07:00:00Z', r)).toBe(false);
    expect(enRango('2026-11-22T07:00:00Z', null)).toBe(true);
  });
  it('counts the days of a typed range, null when a day is missing', () => {
    expect(diasDelRango({ inicio: '2026-01-01', final: '2026-12-31' })).toBe(365);
    expect(diasDelRango({ inicio: '2026-01-01', final: '' })).toBeNull();
  });
});
