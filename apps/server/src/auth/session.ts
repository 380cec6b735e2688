// From a bearer token to a Session: the signature and expiry are checked by jose, then the
// current rows decide: a deactivated user, a raised token version (logout, password change) or
// a deleted issuer end the session at once, whatever the token still says.
//
// withSession is how an operation reaches its issuer's data: the session and ONE transaction of
// its issuer (row-level security binds it). When the session is not loaded yet, its rows are read
// inside that same transaction (the token names the issuer, so the transaction can open first):
// one transaction per operation instead of two.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AccessRole, SessionClaims } from '@jit/domain';
import type { Context, EmisorRow, Session, UsuarioRow } from '../context.js';
import { apiKey, emisor, rol, usuario } from '../db/schema/index.js';
import { preparada } from '../db/preparadas.js';
import type { Tx } from '../db/types.js';
import { withTenant } from '../db/tenant.js';
import { unauthenticated } from '../errors.js';
import type { TokenSigner } from './jwt.js';

/** The token's claims, signature and expiry checked (no query); UNAUTHENTICATED otherwise. */
export async function verifyToken(tokens: TokenSigner, token: string | null, now: Date): Promise<SessionClaims> {
  if (!token) throw unauthenticated('Inicia sesión para continuar.');
  const claims = await tokens.verify(token, now);
  if (!claims) throw unauthenticated();
  return claims;
}

type Espera = { claims: SessionClaims; resolve: (s: Session) => void; reject: (e: unknown) => void };
/** Sessions asked for in the same transaction in one turn of the event loop: read together. */
const esperando = new WeakMap<Tx, Espera[]>();

/**
 * The session of verified claims, read in `tx` (a transaction scoped to the claims' issuer). A
 * batch of requests (Factura.create's group commit) reads all its sessions in one round trip.
 */
export function sessionIn(tx: Tx, claims: SessionClaims): Promise<Session> {
  return new Promise((resolve, reject) => {
    let cola = esperando.get(tx);
    if (!cola) {
      const nueva: Espera[] = [];
      esperando.set(tx, (cola = nueva));
      setImmediate(() => {
        esperando.delete(tx);
        leerSesiones(tx, nueva).catch((e: unknown) => nueva.forEach((x) => x.reject(e)));
      });
    }
    cola.push({ claims, resolve, reject });
  });
}

/**
 * The users and their issuer, in one round trip: every authenticated request pays for this query,
 * so it is a named prepared statement (db/preparadas.ts; its plan cost nine times its run).
 */
const usuariosConEmisor = preparada<{ user: UsuarioRow; em: EmisorRow }>('sesion_usuarios', (tx) =>
  tx
    .select({ user: usuario, em: emisor })
    .from(usuario)
    .innerJoin(emisor, eq(emisor.emisorId, usuario.emisorId))
    .where(sql`${usuario.id} = any(${sql.placeholder('ids')}::uuid[])`),
);

async function leerSesiones(tx: Tx, cola: Espera[]): Promise<void> {
  const filas = await usuariosConEmisor(tx, { ids: [...new Set(cola.map((x) => x.claims.sub))] });
  const porId = new Map(filas.map((f) => [f.user.id, f]));
  // A token of an API key lives only while its key does (revokeKey ends it at once).
  const llaves = [...new Set(cola.flatMap((x) => (x.claims.key ? [x.claims.key] : [])))];
  const vivas = llaves.length
    ? new Set((await tx.select({ usr: apiKey.usr, state: apiKey.state }).from(apiKey).where(inArray(apiKey.usr, llaves))).filter((k) => k.state).map((k) => k.usr))
    : new Set<string>();
  const checked = [...new Set(filas.flatMap((f) => f.user.roles.filter((r) => r.check).map((r) => r._id)))];
  const roles = checked.length ? await tx.select().from(rol).where(and(inArray(rol.id, checked))) : [];
  for (const { claims, resolve, reject } of cola) {
    const row = porId.get(claims.sub);
    const user = row?.user;
    const em = row?.em;
    if (!user || !em || !user.state || !em.state || user.tokenVersion !== claims.tv) {
      reject(unauthenticated());
      continue;
    }
    if (claims.key && !vivas.has(claims.key)) {
      reject(unauthenticated('La llave de API fue revocada.'));
      continue;
    }
    const suyos = new Set(user.roles.filter((r) => r.check).map((r) => r._id));
    resolve({
      claims,
      emisorId: claims.emisor,
      userId: user.id,
      user,
      emisor: em,
      roles: roles.filter((r) => suyos.has(r.id)).map((r): AccessRole => ({ _id: r.id, name: r.name, events: r.events.map((e) => ({ name: e.name, group: e.group.map((g) => ({ path: g.path, check: g.check, ...(g.name ? { name: g.name } : {}) })) })) })),
    });
  }
}

/**
 * Runs `fn` with the session in one transaction of the session's issuer: the way every service
 * reaches tenant data. Inside, use only `tx` (on PGlite a query on ctx.db there deadlocks).
 */
export async function withSession<T>(ctx: Context, fn: (tx: Tx, s: Session) => Promise<T>): Promise<T> {
  const emisorId = await ctx.tokenEmisor();
  return withTenant(ctx.db, emisorId, async (tx) => fn(tx, await ctx.session(tx)));
}
