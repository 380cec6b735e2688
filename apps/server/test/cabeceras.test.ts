// What a browser is told about every answer (defect 10): a CSP that lets the built app run and
// nothing else, no sniffing, no framing, no referrer leaking to other sites — on the app, /graphql
// and the public PDF links; CORS only for PUBLIC_URL's origin and CORS_ORIGINS, never an arbitrary
// Origin or `null`; and the WebSocket checks Origin the same way.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

const INLINE = "document.documentElement.dataset.x = '1';";
let h: Harness;
let base: string;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'jit-web-'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/a.js"></script></head><body></body></html>`);
  h = await startHarness({ WEB_DIST: dist, PUBLIC_URL: 'https://app.jit.test', CORS_ORIGINS: 'https://socio.jit.test, https://otro.jit.test' });
  const server: Server = await h.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => h?.close());

const gql = (origin?: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify({ query: '{ health { ok } }' }),
  });

const comunes = (r: Response) => {
  expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  expect(r.headers.get('x-frame-options')).toBe('DENY');
  expect(r.headers.get('referrer-policy')).toBe('same-origin');
  expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
};

describe('security headers (defect 10)', () => {
  it('the app: a CSP of its own origin that allows its inline script by hash', async () => {
    const r = await fetch(`${base}/facturacion/listaFactura`);
    expect(r.status).toBe(200);
    comunes(r);
    const csp = r.headers.get('content-security-policy')!;
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('/graphql and the public PDF links', async () => {
    comunes(await gql());
    const pdf = await fetch(`${base}/d/no-existe.pdf`);
    comunes(pdf);
  });
});

describe('CORS (defect 10)', () => {
  it('allows PUBLIC_URL’s origin and the CORS_ORIGINS list, without credentials', async () => {
    for (const origin of ['https://app.jit.test', 'https://socio.jit.test', 'https://otro.jit.test']) {
      const r = await gql(origin);
      expect(r.headers.get('access-control-allow-origin')).toBe(origin);
      expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('never reflects another Origin, or null, and a preflight from one gets no allowance', async () => {
    for (const origin of ['https://malo.example', 'null', 'https://app.jit.test.malo.example']) {
      const r = await gql(origin);
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
      expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const pre = await fetch(`${base}/graphql`, { method: 'OPTIONS', headers: { origin: 'https://malo.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('WebSocket Origin (defect 10)', () => {
  const abrir = (origin?: string) =>
    new Promise<number>((resolve) => {
      const ws = new WebSocket(base.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', origin ? { origin } : {});
      ws.on('open', () => (ws.close(), resolve(101)));
      ws.on('unexpected-response', (_req, res) => (ws.terminate(), resolve(res.statusCode ?? 0)));
      ws.on('error', () => resolve(-1));
    });

  it('accepts the allowed origins and clients that send none, refuses any other', async () => {
    expect(await abrir('https://app.jit.test')).toBe(101);
    expect(await abrir('https://socio.jit.test')).toBe(101);
    expect(await abrir()).toBe(101);
    expect(await abrir('https://malo.example')).toBe(403);
    expect(await abrir('null')).toBe(403);
  });
});
