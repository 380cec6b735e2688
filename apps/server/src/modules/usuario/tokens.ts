import type { SessionClaims } from '@jit/domain';
import type { Audience } from '../../auth/jwt.js';
import type { EmisorRow, UsuarioRow } from '../../context.js';
import type { Services } from '../../services.js';

/** The session claims of spec 1 §3 for a user of an issuer. */
export function claimsOf(user: UsuarioRow, em: EmisorRow, key?: string): SessionClaims {
  return {
    sub: user.id,
    emisor: em.emisorId,
    email: user.email,
    fullname: user.fullname,
    profile: em.profile,
    subprofile: user.subprofile,
    domain: user.domain ?? em.domain,
    roles: user.roles.map((r) => ({ _id: r._id, check: r.check })),
    crmRole: user.crmRole,
    viajesRole: user.viajesRole,
    subscriptionTimeOut: em.subscriptionTimeOut?.toISOString() ?? null,
    tv: user.tokenVersion,
    ...(key ? { key } : {}),
  };
}

export function issueToken(services: Services, user: UsuarioRow, em: EmisorRow, now: Date, audience: Audience = 'jit-web', key?: string) {
  return services.tokens.sign(claimsOf(user, em, key), audience, now);
}
