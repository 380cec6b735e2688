// Sub-users, system users, roles and events: the issuer administers who can open what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token subprofile roles { _id check } } } }`;
const ROLE = `mutation($i: RoleInput!) { Role { create(input: $i) { _id name events { name group { path check } } } } }`;
const SUB = `mutation($i: SubUserInput!) { User { createUser(input: $i) { _id email fullname subprofile roles { _id name check } state crmRole } } }`;
const USERS = `query { User { readAllByEmisor { _id email isOwner subprofile } } }`;

describe('events', () => {
  it('lists the application menus with their pages, named as the spec names them', async () => {
    const a = await signup(h);
    const r = await h.gql<{ Event: { readAll: { name: string; group: { path: string; check: boolean }[] }[] } }>(`query { Event { readAll { name group { path check } } } }`, {}, a.token);
    const names = r.data!.Event.readAll.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Admin', 'Facturación', 'Clientes', 'Inventario', 'Compras', 'Cajas', 'Restaurante', 'Producción']));
    const admin = r.data!.Event.readAll.find((e) => e.name === 'Admin')!;
    expect(admin.group.map((g) => g.path)).toEqual(expect.arrayContaining(['/admin/datosatv', '/admin/roles', '/admin/usuarios']));
    expect(admin.group.every((g) => g.check === false)).toBe(true);
    const one = await h.gql(`query { Event { readByName(name: "facturación", groupName: "/facturacion/facturar") { name group { path } } } }`, {}, a.token);
    expect(one.data).toEqual({ Event: { readByName: { name: 'Facturación', group: [{ path: '/facturacion/facturar' }] } } });
  });
});

describe('roles and sub-users', () => {
  it('a sub-user opens exactly the pages of its checked roles, and the server enforces it', async () => {
    const owner = await signup(h, { profile: 'PRO' });
    const role = await h.gql<{ Role: { create: { _id: string } } }>(ROLE, {
      i: { name: 'Administrador de usuarios', events: [{ name: 'Admin', group: [{ path: '/admin/usuarios', check: true }, { path: '/admin/roles', check: false }] }] },
    }, owner.token);
    const roleId = role.data!.Role.create._id;
    const sub = await h.gql<{ User: { createUser: { _id: string; subprofile: string; roles: { name: string }[]; crmRole: string } } }>(SUB, {
      i: { email: `sub.${owner.emisor.slice(-6)}@prueba.cr`, fullname: 'Sofía Sub', password: 'Clave2026!', roles: [{ _id: roleId, check: true }] },
    }, owner.token);
    expect(sub.data!.User.createUser).toMatchObject({ subprofile: 'USUARIO', roles: [{ name: 'Administrador de usuarios' }], crmRole: 'NO APLICA' });
    const login = await h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email: `sub.${owner.emisor.slice(-6)}@prueba.cr`, password: 'Clave2026!' } });
    const subToken = login.data!.User.login.token;
    // /admin/usuarios is checked: the sub-user may list users
    expect((await h.gql(USERS, {}, subToken)).errors).toBeUndefined();
    // /admin/roles is not: creating roles is refused
    expect(errorOf(await h.gql(ROLE, { i: { name: 'x', events: [] } }, subToken))).toMatchObject({ code: 'FORBIDDEN', message: 'Tu usuario no tiene acceso a esta sección.' });
    // system users are for the owner only
    expect(errorOf(await h.gql(`mutation($i: SubUserInput!) { User { createSystemUser(input: $i) { _id } } }`, { i: { email: 'sys@x.cr', fullname: 'Sistema', password: 'Clave2026!' } }, subToken)).code).toBe('FORBIDDEN');
    // unchecking the role in the user removes the access at once (the token is not trusted for roles)
    await h.gql(SUB, { i: { _id: sub.data!.User.createUser._id, email: `sub.${owner.emisor.slice(-6)}@prueba.cr`, fullname: 'Sofía Sub', roles: [{ _id: roleId, check: false }] } }, owner.token);
    expect(errorOf(await h.gql(USERS, {}, subToken)).code).toBe('FORBIDDEN');
  });

  it('refuses roles with unknown menus or pages, and bad sub-user input, on the right field', async () => {
    const owner = await signup(h);
    expect(errorOf(await h.gql(ROLE, { i: { name: 'R', events: [{ name: 'Inexistente', group: [] }] } }, owner.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'events.0.name' });
    expect(errorOf(await h.gql(ROLE, { i: { name: 'R', events: [{ name: 'Admin', group: [{ path: '/cajas/lista', check: true }] }] } }, owner.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'events.0.group.0.path', message: 'La página /cajas/lista no pertenece al menú Admin.' });
    expect(errorOf(await h.gql(ROLE, { i: { name: '  ', events: [] } }, owner.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(errorOf(await h.gql(SUB, { i: { email: 'nuevo@prueba.cr', fullname: 'Sin Clave' } }, owner.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    expect(errorOf(await h.gql(SUB, { i: { email: owner.email, fullname: 'Repetido', password: 'Clave2026!' } }, owner.token))).toMatchObject({ code: 'CONFLICT', field: 'email' });
    expect(errorOf(await h.gql(SUB, { i: { email: `r.${owner.emisor.slice(-6)}@x.cr`, fullname: 'Rol Fantasma', password: 'Clave2026!', roles: [{ _id: '01a20100-0000-7000-8000-000000000000', check: true }] } }, owner.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'roles' });
  });

  it('deletes with a state and message per id; the owner and unknown ids are not deleted', async () => {
    const owner = await signup(h);
    const s = await h.gql<{ User: { createUser: { _id: string } } }>(SUB, { i: { email: `d.${owner.emisor.slice(-6)}@prueba.cr`, fullname: 'Para Borrar', password: 'Clave2026!' } }, owner.token);
    const subId = s.data!.User.createUser._id;
    const r = await h.gql<{ User: { delete: { _id: string; state: boolean; message: string }[] } }>(`mutation($ids: [ID!]!) { User { delete(ids: $ids) { _id state message } } }`, { ids: [subId, owner.id, '01a20100-0000-7000-8000-000000000001'] }, owner.token);
    expect(r.data!.User.delete).toEqual([
      { _id: subId, state: true, message: 'Usuario borrado.' },
      { _id: owner.id, state: false, message: 'No se puede borrar al dueño de la cuenta.' },
      { _id: '01a20100-0000-7000-8000-000000000001', state: false, message: 'El usuario no existe.' },
    ]);
    // the deleted user can no longer sign in
    expect(errorOf(await h.gql(LOGIN, { c: { email: `d.${owner.emisor.slice(-6)}@prueba.cr`, password: 'Clave2026!' } })).code).toBe('BAD_USER_INPUT');
  });

  it('a role held by a user is not deleted; a free one is', async () => {
    const owner = await signup(h);
    const mk = async (name: string) => (await h.gql<{ Role: { create: { _id: string } } }>(ROLE, { i: { name, events: [] } }, owner.token)).data!.Role.create._id;
    const held = await mk('Ocupado');
    const free = await mk('Libre');
    await h.gql(SUB, { i: { email: `h.${owner.emisor.slice(-6)}@x.cr`, fullname: 'Con Rol', password: 'Clave2026!', roles: [{ _id: held, check: true }] } }, owner.token);
    const r = await h.gql<{ Role: { delete: { state: boolean; message: string }[] } }>(`mutation($ids: [ID!]!) { Role { delete(ids: $ids) { _id state message } } }`, { ids: [held, free] }, owner.token);
    expect(r.data!.Role.delete).toEqual([
      { _id: held, state: false, message: 'El rol está asignado a 1 usuario; quítaselo antes de borrarlo.' },
      { _id: free, state: true, message: 'Rol borrado.' },
    ]);
  });

  it('pages roles with a keyset cursor, without duplicates', async () => {
    const owner = await signup(h);
    for (let i = 0; i < 5; i++) await h.gql(ROLE, { i: { name: `R${i}`, events: [] } }, owner.token);
    const page = async (cursor: string | null) =>
      (await h.gql<{ Role: { readAllByEmisor: { feed: { name: string }[]; pageInfo: { nextPageCursor: string | null; hasNextPage: boolean } } } }>(
        `query($c: String) { Role { readAllByEmisor(cursor: $c, limit: 2) { feed { name } pageInfo { nextPageCursor hasNextPage } } } }`, { c: cursor }, owner.token)).data!.Role.readAllByEmisor;
    const p1 = await page(null);
    const p2 = await page(p1.pageInfo.nextPageCursor);
    const p3 = await page(p2.pageInfo.nextPageCursor);
    expect([...p1.feed, ...p2.feed, ...p3.feed].map((r) => r.name)).toEqual(['R0', 'R1', 'R2', 'R3', 'R4']);
    expect(p3.pageInfo).toEqual({ nextPageCursor: null, hasNextPage: false });
  });

  it('a system user has the issuer full access without roles, and a deactivated user cannot sign in', async () => {
    const owner = await signup(h, { profile: 'PRO' });
    const email = `sys.${owner.emisor.slice(-6)}@prueba.cr`;
    const sys = await h.gql<{ User: { createSystemUser: { _id: string; subprofile: string | null } } }>(`mutation($i: SubUserInput!) { User { createSystemUser(input: $i) { _id subprofile } } }`, { i: { email, fullname: 'Contadora', password: 'Clave2026!' } }, owner.token);
    expect(sys.data!.User.createSystemUser.subprofile).toBeNull();
    const kept = await h.gql<{ User: { readSubUserById: { subprofile: string | null } } }>(`query($id: ID!) { User { readSubUserById(_id: $id) { subprofile } } }`, { id: sys.data!.User.createSystemUser._id }, owner.token);
    expect(kept.data!.User.readSubUserById.subprofile).toBeNull();
    const t = (await h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email, password: 'Clave2026!' } })).data!.User.login.token;
    expect((await h.gql(ROLE, { i: { name: 'Hecho por sistema', events: [] } }, t)).errors).toBeUndefined();
    await h.gql(SUB, { i: { _id: sys.data!.User.createSystemUser._id, email, fullname: 'Contadora', state: false } }, owner.token);
    expect(errorOf(await h.gql(LOGIN, { c: { email, password: 'Clave2026!' } }))).toMatchObject({ code: 'FORBIDDEN', message: 'Tu usuario está desactivado. Consulta al administrador de la cuenta.' });
    const after = await h.gql<{ User: { readSubUserById: { subprofile: string | null } } }>(`query($id: ID!) { User { readSubUserById(_id: $id) { subprofile } } }`, { id: sys.data!.User.createSystemUser._id }, owner.token);
    expect(after.data!.User.readSubUserById.subprofile).toBeNull();
    expect(errorOf(await h.gql(USERS, {}, t)).code).toBe('UNAUTHENTICATED');
  });
});
