// Accounts as an attacker meets them: a sub-user who administers users cannot reach a system
// user or anyone with more rights than its own, the e-mail check does not enumerate accounts,
// a password reset voids every outstanding code, and API keys stop at once when revoked and count
// wrong passwords.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/types.js';
import { withoutTenant } from '../src/db/tenant.js';
import { CAPTCHA, errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`;
const ROLE = `mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`;
const SUB = `mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`;
const SYS = `mutation($i: SubUserInput!) { User { createSystemUser(input: $i) { _id } } }`;
const PASS = `mutation($i: SubUserPasswordInput!) { User { changeSubUserPassword(input: $i) } }`;
const DEL = `mutation($ids: [ID!]!) { User { delete(ids: $ids) { _id state message } } }`;

const login = async (email: string, password: string) =>
  (await h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email, password } }, null, `10.8.${email.length}.1`)).data?.User.login.token ?? null;

type Cuenta = Awaited<ReturnType<typeof signup>>;

/** A role with these pages of the Admin and Facturación menus checked. */
async function rol(owner: Cuenta, name: string, pages: string[]) {
  const admin = pages.filter((p) => p.startsWith('/admin/'));
  const fact = pages.filter((p) => p.startsWith('/facturacion/'));
  const events = [
    ...(admin.length ? [{ name: 'Admin', group: admin.map((path) => ({ path, check: true })) }] : []),
    ...(fact.length ? [{ name: 'Facturación', group: fact.map((path) => ({ path, check: true })) }] : []),
  ];
  const r = await h.gql<{ Role: { create: { _id: string } } }>(ROLE, { i: { name, events } }, owner.token);
  return r.data!.Role.create._id;
}

async function subUser(owner: Cuenta, tag: string, roleIds: string[]) {
  const email = `${tag}.${owner.emisor.slice(-8)}@prueba.cr`;
  const r = await h.gql<{ User: { createUser: { _id: string } } }>(SUB, { i: { email, fullname: `Sub ${tag}`, password: 'Clave2026!', roles: roleIds.map((_id) => ({ _id, check: true })) } }, owner.token);
  return { id: r.data!.User.createUser._id, email, token: (await login(email, 'Clave2026!'))! };
}

describe('a sub-user never acts on a system user or on someone with more rights (defect 1)', () => {
  it('refuses changeSubUserPassword, delete and update on a system user, and the system user keeps its password', async () => {
    const owner = await signup(h);
    const usuarios = await rol(owner, 'Solo usuarios', ['/admin/usuarios']);
    const sub = await subUser(owner, 'admusr', [usuarios]);
    const sysEmail = `sistema.${owner.emisor.slice(-8)}@prueba.cr`;
    const sys = await h.gql<{ User: { createSystemUser: { _id: string } } }>(SYS, { i: { email: sysEmail, fullname: 'Contador', password: 'Sistema2026!' } }, owner.token);
    const sysId = sys.data!.User.createSystemUser._id;

    const pass = await h.gql(PASS, { i: { _id: sysId, password: 'Tomada2026!' } }, sub.token);
    expect(errorOf(pass)).toMatchObject({ code: 'FORBIDDEN', message: 'Solo el dueño de la cuenta edita usuarios de sistema.' });
    expect(await login(sysEmail, 'Tomada2026!')).toBeNull();
    expect(await login(sysEmail, 'Sistema2026!')).toBeTruthy();

    const del = await h.gql<{ User: { delete: { state: boolean; message: string }[] } }>(DEL, { ids: [sysId] }, sub.token);
    expect(del.data!.User.delete).toEqual([{ _id: sysId, state: false, message: 'Solo el dueño de la cuenta edita usuarios de sistema.' }]);
    expect(errorOf(await h.gql(SUB, { i: { _id: sysId, email: sysEmail, fullname: 'Cambiado' } }, sub.token)).code).toBe('FORBIDDEN');
  });

  it('refuses acting on a sub-user whose roles open more pages, and giving roles beyond one’s own, and raising one’s own roles', async () => {
    const owner = await signup(h);
    const usuarios = await rol(owner, 'Usuarios', ['/admin/usuarios']);
    const todo = await rol(owner, 'Todo', ['/admin/usuarios', '/admin/roles', '/admin/datosatv', '/facturacion/facturar']);
    const sub = await subUser(owner, 'limitado', [usuarios]);
    const jefe = await subUser(owner, 'jefe', [todo]);
    const igual = await subUser(owner, 'igual', [usuarios]);

    expect(errorOf(await h.gql(PASS, { i: { _id: jefe.id, password: 'Tomada2026!' } }, sub.token))).toMatchObject({ code: 'FORBIDDEN', message: 'No puedes administrar a un usuario con más permisos que los tuyos.' });
    const del = await h.gql<{ User: { delete: { state: boolean }[] } }>(DEL, { ids: [jefe.id] }, sub.token);
    expect(del.data!.User.delete[0]!.state).toBe(false);
    // giving a role that opens more than one's own pages
    const nuevo = await h.gql(SUB, { i: { email: `n.${owner.emisor.slice(-8)}@prueba.cr`, fullname: 'Nuevo Sub', password: 'Clave2026!', roles: [{ _id: todo, check: true }] } }, sub.token);
    expect(errorOf(nuevo)).toMatchObject({ code: 'FORBIDDEN', field: 'roles' });
    // raising oneself
    expect(errorOf(await h.gql(SUB, { i: { _id: sub.id, email: sub.email, fullname: 'Yo Mismo', roles: [{ _id: todo, check: true }] } }, sub.token)).code).toBe('FORBIDDEN');
    // an equal one may be administered
    expect((await h.gql(PASS, { i: { _id: igual.id, password: 'Nueva2026!' } }, sub.token)).data).toEqual({ User: { changeSubUserPassword: true } });
    // and the owner may do all of it
    expect((await h.gql(PASS, { i: { _id: jefe.id, password: 'Nueva2026!' } }, owner.token)).data).toEqual({ User: { changeSubUserPassword: true } });
  });
});

describe('the e-mail check does not enumerate accounts (defect 7)', () => {
  const Q = `query($c: String!, $e: String!) { User { checkreCaptchaAndEmail(reCaptcha: $c, email: $e) { captcha available } } }`;

  it('says nothing about the e-mail without a valid captcha', async () => {
    const a = await signup(h);
    const r = await h.gql(Q, { c: 'no-es-un-captcha', e: a.email }, null, '10.77.0.1');
    expect(r.data).toEqual({ User: { checkreCaptchaAndEmail: { captcha: false, available: false } } });
    const libre = await h.gql(Q, { c: 'no-es-un-captcha', e: 'libre.de.verdad@prueba.cr' }, null, '10.77.0.1');
    expect(libre.data).toEqual({ User: { checkreCaptchaAndEmail: { captcha: false, available: false } } });
  });

  it('limits the checks per address', async () => {
    const email = 'tanteo@prueba.cr';
    let last = await h.gql(Q, { c: CAPTCHA, e: email }, null, '10.77.1.1');
    for (let i = 0; i < 12; i++) last = await h.gql(Q, { c: CAPTCHA, e: email }, null, `10.77.1.${i + 2}`);
    expect(errorOf(last)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(errorOf(last).message).toMatch(/^Demasiadas consultas de ese correo/);
  });
});

describe('password recovery voids every outstanding code (defect 8)', () => {
  const RECUPERA = `mutation($c: String!, $e: String!) { User { recupera(reCaptcha: $c, email: $e) } }`;
  const NUEVA = `mutation($c: String!, $p: String!, $h: String!) { User { recuperaPassword(reCaptcha: $c, password: $p, hash: $h) } }`;

  it('after a reset with one code, the other codes of the user no longer work', async () => {
    const a = await signup(h);
    await h.gql(RECUPERA, { c: CAPTCHA, e: a.email }, null, '10.78.0.1');
    await h.gql(RECUPERA, { c: CAPTCHA, e: a.email }, null, '10.78.0.1');
    await h.app.services.outbox.runOnce();
    const mails = await withoutTenant(h.database.db, (tx) => rowsOf<{ text: string }>(tx, sql`select text from correo_enviado where "to" = ${a.email}`));
    const codes = mails.map((m) => /hash=([\w-]+)/.exec(m.text)![1]!);
    expect(codes).toHaveLength(2);
    expect((await h.gql(NUEVA, { c: CAPTCHA, p: 'Primera2026!', h: codes[0] })).data).toEqual({ User: { recuperaPassword: true } });
    expect(errorOf(await h.gql(NUEVA, { c: CAPTCHA, p: 'Segunda2026!', h: codes[1] }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'hash' });
    expect(await login(a.email, 'Primera2026!')).toBeTruthy();
  });
});

describe('API keys (defect 9)', () => {
  const CREATE = `mutation { ApiLogin { createKey(nombre: "Script") { usr pwd } } }`;
  const APILOGIN = `mutation($u: String!, $p: String!) { ApiLogin { login(usr: $u, pwd: $p) { token } } }`;
  const ME = `query($id: ID!) { User { readById(id: $id) { id } } }`;

  it('a token of a revoked key stops working at once', async () => {
    const a = await signup(h);
    const { usr, pwd } = (await h.gql<{ ApiLogin: { createKey: { usr: string; pwd: string } } }>(CREATE, {}, a.token)).data!.ApiLogin.createKey;
    const token = (await h.gql<{ ApiLogin: { login: { token: string } } }>(APILOGIN, { u: usr, p: pwd })).data!.ApiLogin.login.token;
    expect(errorOf(await h.gql(ME, { id: a.id }, token)).code).toBeUndefined();
    await h.gql(`mutation($u: String!) { ApiLogin { revokeKey(usr: $u) } }`, { u: usr }, a.token);
    expect(errorOf(await h.gql(ME, { id: a.id }, token)).code).toBe('UNAUTHENTICATED');
  });

  it('counts wrong passwords of a key and refuses further tries, even the right one', async () => {
    const a = await signup(h);
    const { usr, pwd } = (await h.gql<{ ApiLogin: { createKey: { usr: string; pwd: string } } }>(CREATE, {}, a.token)).data!.ApiLogin.createKey;
    for (let i = 0; i < 20; i++)
      expect(errorOf(await h.gql(APILOGIN, { u: usr, p: `mala-${i}` }, null, `10.79.0.${i}`)).code).toBe('BAD_USER_INPUT');
    const r = await h.gql(APILOGIN, { u: usr, p: pwd }, null, '10.79.1.1');
    expect(errorOf(r)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
