// The session's life (spec 1 §4, spec 2 §4): begins with a token from sign-in or sign-up, lives
// while the token's expiry has not passed (renewed with User.refreshToken before it does), and
// ends on logout, on expiry, 3 s after any UNAUTHENTICATED, or when the start-up counter load
// fails. Ending clears the user, the token, the stored token and every cached answer.
import { LogoutDocument, RefreshTokenDocument } from '@jit/api';
import { api, closeRealtime, setUnauthenticatedHandler } from '../api';
import { appStore, navigateTo, queryClient } from '../store';
import { isTokenValid, LOGOUT_DELAY_MS } from '@jit/domain';
import { decodeClaims, type TokenClaims } from './claims';
import { notify } from '../notify';
import { SHELL_MESSAGES } from '../messages';
import { createSecureStorage, type SecureStorage } from './crypto-store';
import {
  firstLoginAtom,
  sessionAtom,
  sessionReadyAtom,
  type Session,
  type SessionUser,
} from './atoms';
import { STORAGE_KEYS } from './storage-keys';
import { resetSessionScopedAtoms } from '../unsaved';

/** How often the token's expiry is checked while the app is open. */
export const VALIDITY_CHECK_MS = 10_000;

let secure: SecureStorage = createSecureStorage();
/** Tests swap the storage (no IndexedDB in jsdom). */
export function setSecureStorage(s: SecureStorage): void {
  secure = s;
}

function userOf(claims: TokenClaims): SessionUser {
  return {
    id: claims.sub,
    emisor: claims.emisor,
    email: claims.email,
    fullname: claims.fullname,
    profile: claims.profile,
    subprofile: claims.subprofile ?? null,
    domain: claims.domain ?? null,
    roles: claims.roles ?? [],
    crmRole: claims.crmRole,
    viajesRole: claims.viajesRole ?? null,
    subscriptionTimeOut: claims.subscriptionTimeOut ?? null,
  };
}

function sessionOf(token: string, expiresAt?: string | number): Session | null {
  const claims = decodeClaims(token);
  if (!claims || !isTokenValid(token, Date.now())) return null;
  const exp = expiresAt === undefined ? claims.exp * 1000 : new Date(expiresAt).getTime();
  return { token, expiresAt: Math.min(exp, claims.exp * 1000), user: userOf(claims) };
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let endTimer: ReturnType<typeof setTimeout> | undefined;
let validityInterval: ReturnType<typeof setInterval> | undefined;

function clearTimers() {
  clearTimeout(refreshTimer);
  clearTimeout(expiryTimer);
  clearTimeout(endTimer);
  clearInterval(validityInterval);
  refreshTimer = expiryTimer = endTimer = validityInterval = undefined;
}

/** When to renew: a fifth of the remaining life before expiry, between 15 s and 5 min ahead. */
export function refreshDelay(expiresAt: number, at: number): number {
  const left = expiresAt - at;
  const lead = Math.min(5 * 60_000, Math.max(15_000, left / 5));
  return Math.max(0, left - lead);
}

function schedule(session: Session) {
  clearTimeout(refreshTimer);
  clearTimeout(expiryTimer);
  refreshTimer = setTimeout(() => void refresh(), refreshDelay(session.expiresAt, Date.now()));
  // setTimeout caps at ~24.8 days; tokens live minutes, so this is far from it.
  expiryTimer = setTimeout(
    () => checkSessionValidity(),
    Math.max(0, session.expiresAt - Date.now() + 50),
  );
  validityInterval ??= setInterval(() => checkSessionValidity(), VALIDITY_CHECK_MS);
}

async function store(session: Session) {
  appStore.set(sessionAtom, session);
  schedule(session);
  try {
    await secure.set(STORAGE_KEYS.token, session.token);
  } catch {
    // The session works for this tab; it will not survive a reload (the value was removed).
  }
}

/** Reads the stored token at start-up: a valid one restores the session, anything else is removed. */
export async function restoreSession(): Promise<void> {
  try {
    const token = await secure.get(STORAGE_KEYS.token);
    const session = token ? sessionOf(token) : null;
    if (session) {
      appStore.set(sessionAtom, session);
      schedule(session);
    } else if (token) {
      secure.remove(STORAGE_KEYS.token);
    }
  } finally {
    appStore.set(sessionReadyAtom, true);
  }
}

/** Starts a session with a token from login or sign-up. */
export async function beginSession(
  token: string,
  expiresAt?: string,
  opts: { firstLogin?: boolean } = {},
): Promise<Session> {
  const session = sessionOf(token, expiresAt);
  if (!session) throw new Error('El servidor entregó un token vencido o ilegible.');
  clearTimeout(endTimer);
  endTimer = undefined;
  queryClient.clear();
  localStorage.setItem(STORAGE_KEYS.firstSession, '1');
  appStore.set(firstLoginAtom, Boolean(opts.firstLogin));
  await store(session);
  return session;
}

/** Renews the token before it expires (User.refreshToken). */
export async function refresh(): Promise<void> {
  const current = appStore.get(sessionAtom);
  if (!current) return;
  try {
    const data = await api.request(
      RefreshTokenDocument,
      { email: current.user.email },
      { quiet: true },
    );
    const next = sessionOf(data.User.refreshToken.token, data.User.refreshToken.expiresAt);
    if (next && appStore.get(sessionAtom)?.token === current.token) await store(next);
  } catch {
    // UNAUTHENTICATED already ends the session; for a network hiccup, try again in 30 s while
    // the token is still valid.
    if (
      appStore.get(sessionAtom)?.token === current.token &&
      current.expiresAt - Date.now() > 30_000
    ) {
      refreshTimer = setTimeout(() => void refresh(), 30_000);
    }
  }
}

export type EndReason = 'logout' | 'expired' | 'unauthenticated' | 'counter';

/** Ends the session: user, token, stored token and cached data are cleared; the app goes to /. */
export async function endSession(reason: EndReason): Promise<void> {
  const current = appStore.get(sessionAtom);
  clearTimers();
  if (reason === 'logout' && current && isTokenValid(current.token, Date.now())) {
    // Invalidate the token on the server too; a failure must not keep the user signed in.
    await api.request(LogoutDocument, {}, { quiet: true }).catch(() => undefined);
  }
  appStore.set(sessionAtom, null);
  appStore.set(firstLoginAtom, false);
  secure.remove(STORAGE_KEYS.token);
  resetSessionScopedAtoms();
  await closeRealtime().catch(() => undefined);
  queryClient.clear();
  if (current && reason === 'expired')
    notify({ type: 'warning', message: SHELL_MESSAGES.sessionExpired });
  navigateTo('/', { replace: true });
}

/** Spec 1 §4: any UNAUTHENTICATED ends the session 3 s later (once, however many arrive). */
export function scheduleSessionEnd(): void {
  if (endTimer || !appStore.get(sessionAtom)) return;
  endTimer = setTimeout(() => {
    endTimer = undefined;
    void endSession('unauthenticated');
  }, LOGOUT_DELAY_MS);
}

/** Ends the session if its token has expired; true while it is still valid. */
export function checkSessionValidity(): boolean {
  const current = appStore.get(sessionAtom);
  if (!current) return false;
  if (isTokenValid(current.token, Date.now()) && current.expiresAt >= Date.now()) return true;
  void endSession('expired');
  return false;
}

setUnauthenticatedHandler(scheduleSessionEnd);
