import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excedeDerechos, paginasDe } from './derechos';
import { PROFILES, type Profile } from './profiles';
import type { AccessRole, AccessUser } from './resolve-access';
import { findRoute } from './route-lookup';
import { MAIN_MENUS, ROUTES } from './routes';

const PAGES = ROUTES.filter((r) => r.kind === 'page' && !r.redirectTo).map((r) => r.path);
const IDS = ['a', 'b', 'c', 'd'];
const roleArb = (id: string): fc.Arbitrary<AccessRole> =>
  fc.array(fc.record({ path: fc.constantFrom(...PAGES), check: fc.boolean() }), { maxLength: 12 }).map((entries) => ({
    _id: id,
    name: `rol ${id}`,
    events: MAIN_MENUS.map((m) => ({ name: m.name, group: entries.filter((e) => findRoute(e.path)?.menu === m.name) })),
  }));
const rolesArb = fc.tuple(...IDS.map(roleArb));
const profileArb = fc.constantFrom<Profile>(...PROFILES);
const checksArb = fc.subarray(IDS);
const sub = (profile: Profile, ids: string[]): AccessUser => ({ profile, subprofile: 'USUARIO', roles: ids.map((_id) => ({ _id, check: true })) });
const sistema = (profile: Profile): AccessUser => ({ profile, subprofile: null, roles: [] });

describe('rights between users of one issuer', () => {
  it('a user never exceeds itself', () => {
    fc.assert(fc.property(rolesArb, profileArb, checksArb, (roles, p, ids) => !excedeDerechos(sub(p, ids), sub(p, ids), roles)));
  });

  it('the owner and system users may administer anyone', () => {
    fc.assert(
      fc.property(rolesArb, profileArb, checksArb, fc.boolean(), (roles, p, ids, otroSistema) =>
        !excedeDerechos(sistema(p), otroSistema ? sistema(p) : sub(p, ids), roles),
      ),
    );
  });

  it('holding a non-empty subset of the actor’s roles never exceeds it (a roleless user still opens /admin/datosatv, spec 1 §6)', () => {
    fc.assert(
      fc.property(rolesArb, profileArb, checksArb, fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (roles, p, ids, mask) => {
        const menos = ids.filter((_, i) => mask[i]);
        fc.pre(menos.length > 0);
        return !excedeDerechos(sub(p, ids), sub(p, menos), roles);
      }),
    );
  });

  it('exceeds exactly when the other opens a page the actor cannot', () => {
    fc.assert(
      fc.property(rolesArb, profileArb, checksArb, checksArb, (roles, p, a, b) => {
        const mias = paginasDe(sub(p, a), roles);
        const suyas = paginasDe(sub(p, b), roles);
        expect(excedeDerechos(sub(p, a), sub(p, b), roles)).toBe([...suyas].some((x) => !mias.has(x)));
      }),
    );
  });

  it('a system user exceeds a sub-user who cannot open every page of the plan', () => {
    const soloUsuarios: AccessRole = { _id: 'u', name: 'Usuarios', events: [{ name: 'Admin', group: [{ path: '/admin/usuarios', check: true }] }] };
    expect(excedeDerechos(sub('PRO', ['u']), sistema('PRO'), [soloUsuarios])).toBe(true);
    expect(paginasDe(sub('PRO', ['u']), [soloUsuarios])).toEqual(new Set(['/admin/usuarios']));
  });
});
