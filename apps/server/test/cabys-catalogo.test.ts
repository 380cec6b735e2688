// The CABYS catalogue served whole to the browser (the invoice grid resolves codes locally): the
// current version from GraphQL, the file at its content-hashed address, compressed, cached for good.
import type { Server } from 'node:http';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
let server: Server;
let port = 0;
beforeAll(async () => {
  h = await startHarness();
  server = await h.app.listen(0, '127.0.0.1');
  port = (server.address() as { port: number }).port;
});
afterAll(async () => h?.close());

/** A raw GET (fetch would decompress by itself and hide the encoding). */
const get = (path: string, encoding?: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('CABYS.catalogo and /catalogos/cabys/<version>.json', () => {
  it('gives every code, compressed with brotli or gzip, immutable; another version is 404', async () => {
    const a = await signup(h);
    const r = await h.gql<{ CABYS: { catalogo: { version: string; url: string; total: number } } }>(`{ CABYS { catalogo { version url total } } }`, {}, a.token);
    const c = r.data!.CABYS.catalogo;
    expect(c.url).toBe(`/catalogos/cabys/${c.version}.json`);
    expect(c.total).toBeGreaterThan(20_000);
    const br = await get(c.url, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'application/json; charset=utf-8' });
    const rows = JSON.parse(brotliDecompressSync(br.body).toString()) as [string, string, string][];
    expect(rows).toHaveLength(c.total);
    expect(rows.find((x) => x[0] === '9292000000300')).toEqual(['9292000000300', expect.stringMatching(/Consultor/), '13']);
    expect(br.body.length).toBeLessThan(600_000);
    const gz = await get(c.url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toHaveLength(c.total);
    expect((await get('/catalogos/cabys/0000000000000000.json', 'br')).status).toBe(404);
    expect(errorOf(await h.gql(`{ CABYS { catalogo { version } } }`))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
