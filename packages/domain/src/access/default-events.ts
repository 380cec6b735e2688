import { MAIN_MENUS, ROUTES } from './routes';

/** A role event as the server seeds it: the main menu and its pages, all unchecked (spec 2 §5). */
export type DefaultEvent = { name: string; path: string; group: { name: string; path: string; check: boolean }[] };

/** The default role events built from ROUTES, one per main menu, every page unchecked. */
export function defaultEvents(): DefaultEvent[] {
  return MAIN_MENUS.map((menu) => ({
    name: menu.name,
    path: menu.path,
    group: ROUTES.filter((r) => r.menu === menu.name && r.sidebar).map((r) => ({ name: r.label, path: r.path, check: false })),
  }));
}
