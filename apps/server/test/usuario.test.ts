// Accounts through the real GraphQL endpoint: what a client sees, errors included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/types.js';
import { withoutTenant } from '../src/db/tenant.js';
import { CAPTCHA, errorOf, signup, startHarness, type GqlResult, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token expiresAt id email fullname profile subprofile roles { _id check } emisor firstLogin crmRole } } }`;
const ME = `query($id: ID!) { User { readById(id: $id) { id email fullname profile isOwner emisor { id nombre profile } } } }`;

describe('sign-up and sign-in', () => {
  it('signs up with a plan and gets a session token that reads the new account', async () => {
    const a = await signup(h, { profile: 'MICRO', fullname: 'María Rojas' });
    expect(a.token).toBeTruthy();
    const me = await h.gql<{ User: { readById: { email: string; profile: string; isOwner: boolean; emisor: { nombre: string }[] } } }>(ME, { id: a.id }, a.token);
    expect(me.data?.User.readById).toMatchObject({ email: a.email, profile: 'MICRO', isOwner: true, emisor: [{ nombre: 'María Rojas' }] });
  });

  it('refuses a second account with the same e-mail, in Spanish, on the email field', async () => {
    const a = await signup(h);
    const r = await h.gql(`mutation($i: SignupInput!) { User { create(input: $i) { id } } }`, {
      i: { fullname: 'Otra', email: a.email.toUpperCase(), password: 'Clave2026!', profile: 'PRO', reCaptcha: CAPTCHA },
    });
    expect(errorOf(r)).toEqual({ code: 'CONFLICT', field: 'email', message: expect.stringMatching(/Ya existe una cuenta con ese correo/) });
  });

  it.each([
    [{ email: 'no-es-correo' }, 'email', /correo electrónico no es válido/],
    [{ password: 'corta1' }, 'password', /al menos 8 caracteres/],
    [{ password: 'sinnumeros' }, 'password', /una letra y un número/],
    [{ fullname: ' ' }, 'fullname', /nombre completo/],
    [{ reCaptcha: 'falso' }, 'reCaptcha', /reCaptcha/],
  ])('refuses bad sign-up input %o with BAD_USER_INPUT on %s', async (over, field, message) => {
    const r = await h.gql(`mutation($i: SignupInput!) { User { create(input: $i) { id } } }`, {
      i: { fullname: 'Luis Mora', email: `x${Math.random()}@prueba.cr`, password: 'Clave2026!', profile: 'PRO', reCaptcha: CAPTCHA, ...over },
    });
    expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field, message: expect.stringMatching(message) });
  });

  it('logs in with the right password (e-mail case does not matter) and says it is the first login once', async () => {
    const a = await signup(h, { fullname: 'Carlos Vega' });
    const first = await h.gql<{ User: { login: { token: string; firstLogin: boolean; fullname: string; crmRole: string } } }>(LOGIN, { c: { email: a.email.toUpperCase(), password: a.password } });
    expect(first.data?.User.login).toMatchObject({ fullname: 'Carlos Vega', crmRole: 'NO APLICA' });
    // sign-up already counts as the first session
    expect(first.data?.User.login.firstLogin).toBe(false);
  });

  it('refuses a wrong password without saying whether the account exists', async () => {
    const a = await signup(h);
    const wrong = await h.gql(LOGIN, { c: { email: a.email, password: 'Incorrecta1' } }, null, '10.1.1.1');
    const nobody = await h.gql(LOGIN, { c: { email: 'nadie@prueba.cr', password: 'Incorrecta1' } }, null, '10.1.1.1');
    expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', field: 'password', message: 'Correo o contraseña incorrectos.' });
    expect(errorOf(nobody)).toEqual(errorOf(wrong));
  });

  it('locks an account after 5 failed logins, with the minutes to wait, even with the right password', async () => {
    const a = await signup(h);
    for (let i = 0; i < 5; i++) await h.gql(LOGIN, { c: { email: a.email, password: 'Mala12345' } }, null, `10.2.0.${i}`);
    const r = await h.gql(LOGIN, { c: { email: a.email, password: a.password } }, null, '10.2.0.99');
    expect(errorOf(r).code).toBe('TOO_MANY_REQUESTS');
    expect(errorOf(r).message).toMatch(/Demasiados intentos de inicio de sesión\. Intenta de nuevo en 15 minutos\./);
    h.clock.now = new Date(h.clock.now.getTime() + 16 * 60_000);
    const later = await h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email: a.email, password: a.password } }, null, '10.2.0.99');
    expect(later.data?.User.login.token).toBeTruthy();
  });

  it('does not limit successful sign-ins from one address (an office behind one NAT)', async () => {
    const a = await signup(h);
    for (let i = 0; i < 35; i++) {
      const r = await h.gql(LOGIN, { c: { email: a.email, password: a.password } }, null, '10.4.4.4');
      expect(r.errors).toBeUndefined();
    }
  });

  it('limits failed logins per address across accounts', async () => {
    let last: GqlResult = {};
    for (let i = 0; i < 31; i++) last = await h.gql(LOGIN, { c: { email: `n${i}@prueba.cr`, password: 'Mala12345' } }, null, '10.3.3.3');
    expect(errorOf(last).code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('tokens', () => {
  it('answers UNAUTHENTICATED without a token, with a bad one, and after expiry', async () => {
    const a = await signup(h);
    expect(errorOf(await h.gql(ME, { id: a.id })).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await h.gql(ME, { id: a.id }, 'x.y.z')).code).toBe('UNAUTHENTICATED');
    const tampered = a.token.slice(0, -3) + (a.token.endsWith('A') ? 'BBB' : 'AAA');
    expect(errorOf(await h.gql(ME, { id: a.id }, tampered)).code).toBe('UNAUTHENTICATED');
    // verified once (and remembered by the signer), refused all the same once it expires
    expect(errorOf(await h.gql(ME, { id: a.id }, a.token)).code).toBeUndefined();
    h.clock.now = new Date(h.clock.now.getTime() + 31 * 60_000);
    expect(errorOf(await h.gql(ME, { id: a.id }, a.token)).code).toBe('UNAUTHENTICATED');
  });

  it('refreshes a token before expiry, and logout ends every token of the user', async () => {
    const a = await signup(h);
    const r = await h.gql<{ User: { refreshToken: { token: string; expiresAt: string } } }>(`mutation($e: String!) { User { refreshToken(email: $e) { token expiresAt } } }`, { e: a.email }, a.token);
    const fresh = r.data!.User.refreshToken.token;
    expect(errorOf(await h.gql(ME, { id: a.id }, fresh)).code).toBeUndefined();
    await h.gql(`mutation { User { logout } }`, {}, fresh);
    expect(errorOf(await h.gql(ME, { id: a.id }, a.token)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await h.gql(ME, { id: a.id }, fresh)).code).toBe('UNAUTHENTICATED');
  });

  it('changePassword checks the current one, ends old sessions and returns a working token', async () => {
    const a = await signup(h);
    const CHANGE = `mutation($i: ChangePasswordInput!) { User { changePassword(input: $i) { token } } }`;
    expect(errorOf(await h.gql(CHANGE, { i: { password: 'NoEsLaMia1', newPassword: 'Nueva2026!' } }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    expect(errorOf(await h.gql(CHANGE, { i: { password: a.password, newPassword: 'corta' } }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newPassword' });
    const ok = await h.gql<{ User: { changePassword: { token: string } } }>(CHANGE, { i: { password: a.password, newPassword: 'Nueva2026!' } }, a.token);
    expect(errorOf(await h.gql(ME, { id: a.id }, a.token)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await h.gql(ME, { id: a.id }, ok.data!.User.changePassword.token)).code).toBeUndefined();
    expect((await h.gql(LOGIN, { c: { email: a.email, password: 'Nueva2026!' } })).data).toBeTruthy();
  });
});

describe('password recovery', () => {
  const RECUPERA = `mutation($c: String!, $e: String!) { User { recupera(reCaptcha: $c, email: $e) } }`;
  const NUEVA = `mutation($c: String!, $p: String!, $h: String!) { User { recuperaPassword(reCaptcha: $c, password: $p, hash: $h) } }`;

  it('mails a one-time link that sets a new password', async () => {
    const a = await signup(h);
    expect((await h.gql(RECUPERA, { c: CAPTCHA, e: a.email })).data).toEqual({ User: { recupera: true } });
    await h.app.services.outbox.runOnce();
    const mails = await withoutTenant(h.database.db, (tx) =>
      rowsOf<{ text: string; subject: string }>(tx, sql`select text, subject from correo_enviado where "to" = ${a.email}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('JIT: recupera tu contraseña');
    const code = /recuperar\?hash=([\w-]+)/.exec(mails[0]!.text)![1]!;
    expect((await h.gql(NUEVA, { c: CAPTCHA, p: 'Recuperada2026', h: code })).data).toEqual({ User: { recuperaPassword: true } });
    expect((await h.gql(LOGIN, { c: { email: a.email, password: 'Recuperada2026' } })).data).toBeTruthy();
    // one use only
    expect(errorOf(await h.gql(NUEVA, { c: CAPTCHA, p: 'OtraMas2026', h: code }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'hash' });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    expect((await h.gql(RECUPERA, { c: CAPTCHA, e: 'desconocido@prueba.cr' })).data).toEqual({ User: { recupera: true } });
    await h.app.services.outbox.runOnce();
    const mails = await withoutTenant(h.database.db, (tx) => rowsOf(tx, sql`select 1 from correo_enviado where "to" = 'desconocido@prueba.cr'`));
    expect(mails).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    const a = await signup(h);
    await h.gql(RECUPERA, { c: CAPTCHA, e: a.email });
    await h.app.services.outbox.runOnce();
    const [mail] = await withoutTenant(h.database.db, (tx) => rowsOf<{ text: string }>(tx, sql`select text from correo_enviado where "to" = ${a.email}`));
    const code = /hash=([\w-]+)/.exec(mail!.text)![1]!;
    h.clock.now = new Date(h.clock.now.getTime() + 61 * 60_000);
    expect(errorOf(await h.gql(NUEVA, { c: CAPTCHA, p: 'Recuperada2026', h: code })).message).toMatch(/no es válido o ya venció/);
  });

  it('checks the captcha and whether an e-mail is free', async () => {
    const a = await signup(h);
    const q = `query($c: String!, $e: String!) { User { checkreCaptchaAndEmail(reCaptcha: $c, email: $e) { captcha available } } }`;
    expect((await h.gql(q, { c: CAPTCHA, e: a.email })).data).toEqual({ User: { checkreCaptchaAndEmail: { captcha: true, available: false } } });
    expect((await h.gql(q, { c: CAPTCHA, e: 'libre@prueba.cr' })).data).toEqual({ User: { checkreCaptchaAndEmail: { captcha: true, available: true } } });
    // without a valid captcha the e-mail is not looked up (usuario-seguridad.test.ts)
    expect((await h.gql(q, { c: 'mal', e: 'libre@prueba.cr' })).data).toEqual({ User: { checkreCaptchaAndEmail: { captcha: false, available: false } } });
  });
});
