// The session user of spec 1 §3, as the server puts it in the token payload (decoded with the
// domain's rule: a token that cannot be decoded counts as expired).
import { decodeTokenPayload, type SessionClaims } from '@jit/domain';

/** The claims as the web reads them: the server's SessionClaims plus the expiry. */
export type TokenClaims = SessionClaims & { exp: number };

/** The token's claims, or null when it cannot be decoded or lacks the session's fields. */
export function decodeClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const payload = decodeTokenPayload(token);
  if (!payload.ok) return null;
  const p = payload.value;
  if (typeof p.sub !== 'string' || typeof p.exp !== 'number' || typeof p.emisor !== 'string')
    return null;
  return p as unknown as TokenClaims;
}
