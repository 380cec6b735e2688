/// <reference types="node" />
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecureStorage, IV_BYTES } from './crypto-store';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const newKey = () =>
  subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

function memory() {
  const m = new Map<string, string>();
  return {
    map: m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('secure storage (AES-GCM, 12-byte IV)', () => {
  it('round-trips a value and never stores it in clear', async () => {
    const key = await newKey();
    const storage = memory();
    const s = createSecureStorage({ key: () => Promise.resolve(key), storage, subtle });
    await s.set('tokenApi', 'secreto.jwt.valor');
    const stored = storage.map.get('tokenApi')!;
    expect(stored).not.toContain('secreto');
    expect(atob(stored).length).toBeGreaterThan(IV_BYTES);
    expect(await s.get('tokenApi')).toBe('secreto.jwt.valor');
  });

  it('uses a fresh IV each time', async () => {
    const key = await newKey();
    const storage = memory();
    const s = createSecureStorage({ key: () => Promise.resolve(key), storage, subtle });
    await s.set('a', 'x');
    const first = storage.map.get('a');
    await s.set('a', 'x');
    expect(storage.map.get('a')).not.toBe(first);
  });

  it('removes a value that fails to decrypt (another key, or tampered)', async () => {
    const storage = memory();
    const writer = createSecureStorage({ key: newKey, storage, subtle });
    await writer.set('tokenApi', 'valor');
    const other = await newKey();
    const reader = createSecureStorage({ key: () => Promise.resolve(other), storage, subtle });
    expect(await reader.get('tokenApi')).toBeNull();
    expect(storage.map.has('tokenApi')).toBe(false);
    storage.setItem('tokenApi', 'no-es-base64!!');
    expect(await reader.get('tokenApi')).toBeNull();
    expect(storage.map.has('tokenApi')).toBe(false);
  });

  it('removes the value when encryption fails', async () => {
    const storage = memory();
    storage.setItem('tokenApi', 'viejo');
    const s = createSecureStorage({
      key: () => Promise.reject(new Error('sin IndexedDB')),
      storage,
      subtle,
    });
    await expect(s.set('tokenApi', 'nuevo')).rejects.toThrow();
    expect(storage.map.has('tokenApi')).toBe(false);
  });
});
