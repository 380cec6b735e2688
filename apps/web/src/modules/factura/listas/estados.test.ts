import { describe, expect, it } from 'vitest';
import { ESTADO_DOCUMENTO_ID } from '@jit/domain';
import { BADGE_ESTADO, colorEstado, ESTADOS_COLA, estadoProformaVisible, grupoCola, restante, vencimiento } from './estados';

describe('states shown in the lists', () => {
  it('every state of the domain has a badge, and only accepted is green', () => {
    for (const v of Object.values(ESTADO_DOCUMENTO_ID).filter((x) => x > 0)) expect(BADGE_ESTADO[String(v)]).toBeDefined();
    expect(Object.entries(BADGE_ESTADO).filter(([, t]) => t === 'success').map(([k]) => k)).toEqual(['3']);
  });
  it('the queue holds every document Hacienda has not accepted, in its group', () => {
    expect([...ESTADOS_COLA].sort()).toEqual(['1', '2', '4', '5', '6', '7']);
    expect(grupoCola('1')).toBe('pendiente');
    expect(grupoCola('2')).toBe('procesando');
    expect(grupoCola('5')).toBe('procesando');
    expect(grupoCola('4')).toBe('rechazado');
    expect(grupoCola('6')).toBe('rechazado');
    expect(grupoCola('7')).toBe('contingencia');
    expect(grupoCola('3')).toBeNull();
    expect(grupoCola('8')).toBeNull();
  });
  it('a pending proforma past its validity shows as VENCIDA; an invoiced one stays FACTURADA', () => {
    const p = { fechaEmision: '2026-11-01T12:00:00Z', plazoProforma: 15 };
    expect(estadoProformaVisible({ ...p, estadoProforma: 'PENDIENTE' }, Date.parse('2026-11-10T00:00:00Z'))).toBe('PENDIENTE');
    expect(estadoProformaVisible({ ...p, estadoProforma: 'PENDIENTE' }, Date.parse('2026-11-20T00:00:00Z'))).toBe('VENCIDA');
    expect(estadoProformaVisible({ ...p, estadoProforma: 'FACTURADA' }, Date.parse('2026-11-20T00:00:00Z'))).toBe('FACTURADA');
    expect(estadoProformaVisible({ fechaEmision: p.fechaEmision, plazoProforma: null, estadoProforma: null }, Date.parse('2030-01-01T00:00:00Z'))).toBe('PENDIENTE');
  });
  it('a credit sale is due after its days of credit', () => {
    const v = vencimiento('2026-11-01T12:00:00Z', 30, Date.parse('2026-12-11T12:00:00Z'));
    expect(v.vence?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(v.diasVencida).toBe(10);
    expect(vencimiento('2026-11-01T12:00:00Z', 30, Date.parse('2026-11-15T00:00:00Z')).diasVencida).toBe(0);
  });
  it('the contingency countdown stops at zero', () => {
    expect(restante('2026-11-22T03:00:00Z', Date.parse('2026-11-22T01:58:57Z'))).toEqual({ h: 1, m: 1, s: 3, vencido: false });
    expect(restante('2026-11-22T03:00:00Z', Date.parse('2026-11-22T03:00:01Z')).vencido).toBe(true);
  });
  it('colours a state alike everywhere: accepted green, rejected red, an unknown value as information', () => {
    expect(colorEstado(String(ESTADO_DOCUMENTO_ID.ACEPTADO))).toBe('green');
    expect(colorEstado(String(ESTADO_DOCUMENTO_ID.RECHAZADO))).toBe('red');
    expect(colorEstado(String(ESTADO_DOCUMENTO_ID.CONTINGENCIA))).toBe('orange');
    expect(colorEstado('99')).toBe('cyan');
  });
});
