// The HTTP server as a browser and a script meet it: /health, GraphQL over HTTP and WebSocket
// on /graphql, the sandbox endpoints, and a shutdown that lets in-flight requests finish.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signup, startHarness, type Harness } from './harness.js';

let h: Harness;
let server: Server;
let base: string;
beforeAll(async () => {
  h = await startHarness();
  server = await h.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => h?.close());

describe('http', () => {
  it('answers /health and GraphQL over HTTP', async () => {
    expect(await (await fetch(`${base}/health`)).json()).toMatchObject({ ok: true });
    const r = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ health { ok } }' }) });
    expect(await r.json()).toEqual({ data: { health: { ok: true } } });
  });

  it('serves the reCaptcha sandbox with Google’s protocol', async () => {
    const r = await fetch(`${base}/sandbox/recaptcha/siteverify`, { method: 'POST', body: new URLSearchParams({ secret: 'jit-sandbox-secret', response: 'jit-sandbox-captcha-ok' }) });
    expect(await r.json()).toMatchObject({ success: true });
  });

  it('streams a subscription over graphql-ws with the token as connection parameter, and refuses without one', async () => {
    const a = await signup(h);
    const url = base.replace('http', 'ws') + '/graphql';
    const take = (token: string | null) =>
      new Promise<{ data?: unknown; error?: unknown }>((resolve) => {
        const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: token ? { authToken: token } : {}, retryAttempts: 0 });
        const stop = client.subscribe(
          { query: 'subscription { serverTime }' },
          {
            next: (v) => {
              stop();
              void client.dispose();
              resolve(v.errors ? { error: v.errors } : { data: v.data });
            },
            error: (e) => {
              void client.dispose();
              resolve({ error: e });
            },
            complete: () => undefined,
          },
        );
      });
    const ok = await take(a.token);
    expect(ok.data).toEqual({ serverTime: expect.any(String) });
    const refused = await take(null);
    expect(JSON.stringify(refused.error)).toMatch(/UNAUTHENTICATED/);
  });

  it('on shutdown, finishes a request already in flight before closing', async () => {
    const port = (server.address() as AddressInfo).port;
    const body = JSON.stringify({ query: '{ health { ok } }' });
    const sock = connect(port, '127.0.0.1');
    await new Promise<void>((r) => sock.once('connect', () => r()));
    let response = '';
    sock.on('data', (d) => (response += d.toString()));
    const ended = new Promise<void>((r) => sock.once('close', () => r()));
    // headers and half the body now, the rest after shutdown has begun
    sock.write(`POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`);
    await new Promise((r) => setTimeout(r, 50));
    const closing = h.app.close();
    sock.write(body.slice(5));
    await closing;
    await ended;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('{"data":{"health":{"ok":true}}}');
    // and new connections are refused
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });
});
