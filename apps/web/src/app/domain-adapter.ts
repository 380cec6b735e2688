// Thin adapter for session and plan rules that @jit/domain does not export yet (its session/
// folder is still empty). Each function says which domain rule it stands for; when the domain
// exports it, the import moves there and this file shrinks. No business rule lives here beyond
// what the spec states word for word.
import type { Profile } from '@jit/domain';
import { TOAST_HORIZONTAL, TOAST_TYPES, TOAST_VERTICAL, type Toast } from '@jit/ui';

/** The session user of spec 1 §3, as the server puts it in the token payload. */
export type TokenClaims = {
  sub: string;
  emisor: string;
  email: string;
  fullname: string;
  profile: Profile;
  subprofile: string | null;
  domain: string | null;
  roles: { _id: string; check: boolean }[];
  crmRole: string;
  viajesRole: string | null;
  subscriptionTimeOut: string | null;
  exp: number;
};

function base64UrlDecode(segment: string): string {
  const b64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's payload, or null when it cannot be decoded (spec 1 §5: then it counts as expired). */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1])) as Partial<TokenClaims>;
    if (typeof payload.exp !== 'number' || typeof payload.sub !== 'string') return null;
    return payload as TokenClaims;
  } catch {
    return null;
  }
}

/** Spec 1 §5: a token is valid only if the expiry in its payload is not earlier than now. */
export function isTokenValid(token: string | null | undefined, now: Date): boolean {
  const claims = decodeToken(token);
  return claims !== null && claims.exp * 1000 >= now.getTime();
}

/** Spec 1 §4 certificate: warning at 7 days or fewer (DECISIONS #3); expired blocks invoicing. */
export type CertificateState = { state: 'VIGENTE' | 'POR_VENCER' | 'VENCIDO'; daysLeft: number };
export const CERTIFICATE_WARNING_DAYS = 7;

export function certificateState(expiry: string | null | undefined, now: Date): CertificateState | null {
  if (!expiry) return null;
  const ms = new Date(expiry).getTime();
  if (Number.isNaN(ms)) return null;
  const daysLeft = Math.ceil((ms - now.getTime()) / 86_400_000);
  if (ms < now.getTime()) return { state: 'VENCIDO', daysLeft: 0 };
  return { state: daysLeft <= CERTIFICATE_WARNING_DAYS ? 'POR_VENCER' : 'VIGENTE', daysLeft };
}

/** Spec 1 §9: the banner appears when 10 or fewer documents remain this month. */
export const COUNTER_BANNER_THRESHOLD = 10;

/** Remaining = the plan's monthly allowance minus the current counter (spec 1 §9). */
export function remainingDocuments(allowance: number, counter: number): number {
  return allowance - counter;
}

/** Spec 1 §5: type one of five, position top/bottom × left/center/right, timeout 0 or more. */
export function validateToast(toast: Toast): { ok: true } | { ok: false; field: string } {
  if (!(TOAST_TYPES as readonly string[]).includes(toast.type)) return { ok: false, field: 'type' };
  if (toast.verticalAlign !== undefined && !(TOAST_VERTICAL as readonly string[]).includes(toast.verticalAlign))
    return { ok: false, field: 'verticalAlign' };
  if (toast.horizontalAlign !== undefined && !(TOAST_HORIZONTAL as readonly string[]).includes(toast.horizontalAlign))
    return { ok: false, field: 'horizontalAlign' };
  if (toast.timeout !== undefined && !(Number.isFinite(toast.timeout) && toast.timeout >= 0))
    return { ok: false, field: 'timeout' };
  return { ok: true };
}
