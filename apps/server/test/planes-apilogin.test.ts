// Plans and subscription, payment through the card-provider sandbox, custom domains, API keys,
// the public configuration and client error reports.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/types.js';
import { withoutTenant } from '../src/db/tenant.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const CHECK = `query($id: ID!) { User { checkProfile(_id: $id) { profile selectedProfile subscriptionTimeOut subscriptionState graceDaysLeft } } }`;
const PAY = `mutation($id: ID!, $t: Profile!, $card: CardInput, $amount: Decimal) { User { setProfile(_id: $id, type: $t, card: $card, amount: $amount) { ok message profile subscriptionTimeOut token } } }`;
const card = (number: string) => ({ number, holderName: 'José Pérez', expMonth: 12, expYear: 2030, cvv: '123' });

describe('plans', () => {
  it('lists the plans with their monthly allowances from the plan table', async () => {
    const r = await h.gql<{ Plan: { readAll: { name: string; documentosMes: number; totalPlan: string }[] } }>(`query { Plan { readAll { name documentosMes totalPlan } } }`);
    expect(r.data!.Plan.readAll.map((p) => [p.name, p.documentosMes])).toEqual([
      ['COMMUNITY', 3],
      ['FACTURA', 1520],
      ['MICRO', 50],
      ['PRO', 5000],
    ]);
  });

  it('a paid plan starts a 30-day trial, then grace for 3 days, then expires', async () => {
    const a = await signup(h, { profile: 'FACTURA' });
    const start = h.clock.now.getTime();
    // tokens last 30 minutes: sign in again after each move of the clock
    const at = async (days: number) => {
      h.clock.now = new Date(start + days * 86400_000);
      const login = await h.gql<{ User: { login: { token: string } } }>(`mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`, { c: { email: a.email, password: a.password } }, null, `10.7.${days}.1`);
      const token = login.data!.User.login.token;
      return (await h.gql<{ User: { checkProfile: { subscriptionState: string; graceDaysLeft: number } } }>(CHECK, { id: a.id }, token)).data?.User.checkProfile;
    };
    expect(await at(29)).toMatchObject({ subscriptionState: 'ACTIVA', graceDaysLeft: 0 });
    expect(await at(31)).toMatchObject({ subscriptionState: 'GRACIA', graceDaysLeft: 2 });
    expect(await at(34)).toMatchObject({ subscriptionState: 'VENCIDA', graceDaysLeft: 0 });
  });

  it('pays a plan with a sandbox card, stores the card and extends the subscription a month', async () => {
    const a = await signup(h, { profile: 'COMMUNITY' });
    expect((await h.gql(`mutation($id: ID!) { User { changeProfile(_id: $id, profile: PRO) { profile selectedProfile } } }`, { id: a.id }, a.token)).data).toEqual({ User: { changeProfile: { profile: 'COMMUNITY', selectedProfile: 'PRO' } } });
    const r = await h.gql<{ User: { setProfile: { ok: boolean; profile: string; subscriptionTimeOut: string; token: string } } }>(PAY, { id: a.id, t: 'PRO', card: card('4242 4242 4242 4242'), amount: '49' }, a.token);
    expect(r.data!.User.setProfile).toMatchObject({ ok: true, profile: 'PRO' });
    expect(new Date(r.data!.User.setProfile.subscriptionTimeOut).getTime() - h.clock.now.getTime()).toBeGreaterThan(27 * 86400_000);
    const pm = await h.gql(`query($id: ID!) { User { getPaymenntMethod(_id: $id) { last4 brand } } }`, { id: a.id }, r.data!.User.setProfile.token);
    expect(pm.data).toEqual({ User: { getPaymenntMethod: { last4: '4242', brand: 'visa' } } });
  });

  it('a declined card leaves the plan as it was and says why', async () => {
    const a = await signup(h, { profile: 'COMMUNITY' });
    const r = await h.gql<{ User: { setProfile: { ok: boolean; message: string; profile: string } } }>(PAY, { id: a.id, t: 'MICRO', card: card('4000000000000002') }, a.token);
    expect(r.data!.User.setProfile).toMatchObject({ ok: false, message: 'Tarjeta rechazada por el banco emisor.', profile: 'COMMUNITY' });
    expect(errorOf(await h.gql(PAY, { id: a.id, t: 'MICRO', card: card('1234') }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'card', message: 'Número de tarjeta inválido.' });
    expect(errorOf(await h.gql(PAY, { id: a.id, t: 'MICRO', amount: '1' }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amount' });
    expect(errorOf(await h.gql(PAY, { id: a.id, t: 'MICRO' }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'card', message: 'Agrega una tarjeta para pagar el plan.' });
  });

  it('refuses another user id and a bad Decimal', async () => {
    const a = await signup(h);
    const b = await signup(h);
    expect(errorOf(await h.gql(CHECK, { id: b.id }, a.token)).code).toBe('FORBIDDEN');
    expect(errorOf(await h.gql(PAY, { id: a.id, t: 'PRO', amount: '12,5' }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('domains', () => {
  it('a domain belongs to one issuer', async () => {
    const a = await signup(h);
    const b = await signup(h);
    const SET = `mutation($d: String!) { User { setDomain(input: { domain: $d }) { domain } } }`;
    const d = `tienda${a.emisor.slice(-6)}`;
    expect((await h.gql(SET, { d: d.toUpperCase() }, a.token)).data).toEqual({ User: { setDomain: { domain: d } } });
    expect(errorOf(await h.gql(SET, { d }, b.token))).toMatchObject({ code: 'CONFLICT', field: 'domain' });
    expect(errorOf(await h.gql(SET, { d: 'a b' }, b.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'domain' });
  });
});

describe('API keys', () => {
  it('an issuer creates a key, a script exchanges it for a token, and revoking it stops that', async () => {
    const a = await signup(h);
    const k = await h.gql<{ ApiLogin: { createKey: { usr: string; pwd: string } } }>(`mutation { ApiLogin { createKey(nombre: "Script de ventas") { usr pwd nombre } } }`, {}, a.token);
    const { usr, pwd } = k.data!.ApiLogin.createKey;
    const LOGIN = `mutation($u: String!, $p: String!) { ApiLogin { login(usr: $u, pwd: $p) { token } } }`;
    const t = await h.gql<{ ApiLogin: { login: { token: string } } }>(LOGIN, { u: usr, p: pwd });
    const apiToken = t.data!.ApiLogin.login.token;
    const me = await h.gql<{ User: { readById: { email: string } } }>(`query($id: ID!) { User { readById(id: $id) { email } } }`, { id: a.id }, apiToken);
    expect(me.data!.User.readById.email).toBe(a.email);
    expect(errorOf(await h.gql(LOGIN, { u: usr, p: pwd + 'x' }))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Llave de API inválida o revocada.' });
    const keys = await h.gql<{ ApiLogin: { readKeys: { usr: string; state: boolean; lastUsedAt: string | null }[] } }>(`query { ApiLogin { readKeys { usr state lastUsedAt } } }`, {}, a.token);
    expect(keys.data!.ApiLogin.readKeys).toEqual([{ usr, state: true, lastUsedAt: expect.any(String) }]);
    await h.gql(`mutation($u: String!) { ApiLogin { revokeKey(usr: $u) } }`, { u: usr }, a.token);
    expect(errorOf(await h.gql(LOGIN, { u: usr, p: pwd })).code).toBe('BAD_USER_INPUT');
  });

  it('another issuer cannot revoke my key', async () => {
    const a = await signup(h);
    const b = await signup(h);
    const k = await h.gql<{ ApiLogin: { createKey: { usr: string } } }>(`mutation { ApiLogin { createKey(nombre: "k") { usr } } }`, {}, a.token);
    expect(errorOf(await h.gql(`mutation($u: String!) { ApiLogin { revokeKey(usr: $u) } }`, { u: k.data!.ApiLogin.createKey.usr }, b.token)).code).toBe('NOT_FOUND');
  });
});

describe('public endpoints', () => {
  it('health, version and sandbox configuration answer without a session', async () => {
    const r = await h.gql(`query { health { ok database } Frontend { read { version } config { sandbox captchaSandboxToken recaptchaSiteKey } } User { healthCheck } }`);
    expect(r.data).toMatchObject({
      health: { ok: true, database: h.kind },
      Frontend: { read: { version: expect.any(String) }, config: { sandbox: true, captchaSandboxToken: 'jit-sandbox-captcha-ok', recaptchaSiteKey: null } },
      User: { healthCheck: 'ok' },
    });
  });

  it('stores a client error report, with the reporter when a token comes along', async () => {
    const a = await signup(h);
    await h.gql(`mutation($i: ClientErrorInput!) { reportClientError(input: $i) }`, { i: { message: 'boom', code: 'INTERNAL_SERVER_ERROR', operation: 'X', path: '/dashboard' } }, a.token);
    const rows = await withoutTenant(h.database.db, (tx) => rowsOf<{ usuario_ref: string; message: string }>(tx, sql`select usuario_ref, message from error_cliente`));
    expect(rows).toContainEqual({ usuario_ref: a.id, message: 'boom' });
  });

  it('answers BAD_USER_INPUT, not an internal error, for variables that do not fit the input types', async () => {
    const q = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`;
    expect(errorOf(await h.gql(q, { c: { email: 'a@b.cr', password: 'x', inventado: true } })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await h.gql(q, { c: { email: 'a@b.cr' } })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await h.gql(q, {})).code).toBe('BAD_USER_INPUT');
  });

  it('masks internal errors and refuses malformed queries as the client expects', async () => {
    const r = await h.gql(`query { nope }`);
    expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const deep = await h.gql(`query { User { readById(id: "x") { emisor { id } roles { _id } } } ${'a1: __typename '.repeat(25)} }`);
    expect(deep.errors?.length).toBeGreaterThan(0);
  });
});
