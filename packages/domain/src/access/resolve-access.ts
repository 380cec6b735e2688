import { fail, ok, type Result } from '../shared/result';
import { isModuleOn, type ModuleFlags } from './module-flags';
import { hasSubprofile, isBasicProfile, type Profile } from './profiles';
import { findRoute, samePath } from './route-lookup';
import type { RouteDef } from './routes';

/** The signed-in user as access rules see it (token payload). */
export type AccessUser = { profile: Profile; subprofile?: string | null; roles: { _id: string; check: boolean }[] };
/** A stored role: named events (main menu names) whose groups hold paths. */
export type AccessRole = {
  _id: string;
  name: string;
  events: { name: string; group: { path: string; check: boolean; name?: string }[] }[];
};
/** Everything access resolution needs besides the path. */
export type AccessContext = { user: AccessUser; roles: readonly AccessRole[]; modules: ModuleFlags };
/** Refusal codes of access resolution. */
export type AccessError = 'NO_AUTH' | 'MODULE_OFF' | 'UNKNOWN_ROUTE';

/** The page every role-governed user may open even with no roles (spec 1 §6). */
export const ALWAYS_OPEN_FOR_ROLELESS = '/admin/datosatv';

// Menu names compare without regard to case, accents or surrounding spaces ('FACTURACION' = 'Facturación').
const sameName = (a: string, b: string): boolean => a.trim().localeCompare(b.trim(), 'es', { sensitivity: 'base' }) === 0;

/** The user's checked roles that exist among the stored roles. */
export function checkedRoles(user: AccessUser, roles: readonly AccessRole[]): AccessRole[] {
  const ids = new Set(user.roles.filter((r) => r.check).map((r) => r._id));
  return roles.filter((r) => ids.has(r._id));
}

/** Spec 1 §6: a checked role has an event (the main menu name) whose group has a checked entry for the path. */
export function roleAllows(user: AccessUser, roles: readonly AccessRole[], route: RouteDef): boolean {
  const mine = checkedRoles(user, roles);
  if (route.path === ALWAYS_OPEN_FOR_ROLELESS && (mine.length === 0 || roles.length === 0)) return true;
  return mine.some((role) =>
    role.events.some(
      (event) =>
        (route.menu === null || sameName(event.name, route.menu)) &&
        event.group.some((entry) => entry.check && samePath(entry.path, route.path)),
    ),
  );
}

/** Profile and role rules for a page (modules apart): plan first, then roles for subprofile users. */
export function userMayOpen(user: AccessUser, roles: readonly AccessRole[], route: RouteDef): boolean {
  if (route.kind !== 'page') return true;
  // COMMUNITY and FACTURA never exceed their plan, whatever their roles say (deny wins).
  if (isBasicProfile(user.profile) && !route.basic) return false;
  if (!hasSubprofile(user.subprofile)) return true;
  return roleAllows(user, roles, route);
}

/**
 * Spec 1 §6 / spec 2 §6 with DECISIONS #6, #7, #9: may this signed-in user open this path?
 * System pages are open to all; other pages need the plan, the roles (subprofile users) and the module.
 */
export function resolveAccess(input: AccessContext & { path: string }): Result<true, AccessError> {
  const found = findRoute(input.path);
  if (!found) return fail('UNKNOWN_ROUTE', 'path');
  const route = (found.redirectTo && findRoute(found.redirectTo)) || found;
  if (!userMayOpen(input.user, input.roles, route)) return fail('NO_AUTH', 'path');
  if (route.module && !isModuleOn(input.modules, route.module)) return fail('MODULE_OFF', 'path');
  return ok(true);
}

/** Where the router sends a refused user (spec 1 §2: /noauth; unknown pages show the 404 screen). */
export const refusalRedirect = (code: AccessError): string | null => (code === 'UNKNOWN_ROUTE' ? null : '/noauth');
