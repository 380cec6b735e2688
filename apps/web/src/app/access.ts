// The user's access context for the guards, the sidebar and the page selector: the domain's
// resolveAccess and visibleMenu (the same functions the server's @auth(page) uses).
import { useCallback, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import {
  ROUTES,
  findRoute,
  hasSubprofile,
  isHiddenFor,
  resolveAccess,
  visibleMenu,
  type AccessContext,
  type MenuGroup,
  type RouteDef,
} from '@jit/domain';
import { sessionAtom } from './session/atoms';
import { useIssuer, useRoles } from './session/startup';

export type Access = { ready: boolean; ctx: AccessContext | null };

/** Roles matter only for role-governed users; everyone waits for the module flags. */
export function useAccess(): Access {
  const session = useAtomValue(sessionAtom);
  const needsRoles = hasSubprofile(session?.user.subprofile);
  const roles = useRoles();
  const issuer = useIssuer();
  const rolesSettled = !needsRoles || roles.isSuccess || roles.isError;
  const issuerSettled = issuer.isSuccess || issuer.isError;
  const ctx = useMemo<AccessContext | null>(() => {
    if (!session) return null;
    return {
      user: {
        profile: session.user.profile,
        subprofile: session.user.subprofile,
        roles: session.user.roles,
      },
      roles: roles.data ?? [],
      modules: issuer.data?.modules ?? {},
    };
  }, [session, roles.data, issuer.data]);
  return { ready: Boolean(ctx) && rolesSettled && issuerSettled, ctx };
}

/** May the user open this path? (false while the context loads) */
export function useCanOpen(): (path: string) => boolean {
  const { ctx } = useAccess();
  return useCallback((path: string) => (ctx ? resolveAccess({ ...ctx, path }).ok : false), [ctx]);
}

/** The sidebar's entries; none until the roles and module flags are known (no flash of a partial menu). */
export function useVisibleMenu(): MenuGroup[] {
  const { ctx, ready } = useAccess();
  return useMemo(() => (ctx && ready ? visibleMenu(ctx) : []), [ctx, ready]);
}

/** Pages the page selector offers: every page the user may open, except the sign-in ones. */
export function useOpenablePages(): RouteDef[] {
  const { ctx, ready } = useAccess();
  return useMemo(() => {
    if (!ctx || !ready) return [];
    const skip = new Set(['/noauth', '/accountDisabled']);
    return ROUTES.filter(
      (r) =>
        r.kind !== 'public' &&
        !r.redirectTo &&
        !skip.has(r.path) &&
        !isHiddenFor(r.hidden, ctx.user) &&
        resolveAccess({ ...ctx, path: r.path }).ok,
    );
  }, [ctx, ready]);
}

/** Label of a path or path prefix for the breadcrumb. */
export function labelOfPath(prefix: string): string | undefined {
  const exact = ROUTES.find((r) => r.path.toLowerCase() === prefix.toLowerCase());
  if (exact) return exact.label;
  const menu = ROUTES.find(
    (r) => r.menu && r.path.toLowerCase().startsWith(`${prefix.toLowerCase()}/`),
  )?.menu;
  return menu ?? findRoute(prefix)?.label;
}
