import { describe, expect, it } from 'vitest';
import { isTokenValid } from '@jit/domain';
import { decodeClaims } from './claims';

const b64 = (o: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${b64({ alg: 'HS256' })}.${b64(claims)}.firma`;

describe('session claims from the token payload', () => {
  const now = Date.parse('2026-11-01T12:00:00Z');
  const exp = now / 1000 + 60;

  it('reads the session user, accents included', () => {
    const c = decodeClaims(
      token({ sub: 'u1', emisor: 'e1', exp, fullname: 'Ña Ñoño', profile: 'PRO' }),
    );
    expect(c?.fullname).toBe('Ña Ñoño');
    expect(c?.profile).toBe('PRO');
  });

  it('refuses what cannot be a session (and the domain calls it expired)', () => {
    for (const t of ['nada', 'a.b.c', token({ sub: 'u1', exp })]) {
      expect(decodeClaims(t)).toBeNull();
    }
    expect(isTokenValid('a.b.c', now)).toBe(false);
    expect(isTokenValid(token({ sub: 'u1', emisor: 'e1', exp }), now)).toBe(true);
    expect(isTokenValid(token({ sub: 'u1', emisor: 'e1', exp: now / 1000 - 1 }), now)).toBe(false);
  });
});
