// Short-lived access tokens: HS256 pinned, issuer and audience checked, expiry required.
// The payload is the session user of spec 1 §3, so the web reads it without another call.
//
// Every request verifies its token. A token's signature, header, issuer, audience and required
// claims never change, so a token verified once is remembered (by its exact text, at most
// VERIFICADOS of them, the oldest forgotten first) and only its times are checked again against
// the request's clock: a cached token past its expiry is refused as jose refuses it. Revocation
// is not the token's business: the session's rows decide it on every request (session.ts).
import { SignJWT, jwtVerify, errors } from 'jose';
import type { SessionClaims } from '@jit/domain';

export const ISSUER = 'jit';
export type Audience = 'jit-web' | 'jit-api';

type Claims = SessionClaims & { aud: Audience; exp: number; nbf?: number };

export type TokenSigner = {
  sign(claims: SessionClaims, audience: Audience, now: Date): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string, now: Date): Promise<(SessionClaims & { aud: Audience; exp: number }) | null>;
};

/** Verified tokens remembered per process. */
export const VERIFICADOS = 10_000;

/** jose's own time rule (no tolerance): expired when exp <= now, not yet valid when nbf > now. */
const vigente = (c: Claims, now: Date) => {
  const s = Math.floor(now.getTime() / 1000);
  return c.exp > s && !(typeof c.nbf === 'number' && c.nbf > s);
};

/** Creates the signer with the server's secret and the token lifetime in minutes. */
export function createTokenSigner(secret: string, ttlMinutes: number): TokenSigner {
  const bytes = new TextEncoder().encode(secret);
  // Imported once: jose would import raw bytes again on every verification.
  const verifyKey = crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const verificados = new Map<string, Claims>();
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
        .sign(bytes);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token, now) {
      const visto = verificados.get(token);
      if (visto) return vigente(visto, now) ? visto : null;
      try {
        const { payload } = await jwtVerify(token, await verifyKey, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: ['jit-web', 'jit-api'],
          requiredClaims: ['exp', 'sub', 'emisor'],
          currentDate: now,
        });
        const claims = payload as unknown as Claims;
        if (verificados.size >= VERIFICADOS) verificados.delete(verificados.keys().next().value!);
        verificados.set(token, claims);
        return claims;
      } catch (e) {
        if (e instanceof errors.JOSEError) return null;
        throw e;
      }
    },
  };
}
