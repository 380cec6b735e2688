// Stored values encrypted with AES-GCM and a 12-byte IV (spec 1 §9) under a non-extractable key
// kept in IndexedDB: the token in localStorage is useless without this browser's key, and the
// key itself can never be read out by script. A value that fails to decrypt (or encrypt) is
// removed (spec 1 §5).

export const IV_BYTES = 12;
const DB_NAME = 'jit-seguro';
const STORE = 'llaves';
const KEY_ID = 'almacen';

export type KeyProvider = () => Promise<CryptoKey>;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });
}

async function openDb(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
}

let keyPromise: Promise<CryptoKey> | undefined;

/** The browser's storage key: read from IndexedDB, or created (non-extractable) and kept there. */
export const indexedDbKey: KeyProvider = () => {
  keyPromise ??= (async () => {
    const db = await openDb();
    try {
      const existing = await request(
        db.transaction(STORE).objectStore(STORE).get(KEY_ID) as IDBRequest<CryptoKey | undefined>,
      );
      if (existing) return existing;
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ]);
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID));
      return key;
    } finally {
      db.close();
    }
  })();
  keyPromise.catch(() => {
    keyPromise = undefined;
  });
  return keyPromise;
};

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export type SecureStorage = {
  /** The decrypted value, or null (absent, or undecryptable and therefore removed). */
  get(name: string): Promise<string | null>;
  /** Encrypts and stores; on failure the stored value is removed and the promise rejects. */
  set(name: string, value: string): Promise<void>;
  remove(name: string): void;
};

export type SecureStorageOptions = {
  key?: KeyProvider;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  subtle?: SubtleCrypto;
  random?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
};

export function createSecureStorage(options: SecureStorageOptions = {}): SecureStorage {
  const key = options.key ?? indexedDbKey;
  const storage = options.storage ?? localStorage;
  const subtle = () => options.subtle ?? crypto.subtle;
  const random = options.random ?? ((b) => crypto.getRandomValues(b));
  return {
    async get(name) {
      const stored = storage.getItem(name);
      if (stored === null) return null;
      try {
        const bytes = fromBase64(stored);
        if (bytes.length <= IV_BYTES) throw new Error('valor corto');
        const plain = await subtle().decrypt(
          { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
          await key(),
          bytes.slice(IV_BYTES),
        );
        return new TextDecoder().decode(plain);
      } catch {
        storage.removeItem(name);
        return null;
      }
    },
    async set(name, value) {
      try {
        const iv = random(new Uint8Array(IV_BYTES));
        const cipher = new Uint8Array(
          await subtle().encrypt(
            { name: 'AES-GCM', iv },
            await key(),
            new TextEncoder().encode(value),
          ),
        );
        const out = new Uint8Array(IV_BYTES + cipher.length);
        out.set(iv);
        out.set(cipher, IV_BYTES);
        storage.setItem(name, toBase64(out));
      } catch (error) {
        storage.removeItem(name);
        throw error;
      }
    },
    remove(name) {
      storage.removeItem(name);
    },
  };
}
