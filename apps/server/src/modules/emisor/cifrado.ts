// Issuers' secrets at rest (ATV password, .p12, its PIN, payment-provider secrets): AES-256-GCM
// under one server key. The key is SECRETS_KEY when set (any string of 32 characters or more,
// stretched with HKDF), else 32 random bytes generated once and kept in the `secreto` table, so
// every process shares it. Each ciphertext is bound to its issuer and purpose (GCM additional
// data): a value copied to another issuer's row or field does not decrypt.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { secreto } from '../../db/schema/index.js';
import type { Db, Tx } from '../../db/types.js';

const SECRET_KEY_ROW = 'secretos-aes256';
const VERSION = 'v1';

export type Proposito = 'password-atv' | 'certificado' | 'pin' | 'onvo-secret';

const derived = new Map<string, Buffer>();

function derive(material: string): Buffer {
  let key = derived.get(material);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', material, 'jit', 'secretos-emisor-v1', 32));
    derived.set(material, key);
  }
  return key;
}

/**
 * The key that encrypts issuers' secrets. Works inside any transaction (tenant or not): the
 * `secreto` table is global, so a tenant transaction may read and create it.
 * SECRETS_KEY is read from the environment (validated at start by config.ts), so every caller
 * (services and the documents service alike) gets the same key.
 */
export async function secretsKey(db: Db | Tx): Promise<Buffer> {
  const fromEnv = process.env.SECRETS_KEY;
  if (fromEnv) return derive(`env:${fromEnv}`);
  const read = async () => (await db.select({ value: secreto.value }).from(secreto).where(eq(secreto.key, SECRET_KEY_ROW)))[0];
  let row = await read();
  if (!row) {
    await db.insert(secreto).values({ key: SECRET_KEY_ROW, value: randomBytes(32).toString('base64') }).onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error('No se pudo crear la llave de cifrado de secretos.');
  return derive(`db:${row.value}`);
}

const aad = (emisorId: string, proposito: Proposito) => Buffer.from(`${emisorId}:${proposito}`, 'utf8');

/** Encrypts a secret of an issuer: "v1.<base64 iv|tag|ciphertext>". */
export function cifrar(key: Buffer, emisorId: string, proposito: Proposito, plain: Buffer | string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(aad(emisorId, proposito));
  const body = Buffer.concat([c.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain), c.final()]);
  return `${VERSION}.${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64')}`;
}

/** Decrypts what cifrar wrote; throws when the key, issuer or purpose do not match. */
export function descifrar(key: Buffer, emisorId: string, proposito: Proposito, stored: string): Buffer {
  const [version, data] = stored.split('.', 2);
  if (version !== VERSION || !data) throw new Error('Secreto cifrado con un formato desconocido.');
  const raw = Buffer.from(data, 'base64');
  const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  d.setAAD(aad(emisorId, proposito));
  d.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([d.update(raw.subarray(28)), d.final()]);
}

export const descifrarTexto = (key: Buffer, emisorId: string, proposito: Proposito, stored: string): string =>
  descifrar(key, emisorId, proposito, stored).toString('utf8');
