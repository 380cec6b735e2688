// What other modules ask about users who are not the session's: a supervisor who confirms an
// action with their password (ruling D-5), and who may open a page (whom to notify, ruling D-6).
// Both judge a page by the very rule of the @auth directive (canOpen on a session read as if the
// user had signed in), so a role change is honoured at once.
import type { SessionClaims } from '@jit/domain';
import { and, eq } from 'drizzle-orm';
import type { Context, Session } from '../../context.js';
import { dummyHash, verifyPassword } from '../../auth/password.js';
import { clear, hit, isBlocked } from '../../auth/rate-limit.js';
import { sessionIn } from '../../auth/session.js';
import { credencial, usuario } from '../../db/schema/index.js';
import { withTenant, withoutTenant } from '../../db/tenant.js';
import type { Tx } from '../../db/types.js';
import { tooManyRequests } from '../../errors.js';
import { canOpen } from '../../graphql/directives.js';
import { esUuid } from '../validate.js';

type UsuarioRow = typeof usuario.$inferSelect;

/** The sessions the users would have if they signed in now (inactive users and issuers: none). */
async function sesionesDe(tx: Tx, emisorId: string, us: UsuarioRow[]): Promise<Session[]> {
  const out = await Promise.all(
    us.map((u) => sessionIn(tx, { sub: u.id, emisor: emisorId, tv: u.tokenVersion } as SessionClaims).catch(() => null)),
  );
  return out.filter((s): s is Session => s !== null);
}

export type Autorizacion = { ok: true; id: string; fullname: string } | { ok: false; motivo: 'clave' | 'pagina' };

/** Wrong passwords for one authoriser, as at sign-in: 5 per 15 minutes, then TOO_MANY_REQUESTS. */
const INTENTOS = { limit: 5, seconds: 15 * 60 };

/**
 * Another user of the same issuer, named by id or e-mail, confirms an action with their password
 * (a supervisor authorising an item taken off a restaurant order, ruling D-5). `clave` when the
 * user is not an active one of the issuer or the password is not theirs (a hash is checked either
 * way, so the answer takes as long); `pagina` when the password is right but they may not open
 * `pagina`. Wrong passwords count per issuer and authoriser: a clerk cannot try a supervisor's
 * password without end from the order screen.
 */
export async function confirmarConClave(ctx: Context, emisorId: string, quien: string, password: string, pagina: string | null = null): Promise<Autorizacion> {
  const campo = esUuid(quien) ? eq(usuario.id, quien) : eq(usuario.email, quien.trim().toLowerCase());
  const { u, sesion } = await withTenant(ctx.db, emisorId, async (tx) => {
    const [row] = await tx.select().from(usuario).where(and(campo, eq(usuario.state, true)));
    return { u: row, sesion: row && pagina ? (await sesionesDe(tx, emisorId, [row]))[0] : undefined };
  });
  // Counted per user (by id when found: typing the id or the e-mail is one count), checked before the hash.
  const llave = `autorizar:${emisorId}:${u?.id ?? quien.trim().toLowerCase()}`;
  const hasta = await withoutTenant(ctx.db, (tx) => isBlocked(tx, llave, INTENTOS, ctx.now()));
  if (hasta) {
    const m = Math.max(1, Math.ceil((hasta.getTime() - ctx.now().getTime()) / 60000));
    throw tooManyRequests(`Demasiados intentos con la contraseña de ese usuario. Intente de nuevo en ${m} minuto${m === 1 ? '' : 's'}.`, m * 60);
  }
  const [cred] = u ? await withoutTenant(ctx.db, (tx) => tx.select().from(credencial).where(eq(credencial.email, u.email))) : [];
  const ok = cred ? await verifyPassword(cred.passwordHash, password) : (await verifyPassword(await dummyHash(), password), false);
  if (!u || !ok) {
    await withoutTenant(ctx.db, (tx) => hit(tx, llave, INTENTOS, ctx.now()));
    return { ok: false, motivo: 'clave' };
  }
  // The right password clears the count, as a sign-in does.
  await withoutTenant(ctx.db, (tx) => clear(tx, llave));
  if (pagina && (!sesion || !canOpen(sesion, pagina))) return { ok: false, motivo: 'pagina' };
  return { ok: true, id: u.id, fullname: u.fullname };
}

/** The active users of the issuer (in `tx`, scoped to it) who may open `pagina`. */
export async function usuariosConPagina(tx: Tx, emisorId: string, pagina: string): Promise<{ id: string; email: string }[]> {
  const us = await tx.select().from(usuario).where(eq(usuario.state, true));
  return (await sesionesDe(tx, emisorId, us)).filter((s) => canOpen(s, pagina)).map((s) => ({ id: s.userId, email: s.user.email }));
}
