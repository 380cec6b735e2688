// The token signer remembers the tokens it verified (auth/jwt.ts): a remembered token is still
// refused exactly when jose refuses it by time, and remembering one never lets another through.
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from '../src/auth/jwt.js';

const claims = { sub: '01900000-0000-7000-8000-000000000001', emisor: '01900000-0000-7000-8000-000000000002', tv: 1 } as never;
const T = new Date('2026-11-22T15:00:00Z');
const mas = (s: number) => new Date(T.getTime() + s * 1000);

describe('the token signer', () => {
  it('refuses a token it verified before from the second of its expiry on, as a fresh signer does', async () => {
    const a = createTokenSigner('s'.repeat(64), 30);
    const { token, expiresAt } = await a.sign(claims, 'jit-web', T);
    expect(expiresAt).toEqual(mas(30 * 60));
    for (const [s, ok] of [[0, true], [30 * 60 - 1, true], [30 * 60, false], [0, true], [31 * 60, false]] as const) {
      const fresca = createTokenSigner('s'.repeat(64), 30);
      expect(!!(await fresca.verify(token, mas(s)))).toBe(ok);
      expect(!!(await a.verify(token, mas(s)))).toBe(ok);
    }
  });

  it('refuses a tampered token, altered claims and another secret\'s token after a good one', async () => {
    const a = createTokenSigner('s'.repeat(64), 30);
    const otro = createTokenSigner('o'.repeat(64), 30);
    const { token } = await a.sign(claims, 'jit-api', T);
    expect(await a.verify(token, T)).toMatchObject({ sub: '01900000-0000-7000-8000-000000000001', aud: 'jit-api' });
    const [h, p, firma] = token.split('.');
    const otroCuerpo = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), tv: 2 })).toString('base64url');
    expect(await a.verify(`${h}.${otroCuerpo}.${firma}`, T)).toBeNull();
    expect(await a.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, T)).toBeNull();
    expect(await a.verify((await otro.sign(claims, 'jit-web', T)).token, T)).toBeNull();
    expect(await otro.verify(token, T)).toBeNull();
  });
});
