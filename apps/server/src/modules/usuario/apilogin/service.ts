// API keys for an issuer's own scripts (DECISIONS #27): the issuer creates a key (usr + pwd,
// shown once), scripts exchange it for a short-lived token with ApiLogin.login. No credential
// is ever built into the web bundle.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from '../../../context.js';
import { hit, isBlocked } from '../../../auth/rate-limit.js';
import { apiKey, emisor, usuario } from '../../../db/schema/index.js';
import { withTenant, withoutTenant } from '../../../db/tenant.js';
import { badInput, notFound, tooManyRequests } from '../../../errors.js';
import { issueToken } from '../tokens.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest();

export async function createKey(ctx: Context, nombre: string) {
  const s = await ctx.session();
  const name = nombre.trim();
  if (!name) throw badInput('Escribe un nombre para la llave (p. ej. «script de ventas»).', 'nombre');
  const usr = `jit_${randomBytes(9).toString('base64url')}`;
  const pwd = randomBytes(32).toString('base64url');
  await withoutTenant(ctx.db, (tx) =>
    tx.insert(apiKey).values({ usr, emisorRef: s.emisorId, usuarioRef: s.userId, nombre: name.slice(0, 80), secretHash: sha256(pwd).toString('hex') }),
  );
  return { usr, pwd, nombre: name };
}

export async function readKeys(ctx: Context) {
  const s = await ctx.session();
  return withoutTenant(ctx.db, (tx) => tx.select().from(apiKey).where(eq(apiKey.emisorRef, s.emisorId)).orderBy(desc(apiKey.createdAt)));
}

export async function revokeKey(ctx: Context, usr: string) {
  const s = await ctx.session();
  const rows = await withoutTenant(ctx.db, (tx) =>
    tx.update(apiKey).set({ state: false }).where(and(eq(apiKey.usr, usr), eq(apiKey.emisorRef, s.emisorId))).returning(),
  );
  if (!rows.length) throw notFound('La llave no existe.');
  return true;
}

// Wrong passwords per key (from anywhere) and per address; successes are not counted.
const KEY_WINDOW = { limit: 20, seconds: 15 * 60 };
const ADDRESS_WINDOW = { limit: 60, seconds: 15 * 60 };

/** Exchanges an API key for a token of the key's user (audience jit-api). */
export async function apiLogin(ctx: Context, usr: string, pwd: string) {
  const now = ctx.now();
  const refused = () => badInput('Llave de API inválida o revocada.', 'usr');
  const keyKey = `apilogin:${usr}`;
  const ipKey = `apilogin:ip:${ctx.ip}`;
  const found = await withoutTenant(ctx.db, async (tx) => {
    if ((await isBlocked(tx, keyKey, KEY_WINDOW, now)) ?? (await isBlocked(tx, ipKey, ADDRESS_WINDOW, now))) return 'bloqueada' as const;
    const [k] = await tx.select().from(apiKey).where(eq(apiKey.usr, usr));
    return k ?? null;
  });
  if (found === 'bloqueada') throw tooManyRequests('Demasiados intentos con esta llave. Espera 15 minutos.', 15 * 60);
  if (!found || !found.state || !timingSafeEqual(Buffer.from(found.secretHash, 'hex'), sha256(pwd))) {
    // Counted in a transaction of its own: the refusal must not roll the count back.
    await withoutTenant(ctx.db, async (tx) => {
      await hit(tx, keyKey, KEY_WINDOW, now);
      await hit(tx, ipKey, ADDRESS_WINDOW, now);
    });
    throw refused();
  }
  const key = found;
  await withoutTenant(ctx.db, (tx) => tx.update(apiKey).set({ lastUsedAt: now }).where(eq(apiKey.usr, usr)));
  const { user, em } = await withTenant(ctx.db, key.emisorRef, async (tx) => {
    const [user] = await tx.select().from(usuario).where(eq(usuario.id, key.usuarioRef));
    const [em] = await tx.select().from(emisor);
    if (!user || !em || !user.state) throw refused();
    return { user, em };
  });
  return issueToken(ctx.services, user, em, now, 'jit-api', key.usr);
}
