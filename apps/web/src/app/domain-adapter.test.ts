import { describe, expect, it } from 'vitest';
import { certificateState, decodeToken, isTokenValid, validateToast } from './domain-adapter';

const b64 = (o: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (exp: number) => `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', emisor: 'e1', exp, fullname: 'Ña Ñoño' })}.sig`;

describe('token validity (spec 1 §5)', () => {
  const now = new Date('2026-11-01T12:00:00Z');
  const at = now.getTime() / 1000;
  it('is valid while the expiry is not earlier than now', () => {
    expect(isTokenValid(token(at + 60), now)).toBe(true);
    expect(isTokenValid(token(at), now)).toBe(true);
    expect(isTokenValid(token(at - 1), now)).toBe(false);
  });
  it('treats an undecodable token as expired', () => {
    expect(isTokenValid('nope', now)).toBe(false);
    expect(isTokenValid('a.b.c', now)).toBe(false);
    expect(decodeToken(token(at))?.fullname).toBe('Ña Ñoño');
  });
});

describe('certificate state (spec 1 §4, DECISIONS #3)', () => {
  const now = new Date('2026-11-01T00:00:00Z');
  it('warns at 7 days or fewer and marks the past as expired', () => {
    expect(certificateState('2026-11-08T00:00:00Z', now)?.state).toBe('POR_VENCER');
    expect(certificateState('2026-11-09T00:00:00Z', now)?.state).toBe('VIGENTE');
    expect(certificateState('2026-10-31T00:00:00Z', now)?.state).toBe('VENCIDO');
    expect(certificateState(null, now)).toBeNull();
  });
});

describe('toast settings (spec 1 §5)', () => {
  it('refuses an unknown type, position or a negative timeout', () => {
    expect(validateToast({ type: 'info', message: 'x' }).ok).toBe(true);
    expect(validateToast({ type: 'danger', message: 'x', timeout: 0, verticalAlign: 'bottom', horizontalAlign: 'center' }).ok).toBe(true);
    expect(validateToast({ type: 'error' as never, message: 'x' })).toEqual({ ok: false, field: 'type' });
    expect(validateToast({ type: 'info', message: 'x', verticalAlign: 'middle' as never })).toEqual({ ok: false, field: 'verticalAlign' });
    expect(validateToast({ type: 'info', message: 'x', horizontalAlign: 'up' as never })).toEqual({ ok: false, field: 'horizontalAlign' });
    expect(validateToast({ type: 'info', message: 'x', timeout: -1 })).toEqual({ ok: false, field: 'timeout' });
  });
});
