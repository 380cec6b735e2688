// Short-lived access tokens: HS256 pinned, issuer and audience checked, expiry required.
// The payload is the session user of spec 1 §3, so the web reads it without another call.
import { SignJWT, jwtVerify, errors } from 'jose';
import type { SessionClaims } from '@jit/domain';

export const ISSUER = 'jit';
export type Audience = 'jit-web' | 'jit-api';

export type TokenSigner = {
  sign(claims: SessionClaims, audience: Audience, now: Date): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string, now: Date): Promise<(SessionClaims & { aud: Audience; exp: number }) | null>;
};

/** Creates the signer with the server's secret and the token lifetime in minutes. */
export function createTokenSigner(secret: string, ttlMinutes: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, audience, now) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ttlMinutes * 60;
      const { sub, ...rest } = claims;
      const token = await new SignJWT(rest)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: ['jit-web', 'jit-api'],
          requiredClaims: ['exp', 'sub', 'emisor'],
          currentDate: now,
        });
        return payload as unknown as SessionClaims & { aud: Audience; exp: number };
      } catch (e) {
        if (e instanceof errors.JOSEError) return null;
        throw e;
      }
    },
  };
}
