import { fail, ok, type Result } from '../shared/result';

/** Spec 1 §4: the session ends 3 seconds after any UNAUTHENTICATED answer (DECISIONS #1). */
export const LOGOUT_DELAY_MS = 3_000;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes base64url text to a string (UTF-8), or undefined when it is not base64. */
export function decodeBase64Url(text: string): string | undefined {
  const s = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(s) || s.length % 4 === 1) return undefined;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of s) {
    buffer = (buffer << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  try {
    return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return undefined;
  }
}

/** The payload of a JWT, or TOKEN_INVALIDO when it cannot be decoded. */
export function decodeTokenPayload(token: string): Result<Record<string, unknown>, 'TOKEN_INVALIDO'> {
  const part = token.split('.')[1];
  const json = decodeBase64Url(part ?? '!');
  try {
    // An undefined text (not base64) fails to parse like any other garbage.
    const payload: unknown = JSON.parse(json as string);
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return fail('TOKEN_INVALIDO', 'token');
    return ok(payload as Record<string, unknown>);
  } catch {
    return fail('TOKEN_INVALIDO', 'token');
  }
}

/**
 * Spec 1 §5: a token is valid only if the expiry in its payload (`exp`, seconds) is not earlier than now.
 * A token that cannot be decoded, or has no numeric `exp`, counts as expired.
 */
export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  if (!token) return false;
  const payload = decodeTokenPayload(token);
  if (!payload.ok) return false;
  const exp = payload.value.exp;
  return typeof exp === 'number' && exp * 1000 >= nowMs;
}

/** Spec 1 §2: the guard on '/': no first-session marker → /register; a valid session → /dashboard; else stay. */
export function rootRedirect(input: { firstSessionMarker: boolean; sessionValid: boolean }): '/register' | '/dashboard' | null {
  if (!input.firstSessionMarker) return '/register';
  return input.sessionValid ? '/dashboard' : null;
}
