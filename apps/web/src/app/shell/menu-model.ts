import type { MenuGroup, RouteDef } from '@jit/domain';
import type { SidebarSection } from '@jit/ui';

/** Spec 1 §2: the last 4 menu items are buttons, the rest go in a dropdown. */
export const MENU_BUTTONS = 4;

export function splitMenuItems<T>(
  items: readonly T[],
  buttons = MENU_BUTTONS,
): { dropdown: T[]; buttons: T[] } {
  const cut = Math.max(0, items.length - buttons);
  return { dropdown: items.slice(0, cut), buttons: items.slice(cut) };
}

/** Sidebar sections from the visible menu: top-level pages alone, main menus with their pages. */
export function sidebarSections(groups: readonly MenuGroup[]): SidebarSection[] {
  const out: SidebarSection[] = [];
  for (const g of groups) {
    if (g.menu === '') {
      for (const r of g.items) out.push({ key: r.path, label: r.label, path: r.path, items: [] });
    } else if (g.items.length === 1 && g.items[0]!.path === `/${g.menu.toLowerCase()}`) {
      // A main menu that is one page (Contabilidad) shows as that page.
      out.push({ key: g.menu, label: g.menu, path: g.items[0]!.path, items: [] });
    } else {
      out.push({
        key: g.menu,
        label: g.menu,
        items: g.items.map((r) => ({ path: r.path, label: r.label })),
      });
    }
  }
  return out;
}

const section = (path: string) => path.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';

/** The menu group of the current page: the navbar shows its pages as buttons and a dropdown. */
export function currentGroupItems(groups: readonly MenuGroup[], pathname: string): RouteDef[] {
  const s = section(pathname);
  const group = groups.find((g) => g.menu !== '' && g.items.some((r) => section(r.path) === s));
  return group?.items ?? groups.find((g) => g.menu === '')?.items ?? [];
}
