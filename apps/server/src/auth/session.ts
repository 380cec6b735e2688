// From a bearer token to a Session: the signature and expiry are checked by jose, then the
// current rows decide: a deactivated user, a raised token version (logout, password change) or
// a deleted issuer end the session at once, whatever the token still says.
import { and, eq, inArray } from 'drizzle-orm';
import type { AccessRole } from '@jit/domain';
import type { Session } from '../context.js';
import { emisor, rol, usuario } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { withTenant } from '../db/tenant.js';
import { unauthenticated } from '../errors.js';
import type { TokenSigner } from './jwt.js';

export async function loadSession(db: Db, tokens: TokenSigner, token: string | null, now: Date): Promise<Session> {
  if (!token) throw unauthenticated('Inicia sesión para continuar.');
  const claims = await tokens.verify(token, now);
  if (!claims) throw unauthenticated();
  return withTenant(db, claims.emisor, async (tx) => {
    // One round trip for both rows: every authenticated request pays for this query.
    const [row] = await tx
      .select({ user: usuario, em: emisor })
      .from(usuario)
      .innerJoin(emisor, eq(emisor.emisorId, usuario.emisorId))
      .where(eq(usuario.id, claims.sub));
    const user = row?.user;
    const em = row?.em;
    if (!user || !em || !user.state || !em.state || user.tokenVersion !== claims.tv) throw unauthenticated();
    const checked = user.roles.filter((r) => r.check).map((r) => r._id);
    const roles = checked.length
      ? await tx.select().from(rol).where(and(inArray(rol.id, checked)))
      : [];
    return {
      claims,
      emisorId: claims.emisor,
      userId: user.id,
      user,
      emisor: em,
      roles: roles.map((r): AccessRole => ({ _id: r.id, name: r.name, events: r.events.map((e) => ({ name: e.name, group: e.group.map((g) => ({ path: g.path, check: g.check, ...(g.name ? { name: g.name } : {}) })) })) })),
    };
  });
}
