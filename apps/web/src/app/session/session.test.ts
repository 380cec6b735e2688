import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, setNavigator } from '../store';
import { sessionAtom } from './atoms';
import {
  beginSession,
  checkSessionValidity,
  endSession,
  refreshDelay,
  restoreSession,
  scheduleSessionEnd,
  setSecureStorage,
} from './session';
import type { SecureStorage } from './crypto-store';

const b64 = (o: unknown) =>
  btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (expSeconds: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', emisor: 'e1', email: 'a@b.cr', fullname: 'Ana', profile: 'PRO', roles: [], exp: expSeconds })}.firma`;

function memoryStorage(): SecureStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (k) => Promise.resolve(values.get(k) ?? null),
    set: (k, v) => Promise.resolve(void values.set(k, v)),
    remove: (k) => void values.delete(k),
  };
}

describe('session', () => {
  let storage: ReturnType<typeof memoryStorage>;
  const navigate = vi.fn();
  beforeEach(() => {
    storage = memoryStorage();
    setSecureStorage(storage);
    setNavigator(navigate);
    navigate.mockClear();
    localStorage.clear();
    // The server is not there: logout's call fails quietly.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('sin red'))),
    );
  });
  afterEach(async () => {
    vi.useRealTimers();
    await endSession('logout');
    vi.unstubAllGlobals();
  });

  it('begins with a valid token: user from the payload, token stored, first-session marker set', async () => {
    const t = token(Date.now() / 1000 + 600);
    await beginSession(t);
    expect(appStore.get(sessionAtom)?.user.fullname).toBe('Ana');
    expect(storage.values.get('tokenApi')).toBe(t);
    expect(localStorage.getItem('sf-session-first')).toBe('1');
  });

  it('refuses an expired token', async () => {
    await expect(beginSession(token(Date.now() / 1000 - 1))).rejects.toThrow();
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('restores a stored valid token and drops an expired one', async () => {
    storage.values.set('tokenApi', token(Date.now() / 1000 + 600));
    await restoreSession();
    expect(appStore.get(sessionAtom)?.user.id).toBe('u1');
    await endSession('logout');
    storage.values.set('tokenApi', token(Date.now() / 1000 - 5));
    await restoreSession();
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(storage.values.has('tokenApi')).toBe(false);
  });

  it('ends 3 s after an UNAUTHENTICATED, once, clearing the stored token and going to /', async () => {
    await beginSession(token(Date.now() / 1000 + 600));
    vi.useFakeTimers();
    scheduleSessionEnd();
    scheduleSessionEnd();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(appStore.get(sessionAtom)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(storage.values.has('tokenApi')).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('ends when the token expires', async () => {
    const now = Date.now();
    await beginSession(token(now / 1000 + 60));
    vi.useFakeTimers({ now });
    expect(checkSessionValidity()).toBe(true);
    vi.setSystemTime(now + 61_000);
    expect(checkSessionValidity()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('renews ahead of expiry: a fifth of the remaining life, between 15 s and 5 min ahead', () => {
    expect(refreshDelay(30 * 60_000, 0)).toBe(25 * 60_000);
    expect(refreshDelay(60_000, 0)).toBe(45_000);
    expect(refreshDelay(4 * 3600_000, 0)).toBe(4 * 3600_000 - 5 * 60_000);
    expect(refreshDelay(10_000, 0)).toBe(0);
  });
});
