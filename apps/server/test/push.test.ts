// Web Push end to end through the push-service sandbox: a browser subscription (keys made here,
// as a browser would), a notification queued by Push.send, sent by the outbox with VAPID and an
// aes128gcm body that this test decrypts with the subscription's private key.
import { createECDH, randomBytes } from 'node:crypto';
import { v7 as randomUUIDv7 } from 'uuid';
import { createServer, type AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { withTenant } from '../src/db/tenant.js';
import { pushSuscripcion } from '../src/db/schema/index.js';
import { esSandboxPropio } from '../src/integrations/push.js';
import { pushRecibidos } from '../src/sandbox/push.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

const require = createRequire(import.meta.url);
const ece = require('http_ece') as { decrypt(buf: Buffer, p: Record<string, unknown>): Buffer };

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const SUB = `mutation($i: PushSubscriptionInput!) { Push { subscribe(input: $i) } }`;
const SEND = `mutation($c: String!, $m: String!) { Push { send(clientid: $c, message: $m, title: "Pedido", url: "/restaurante/cocina") } }`;

function browser(id: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    // The server's own push sandbox: PUBLIC_URL's origin (http://localhost:PORT by default).
    input: (tag: string) => ({ endpoint: `http://localhost:${h.config.PORT}/sandbox/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }, tag }),
  };
}

describe('web push', () => {
  it('gives the VAPID public key generated on first start', async () => {
    const a = await signup(h);
    const r = await h.gql<{ Push: { vapidPublicKey: string } }>(`query { Push { vapidPublicKey } Frontend { config { vapidPublicKey } } }`, {}, a.token);
    expect(r.data!.Push.vapidPublicKey).toMatch(/^[\w-]{80,}$/);
    expect((r.data as unknown as { Frontend: { config: { vapidPublicKey: string } } }).Frontend.config.vapidPublicKey).toBe(r.data!.Push.vapidPublicKey);
  });

  it('sends an encrypted notification to the subscribed browser of a user, through the outbox', async () => {
    const a = await signup(h);
    const id = `b-${randomBytes(4).toString('hex')}`;
    const b = browser(id);
    expect((await h.gql(SUB, { i: b.input(a.email) }, a.token)).data).toEqual({ Push: { subscribe: true } });
    expect((await h.gql(SEND, { c: a.email.toUpperCase(), m: 'Mesa 4: 2 cafés' }, a.token)).data).toEqual({ Push: { send: 1 } });
    await h.app.services.outbox.runOnce();
    const [msg] = pushRecibidos(id);
    expect(msg!.headers.authorization).toMatch(/^vapid t=/);
    const plain = ece.decrypt(Buffer.from(msg!.body, 'base64'), { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth.toString('base64url') });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ title: 'Pedido', message: 'Mesa 4: 2 cafés', url: '/restaurante/cocina', tag: a.email });
  });

  it('refuses a subscription in another user’s name, a non-https endpoint and an empty message', async () => {
    const a = await signup(h);
    const b = browser('x');
    expect(errorOf(await h.gql(SUB, { i: b.input('otra@persona.cr') }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.tag' });
    expect(errorOf(await h.gql(SUB, { i: { ...b.input(a.email), endpoint: 'http://evil.example/push' } }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.endpoint' });
    expect(errorOf(await h.gql(SEND, { c: a.email, m: '  ' }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'message' });
  });

  it('forgets a subscription the push service reports gone, and never notifies another issuer’s users', async () => {
    const a = await signup(h);
    const other = await signup(h);
    const gone = browser(`x-${randomBytes(3).toString('hex')}-gone`);
    await h.gql(SUB, { i: gone.input(a.email) }, a.token);
    expect((await h.gql(SEND, { c: a.email, m: 'hola' }, a.token)).data).toEqual({ Push: { send: 1 } });
    await h.app.services.outbox.runOnce();
    expect((await h.gql(SEND, { c: a.email, m: 'otra vez' }, a.token)).data).toEqual({ Push: { send: 0 } });
    // another issuer cannot reach a's browsers even knowing the e-mail
    const b = browser(`y-${randomBytes(3).toString('hex')}`);
    await h.gql(SUB, { i: b.input(a.email) }, a.token);
    expect((await h.gql(SEND, { c: a.email, m: 'intruso' }, other.token)).data).toEqual({ Push: { send: 0 } });
  });
});

describe('no SSRF through Web Push (defect 4)', () => {
  it.each([
    'https://127.0.0.1:4199/x',
    'https://10.0.0.5/push/x',
    'https://192.168.1.20/push/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.100.100.200/latest/meta-data/',
    'https://[::1]:4199/x',
    'https://[fd00:ec2::254]/latest',
    'https://[::ffff:127.0.0.1]/x',
    'https://localhost:4199/x',
    'https://127.0.0.1:4199/sandbox/push/x',
    'http://127.0.0.1:9/sandbox/push/x',
  ])('refuses the endpoint %s', async (endpoint) => {
    const a = await signup(h);
    const r = errorOf(await h.gql(SUB, { i: { ...browser('ssrf').input(a.email), endpoint } }, a.token));
    expect(r).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.endpoint', message: expect.stringMatching(/^El servicio push del navegador no es válido: /) });
  });

  it('accepts an https push service on a public address', async () => {
    const a = await signup(h);
    expect((await h.gql(SUB, { i: { ...browser('pub').input(a.email), endpoint: 'https://8.8.8.8/fcm/send/abc' } }, a.token)).data).toEqual({ Push: { subscribe: true } });
  });

  it('never connects to a stored endpoint that points into the local network, and forgets it', async () => {
    let conexiones = 0;
    const trampa = createServer((s) => (conexiones++, s.destroy()));
    await new Promise<void>((r) => trampa.listen(0, '127.0.0.1', () => r()));
    const port = (trampa.address() as AddressInfo).port;
    try {
      const a = await signup(h);
      const b = browser('rebind');
      // As a row stored before this check, or a name that resolves elsewhere since (DNS rebinding).
      await withTenant(h.database.db, a.emisor, (tx) =>
        tx.insert(pushSuscripcion).values({ emisorId: a.emisor, id: randomUUIDv7(), usuarioId: a.id, endpoint: `https://localhost:${port}/x`, p256dh: b.input(a.email).keys.p256dh, auth: b.input(a.email).keys.auth, tag: a.email }),
      );
      expect((await h.gql(SEND, { c: a.email, m: 'hola' }, a.token)).data).toEqual({ Push: { send: 1 } });
      await h.app.services.outbox.runOnce();
      expect(conexiones).toBe(0);
      expect((await h.gql(SEND, { c: a.email, m: 'otra' }, a.token)).data).toEqual({ Push: { send: 0 } });
    } finally {
      trampa.close();
    }
  });

  it('the own sandbox is allowed outside production only, unless PUSH_SANDBOX says otherwise', () => {
    const sandbox = 'http://localhost:4000/sandbox/push/abc';
    expect(esSandboxPropio(loadConfig({ NODE_ENV: 'test' }))(sandbox)).toBe(true);
    expect(esSandboxPropio(loadConfig({ NODE_ENV: 'production' }))(sandbox)).toBe(false);
    expect(esSandboxPropio(loadConfig({ NODE_ENV: 'production', PUSH_SANDBOX: 'true' }))(sandbox)).toBe(true);
    expect(esSandboxPropio(loadConfig({ NODE_ENV: 'test', PUSH_SANDBOX: 'false' }))(sandbox)).toBe(false);
    expect(esSandboxPropio(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://jit.example.cr' }))('https://jit.example.cr/sandbox/push/x')).toBe(true);
    expect(esSandboxPropio(loadConfig({ NODE_ENV: 'test' }))('https://otro.example/sandbox/push/x')).toBe(false);
  });
});
