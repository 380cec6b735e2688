import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultEvents } from './default-events';
import { MODULE_FLAGS, type ModuleFlag, type ModuleFlags } from './module-flags';
import { hasSubprofile, profileInGroup, PROFILES, type Profile } from './profiles';
import { resolveAccess, refusalRedirect, type AccessRole, type AccessUser } from './resolve-access';
import { findRoute, normalizePath, samePath } from './route-lookup';
import { MAIN_MENUS, ROUTES } from './routes';
import { isHiddenFor, visibleMenu } from './visible-menu';

const ALL_ON: ModuleFlags = Object.fromEntries(MODULE_FLAGS.map((f) => [f, true]));
const SYSTEM = ['/dashboard', '/pricing', '/accountDisabled', '/noauth', '/logout', '/register', '/'];
const BASIC = [
  '/admin/datosatv', '/facturacion/facturar', '/facturacion/listaFactura', '/facturacion/listaTiquete',
  '/facturacion/listaNotaCredito', '/facturacion/listaFacturaExportacion', '/facturacion/listaMensajeReceptor',
  '/facturacion/mensajeReceptor', '/facturacion/proforma', '/facturacion/listaFacturaOtro', '/clientes/lista',
];
const PAGES = ROUTES.filter((r) => r.kind === 'page' && !r.redirectTo).map((r) => r.path);

const profileArb = fc.constantFrom<Profile>(...PROFILES);
const modulesArb: fc.Arbitrary<ModuleFlags> = fc.record(
  Object.fromEntries(MODULE_FLAGS.map((f) => [f, fc.boolean()])) as Record<ModuleFlag, fc.Arbitrary<boolean>>,
  { requiredKeys: [] },
);
const randomCase = (s: string) =>
  fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((bs) =>
    [...s].map((c, i) => (bs[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
  );
const roleArb = (id: string): fc.Arbitrary<AccessRole> =>
  fc
    .array(fc.record({ path: fc.constantFrom(...PAGES), check: fc.boolean() }), { maxLength: 12 })
    .map((entries) => ({
      _id: id,
      name: `rol ${id}`,
      events: MAIN_MENUS.map((m) => ({
        name: m.name,
        group: entries.filter((e) => findRoute(e.path)?.menu === m.name),
      })),
    }));
const rolesArb = fc.tuple(roleArb('a'), roleArb('b'), roleArb('c'));
const userRolesArb = fc.array(fc.record({ _id: fc.constantFrom('a', 'b', 'c', 'zz'), check: fc.boolean() }), { maxLength: 4 });
const userArb: fc.Arbitrary<AccessUser> = fc.record({
  profile: profileArb,
  subprofile: fc.constantFrom(null, undefined, '', '  ', 'vendedor', 'cajero'),
  roles: userRolesArb,
});

const can = (user: AccessUser, roles: readonly AccessRole[], modules: ModuleFlags, path: string) =>
  resolveAccess({ user, roles, modules, path }).ok;

describe('access: profile groups (spec 1 §6)', () => {
  it('premium = MICRO, PRO; billable adds FACTURA; community = COMMUNITY; all = every profile', () => {
    const table = PROFILES.map((p) => [p, ...(['premium', 'billable', 'community', 'all'] as const).map((g) => profileInGroup(p, g))]);
    expect(table).toEqual([
      ['COMMUNITY', false, false, true, true],
      ['FACTURA', false, true, false, true],
      ['MICRO', true, true, false, true],
      ['PRO', true, true, false, true],
    ]);
  });
  it('a subprofile is any non-blank text', () => {
    expect([null, undefined, '', ' ', 'x'].map((s) => hasSubprofile(s))).toEqual([false, false, false, false, true]);
  });
});

describe('access: routes table (routes.tsv, DECISIONS #8, #9)', () => {
  it('has all 70 routes with Spanish labels and unique paths', () => {
    expect(ROUTES).toHaveLength(70);
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(70);
    for (const r of ROUTES) expect(r.label.length).toBeGreaterThan(2);
  });
  it('assigns menus, layouts and module flags as decided', () => {
    const r = (p: string) => findRoute(p);
    expect(r('/facturacion/listaFacturaBulk')).toMatchObject({ label: 'Temporal', module: 'bulkBillingModule', menu: 'Facturación' });
    expect(r('/facturacion/facturar')).toMatchObject({ module: 'billingModule', basic: true });
    expect(r('/clientes/lista')).toMatchObject({ module: null, basic: true });
    expect(r('/clientes/cron')).toMatchObject({ module: 'crmModule' });
    expect(r('/clientes/marketing/email')).toMatchObject({ module: 'marketingModule' });
    expect(r('/compras/tipos')).toMatchObject({ module: 'inventoryModule', label: 'Gastos y Activos' });
    expect(r('/cajas/micaja')).toMatchObject({ module: 'cashRegisterModule', layout: 'main' });
    expect(r('/restaurante/cocina')).toMatchObject({ module: 'restaurantModule', layout: 'restaurant' });
    expect(r('/produccion/ordenes')).toMatchObject({ module: 'productionModule', menu: 'Producción' });
    expect(r('/contabilidad')).toMatchObject({ module: 'accountingModule', menu: 'Contabilidad' });
    expect(r('/maps/full-screen')).toMatchObject({ layout: 'full', footer: false, menu: null });
    expect(r('/')).toMatchObject({ layout: 'login', kind: 'public' });
    expect(r('/register')).toMatchObject({ layout: 'login', kind: 'public' });
    expect(r('/pricing')).toMatchObject({ label: 'Planes', hidden: 'PRO_OR_SUBPROFILE', kind: 'system' });
    expect(r('/facturacion/mensajeReceptor')).toMatchObject({ label: 'Aceptar Comprobantes', hidden: 'PRO_OR_MICRO' });
    expect(r('/admin/datosatv')?.label).toBe('Configuración');
    expect(r('/facturacion/listaCredito')?.label).toBe('Mis Facturas');
    expect(r('/inventario/lista')?.label).toBe('Movimientos');
    expect(r('/emisor/datosatv')?.redirectTo).toBe('/admin/datosatv');
    expect(ROUTES.filter((x) => x.basic && !x.redirectTo).map((x) => x.path).sort()).toEqual([...BASIC].sort());
  });
  it('finds routes whatever the case, query, hash or trailing slash, and detail pages by prefix', () => {
    expect(normalizePath('/clientes/lista/?q=1#top')).toBe('/clientes/lista');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('///')).toBe('/');
    expect(normalizePath('/cajas/lista//')).toBe('/cajas/lista');
    expect(normalizePath('?x=1')).toBe('/');
    expect(findRoute('//nada')).toBeUndefined();
    expect(findRoute('/CLIENTES/LISTA/9')?.path).toBe('/clientes/lista');
    expect(findRoute('/INVENTARIO/servicio')?.path).toBe('/inventario/Servicio');
    expect(findRoute('/clientes/lista/abc123')?.path).toBe('/clientes/lista');
    expect(findRoute('/restaurante/listaPedidos/9')?.path).toBe('/restaurante/listaPedidos');
    expect(findRoute('/restaurante/listaX')).toBeUndefined();
    expect(findRoute('/nada')).toBeUndefined();
    expect(samePath('/Cajas/Lista/', '/cajas/lista')).toBe(true);
    expect(samePath('/cajas/lista', '/cajas/listas')).toBe(false);
  });
});

describe('access: resolveAccess (spec 1 §6, spec 2 §6, DECISIONS #6, #7, #9)', () => {
  it('PRO and MICRO without subprofile open every page whose module is on', () => {
    fc.assert(
      fc.property(fc.constantFrom<Profile>('PRO', 'MICRO'), modulesArb, fc.constantFrom(...PAGES), (profile, modules, path) => {
        const route = findRoute(path);
        const expected = !route?.module || modules[route.module] === true;
        expect(can({ profile, roles: [] }, [], modules, path)).toBe(expected);
      }),
    );
  });
  it('system pages are open to every signed-in user, whatever roles or modules', () => {
    fc.assert(
      fc.property(userArb, rolesArb, modulesArb, fc.constantFrom(...SYSTEM), (user, roles, modules, path) => {
        expect(can(user, roles, modules, path)).toBe(true);
      }),
    );
  });
  it('deny wins: COMMUNITY and FACTURA never open a page outside their list, whatever their roles', () => {
    fc.assert(
      fc.property(userArb, rolesArb, modulesArb, fc.constantFrom(...PAGES), (user, roles, modules, path) => {
        fc.pre(user.profile === 'COMMUNITY' || user.profile === 'FACTURA');
        if (!BASIC.includes(path)) {
          expect(resolveAccess({ user, roles, modules, path })).toMatchObject({ ok: false, code: 'NO_AUTH', field: 'path' });
        }
      }),
    );
  });
  it('COMMUNITY and FACTURA without subprofile open exactly their list (modules on)', () => {
    for (const profile of ['COMMUNITY', 'FACTURA'] as const) {
      const open = PAGES.filter((p) => can({ profile, roles: [] }, [], ALL_ON, p));
      expect(open.sort()).toEqual([...BASIC].sort());
    }
  });
  it('/clientes/lista stays open to COMMUNITY without the CRM module, while /clientes/cron needs it', () => {
    const user: AccessUser = { profile: 'COMMUNITY', roles: [] };
    expect(can(user, [], { billingModule: true }, '/clientes/lista')).toBe(true);
    expect(can({ profile: 'PRO', roles: [] }, [], {}, '/clientes/lista')).toBe(true);
    expect(resolveAccess({ user: { profile: 'PRO', roles: [] }, roles: [], modules: {}, path: '/clientes/cron' })).toMatchObject({ code: 'MODULE_OFF' });
  });
  it('module flags gate module pages: listaFacturaBulk needs bulkBillingModule', () => {
    const pro: AccessUser = { profile: 'PRO', roles: [] };
    expect(resolveAccess({ user: pro, roles: [], modules: { billingModule: true }, path: '/facturacion/listaFacturaBulk' })).toMatchObject({ ok: false, code: 'MODULE_OFF', message: 'El módulo de esta página no está activo para su empresa.' });
    expect(resolveAccess({ user: pro, roles: [], modules: { bulkBillingModule: true }, path: '/facturacion/listaFacturaBulk' })).toEqual({ ok: true, value: true });
    expect(resolveAccess({ user: pro, roles: [], modules: {}, path: '/cajas/lista' })).toMatchObject({ code: 'MODULE_OFF', field: 'path' });
    expect(resolveAccess({ user: { profile: 'FACTURA', roles: [] }, roles: [], modules: {}, path: '/cajas/lista' })).toMatchObject({ code: 'NO_AUTH' });
    expect(can(pro, [], { billingModule: false }, '/facturacion/facturar')).toBe(false);
    expect(can(pro, [], { accountingModule: true }, '/contabilidad')).toBe(true);
  });
  it('turning a module on never removes access and turning it off never grants it', () => {
    fc.assert(
      fc.property(userArb, rolesArb, modulesArb, fc.constantFrom(...MODULE_FLAGS), fc.constantFrom(...PAGES), (user, roles, modules, flag, path) => {
        const off = can(user, roles, { ...modules, [flag]: false }, path);
        const on = can(user, roles, { ...modules, [flag]: true }, path);
        expect(!off || on).toBe(true);
      }),
    );
  });
  it('adding a checked role never removes access (roles only grant)', () => {
    fc.assert(
      fc.property(userArb, rolesArb, modulesArb, fc.constantFrom(...PAGES), (user, roles, modules, path) => {
        // /admin/datosatv is the one page a roleless user gets for free (spec 1 §6), so it is left out.
        fc.pre(path !== '/admin/datosatv');
        const before = can(user, roles, modules, path);
        const more = { ...user, roles: [...user.roles, { _id: 'c', check: true }, { _id: 'b', check: true }] };
        if (before) expect(can(more, roles, modules, path)).toBe(true);
      }),
    );
  });
  it('a subprofile user opens a page only through a checked role with a checked entry for it', () => {
    fc.assert(
      fc.property(userArb, rolesArb, fc.constantFrom(...PAGES), (user, roles, path) => {
        fc.pre(hasSubprofile(user.subprofile) && (user.profile === 'PRO' || user.profile === 'MICRO'));
        const ids = new Set(user.roles.filter((r) => r.check).map((r) => r._id));
        const mine = roles.filter((r) => ids.has(r._id));
        const granted = mine.some((r) => r.events.some((e) => e.group.some((g) => g.check && samePath(g.path, path))));
        const roleless = path === '/admin/datosatv' && mine.length === 0;
        expect(can(user, roles, ALL_ON, path)).toBe(granted || roleless);
      }),
    );
  });
  it('role paths are compared case-insensitively', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAGES), (path) => {
        const route = findRoute(path);
        fc.pre(route?.menu != null);
        return fc.assert(
          fc.property(randomCase(path), (stored) => {
            const role: AccessRole = { _id: 'r', name: 'R', events: [{ name: route?.menu ?? '', group: [{ path: stored, check: true }] }] };
            expect(can({ profile: 'PRO', subprofile: 'x', roles: [{ _id: 'r', check: true }] }, [role], ALL_ON, path)).toBe(true);
          }),
          { numRuns: 3 },
        );
      }),
      { numRuns: 30 },
    );
  });
  it('role events match the main menu without regard to accents or case, and only that menu', () => {
    const user: AccessUser = { profile: 'MICRO', subprofile: 'x', roles: [{ _id: 'r', check: true }] };
    const role = (name: string): AccessRole => ({ _id: 'r', name: 'R', events: [{ name, group: [{ path: '/facturacion/facturar', check: true }] }] });
    expect(can(user, [role('FACTURACION')], ALL_ON, '/facturacion/facturar')).toBe(true);
    expect(can(user, [role(' Facturación ')], ALL_ON, '/facturacion/facturar')).toBe(true);
    expect(can(user, [role('Facturaciones')], ALL_ON, '/facturacion/facturar')).toBe(false);
    expect(can(user, [role('Clientes')], ALL_ON, '/facturacion/facturar')).toBe(false);
    const unchecked: AccessRole = { _id: 'r', name: 'R', events: [{ name: 'Facturación', group: [{ path: '/facturacion/facturar', check: false }] }] };
    expect(can(user, [unchecked], ALL_ON, '/facturacion/facturar')).toBe(false);
    expect(can({ ...user, roles: [{ _id: 'r', check: false }] }, [role('Facturación')], ALL_ON, '/facturacion/facturar')).toBe(false);
  });
  it('a role-governed user with no roles (or none loaded) may open /admin/datosatv and its old address', () => {
    const noRoles: AccessUser = { profile: 'PRO', subprofile: 'x', roles: [] };
    expect(can(noRoles, [], {}, '/admin/datosatv')).toBe(true);
    expect(can(noRoles, [], {}, '/emisor/datosatv')).toBe(true);
    expect(can({ ...noRoles, roles: [{ _id: 'a', check: true }] }, [], {}, '/admin/datosatv')).toBe(true);
    expect(can(noRoles, [], ALL_ON, '/admin/roles')).toBe(false);
    const other: AccessRole = { _id: 'b', name: 'B', events: [] };
    // checked roles that are not among the loaded ones count as no roles
    expect(can({ ...noRoles, roles: [{ _id: 'zz', check: true }] }, [other], {}, '/admin/datosatv')).toBe(true);
    // roles exist but none loaded
    expect(can({ ...noRoles, roles: [{ _id: 'b', check: true }] }, [], {}, '/admin/datosatv')).toBe(true);
    expect(can({ ...noRoles, roles: [{ _id: 'b', check: true }] }, [other], {}, '/admin/datosatv')).toBe(false);
    const role: AccessRole = { _id: 'a', name: 'A', events: [{ name: 'Admin', group: [{ path: '/admin/roles', check: true }] }] };
    expect(can({ ...noRoles, roles: [{ _id: 'a', check: true }] }, [role], {}, '/admin/datosatv')).toBe(false);
  });
  it('/maps/full-screen has no menu: any event entry grants it to a role user', () => {
    const role: AccessRole = { _id: 'r', name: 'R', events: [{ name: 'Admin', group: [{ path: '/maps/full-screen', check: true }] }] };
    expect(can({ profile: 'PRO', subprofile: 'x', roles: [{ _id: 'r', check: true }] }, [role], {}, '/maps/full-screen')).toBe(true);
    expect(can({ profile: 'FACTURA', roles: [] }, [], ALL_ON, '/maps/full-screen')).toBe(false);
  });
  it('an unknown path is UNKNOWN_ROUTE (the 404 screen), refusals redirect to /noauth', () => {
    expect(resolveAccess({ user: { profile: 'PRO', roles: [] }, roles: [], modules: ALL_ON, path: '/nada' })).toEqual({
      ok: false, code: 'UNKNOWN_ROUTE', field: 'path', message: 'La página que buscas no se encuentra.',
    });
    expect(refusalRedirect('NO_AUTH')).toBe('/noauth');
    expect(refusalRedirect('MODULE_OFF')).toBe('/noauth');
    expect(refusalRedirect('UNKNOWN_ROUTE')).toBeNull();
  });
});

describe('access: visibleMenu (the sidebar)', () => {
  it('shows only entries the user may open, never a hidden one, grouped in menu order', () => {
    fc.assert(
      fc.property(userArb, rolesArb, modulesArb, (user, roles, modules) => {
        const groups = visibleMenu({ user, roles, modules });
        const order = ['', ...MAIN_MENUS.map((m) => m.name)];
        expect(groups.map((g) => order.indexOf(g.menu))).toEqual([...groups.map((g) => order.indexOf(g.menu))].sort((a, b) => a - b));
        for (const g of groups) {
          expect(g.items.length).toBeGreaterThan(0);
          for (const item of g.items) {
            expect(item.menu ?? '').toBe(g.menu);
            expect(can(user, roles, modules, item.path)).toBe(true);
            expect(isHiddenFor(item.hidden, user)).toBe(false);
          }
        }
      }),
    );
  });
  it('hides Planes from PRO and subprofile users and Aceptar Comprobantes from PRO and MICRO', () => {
    const paths = (user: AccessUser) => visibleMenu({ user, roles: [], modules: ALL_ON }).flatMap((g) => g.items.map((i) => i.path));
    expect(paths({ profile: 'PRO', roles: [] })).not.toContain('/pricing');
    expect(paths({ profile: 'PRO', roles: [] })).not.toContain('/facturacion/mensajeReceptor');
    expect(paths({ profile: 'MICRO', roles: [] })).toContain('/pricing');
    expect(paths({ profile: 'MICRO', roles: [] })).not.toContain('/facturacion/mensajeReceptor');
    expect(paths({ profile: 'MICRO', subprofile: 'x', roles: [] })).not.toContain('/pricing');
    expect(paths({ profile: 'FACTURA', roles: [] })).toEqual(expect.arrayContaining(['/pricing', '/facturacion/mensajeReceptor', '/dashboard']));
    expect(paths({ profile: 'PRO', roles: [] })).toContain('/facturacion/listaFacturaBulk');
    expect(visibleMenu({ user: { profile: 'PRO', roles: [] }, roles: [], modules: { billingModule: true } }).flatMap((g) => g.items.map((i) => i.path))).not.toContain('/facturacion/listaFacturaBulk');
  });
  it('COMMUNITY sees the Admin, Facturación and Clientes menus only', () => {
    const menus = visibleMenu({ user: { profile: 'COMMUNITY', roles: [] }, roles: [], modules: ALL_ON }).map((g) => g.menu);
    expect(menus).toEqual(['', 'Admin', 'Facturación', 'Clientes']);
  });
});

describe('access: default role events', () => {
  it('lists every sidebar page once per main menu, unchecked', () => {
    const events = defaultEvents();
    expect(events.map((e) => e.name)).toEqual(MAIN_MENUS.map((m) => m.name));
    const paths = events.flatMap((e) => e.group.map((g) => g.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(ROUTES.filter((r) => r.menu && r.sidebar).map((r) => r.path).sort());
    expect(events.every((e) => e.group.every((g) => !g.check && g.name.length > 0))).toBe(true);
    expect(events.map((e) => e.path)).toEqual(['/admin', '/facturacion', '/clientes', '/inventario', '/compras', '/cajas', '/restaurante', '/produccion', '/contabilidad']);
    expect(MODULE_FLAGS).toEqual(['restaurantModule', 'cashRegisterModule', 'productionModule', 'bulkBillingModule', 'billingModule', 'crmModule', 'marketingModule', 'inventoryModule', 'viajesModule', 'accountingModule']);
  });
  it('round trip: a role with every default entry checked opens what the plan allows', () => {
    const full: AccessRole = { _id: 'all', name: 'Todo', events: defaultEvents().map((e) => ({ name: e.name, group: e.group.map((g) => ({ ...g, check: true })) })) };
    fc.assert(
      fc.property(profileArb, fc.constantFrom(...PAGES), (profile, path) => {
        const plain = can({ profile, roles: [] }, [], ALL_ON, path);
        const viaRole = can({ profile, subprofile: 'x', roles: [{ _id: 'all', check: true }] }, [full], ALL_ON, path);
        if (path !== '/maps/full-screen') expect(viaRole).toBe(plain);
      }),
    );
  });
});
