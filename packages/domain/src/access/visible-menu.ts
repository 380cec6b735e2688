import { hasSubprofile } from './profiles';
import { resolveAccess, type AccessContext } from './resolve-access';
import { MAIN_MENUS, ROUTES, type HiddenRule, type RouteDef } from './routes';

/** True when a menu hiding rule hides the entry for this user (spec 1 §2). */
export function isHiddenFor(rule: HiddenRule | null, user: AccessContext['user']): boolean {
  if (rule === 'PRO_OR_SUBPROFILE') return user.profile === 'PRO' || hasSubprofile(user.subprofile);
  if (rule === 'PRO_OR_MICRO') return user.profile === 'PRO' || user.profile === 'MICRO';
  return false;
}

/** One sidebar group: `menu` is the main menu name, or '' for the top-level entries. */
export type MenuGroup = { menu: string; items: RouteDef[] };

/** What the sidebar shows: permitted, module-enabled, not hidden entries grouped by main menu. */
export function visibleMenu(input: AccessContext): MenuGroup[] {
  const visible = ROUTES.filter(
    (r) => r.sidebar && !isHiddenFor(r.hidden, input.user) && resolveAccess({ ...input, path: r.path }).ok,
  );
  const groups: MenuGroup[] = [{ menu: '', items: visible.filter((r) => r.menu === null) }];
  for (const m of MAIN_MENUS) groups.push({ menu: m.name, items: visible.filter((r) => r.menu === m.name) });
  return groups.filter((g) => g.items.length > 0);
}
