// API keys for an issuer's own scripts (DECISIONS #27): the issuer creates a key (usr + pwd,
// shown once), scripts exchange it for a short-lived token with ApiLogin.login. No credential
// is ever built into the web bundle.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from '../../../context.js';
import { hit } from '../../../auth/rate-limit.js';
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

/** Exchanges an API key for a token of the key's user (audience jit-api). */
export async function apiLogin(ctx: Context, usr: string, pwd: string) {
  const now = ctx.now();
  const refused = () => badInput('Llave de API inválida o revocada.', 'usr');
  const key = await withoutTenant(ctx.db, async (tx) => {
    const r = await hit(tx, `apilogin:${usr}:${ctx.ip}`, { limit: 60, seconds: 60 }, now);
    if (!r.allowed) throw tooManyRequests('Demasiados intentos con esta llave. Espera un minuto.', 60);
    const [k] = await tx.select().from(apiKey).where(eq(apiKey.usr, usr));
    const given = sha256(pwd);
    if (!k || !k.state || !timingSafeEqual(Buffer.from(k.secretHash, 'hex'), given)) throw refused();
    await tx.update(apiKey).set({ lastUsedAt: now }).where(eq(apiKey.usr, usr));
    return k;
  });
  const { user, em } = await withTenant(ctx.db, key.emisorRef, async (tx) => {
    const [user] = await tx.select().from(usuario).where(eq(usuario.id, key.usuarioRef));
    const [em] = await tx.select().from(emisor);
    if (!user || !em || !user.state) throw refused();
    return { user, em };
  });
  return issueToken(ctx.services, user, em, now, 'jit-api', key.usr);
}
