import { hasSubprofile } from './profiles';
import { userMayOpen, type AccessRole, type AccessUser } from './resolve-access';
import { ROUTES } from './routes';

// The pages whose access is decided per user (plan and roles); system and public pages are
// everyone's, and module flags belong to the issuer, the same for all its users.
const PAGINAS = ROUTES.filter((r) => r.kind === 'page' && !r.redirectTo);

/** The pages a user of the issuer may open by plan and roles (module flags apart). */
export function paginasDe(user: AccessUser, roles: readonly AccessRole[]): Set<string> {
  return new Set(PAGINAS.filter((r) => userMayOpen(user, roles, r)).map((r) => r.path));
}

/**
 * Whether `otro` may open a page that `actor` may not: a user administering users may only act
 * on (or create, or give roles to) someone whose rights are within its own, so that nobody can
 * raise their own access through another account. Users without a subprofile (the owner and
 * system users) have the issuer's full access.
 */
export function excedeDerechos(actor: AccessUser, otro: AccessUser, roles: readonly AccessRole[]): boolean {
  if (!hasSubprofile(actor.subprofile)) return false;
  const mias = paginasDe(actor, roles);
  for (const p of paginasDe(otro, roles)) if (!mias.has(p)) return true;
  return false;
}
