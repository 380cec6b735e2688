import { describe, expect, it } from 'vitest';
import { visibleMenu } from '@jit/domain';
import { currentGroupItems, sidebarSections, splitMenuItems } from './menu-model';

describe('splitMenuItems', () => {
  it('shows the last 4 items as buttons and the rest in the dropdown', () => {
    expect(splitMenuItems([1, 2, 3, 4, 5, 6])).toEqual({ dropdown: [1, 2], buttons: [3, 4, 5, 6] });
    expect(splitMenuItems([1, 2, 3])).toEqual({ dropdown: [], buttons: [1, 2, 3] });
  });
});

describe('sidebar from the domain menu', () => {
  const community = visibleMenu({
    user: { profile: 'COMMUNITY', subprofile: null, roles: [] },
    roles: [],
    modules: { billingModule: true, crmModule: true },
  });

  it('gives COMMUNITY only Admin, Facturación and Clientes besides the top entries', () => {
    const sections = sidebarSections(community);
    const menus = sections.filter((s) => s.items.length > 0).map((s) => s.label);
    expect(menus).toEqual(['Admin', 'Facturación', 'Clientes']);
    expect(sections.find((s) => s.label === 'Admin')!.items.map((i) => i.path)).toEqual([
      '/admin/datosatv',
    ]);
  });

  it('puts in the navbar the pages of the current main menu', () => {
    const items = currentGroupItems(community, '/facturacion/listaFactura');
    expect(items.every((r) => r.menu === 'Facturación')).toBe(true);
    expect(currentGroupItems(community, '/dashboard').every((r) => r.menu === null)).toBe(true);
  });
});
