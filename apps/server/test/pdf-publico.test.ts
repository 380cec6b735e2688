// The public PDF address of a document (the WhatsApp link): opens without a session when its
// signature matches, and gives nothing for a changed signature or another document's ids.
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import { crear, factura } from './factura-helpers.js';

let h: Harness;
let server: Server;
let base = '';
beforeAll(async () => {
  h = await startHarness();
  server = await h.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => h?.close());

const RUTA = `query($id: ID!) { Factura { readById(id: $id) { id pdfPublico } } }`;

describe('public PDF link', () => {
  it('serves the printed document at its signed address only', async () => {
    const [a, b] = [await signup(h), await signup(h)];
    const [fa, fb] = [await crear(h, a.token, factura()), await crear(h, b.token, factura())];
    const leer = async (token: string, id: string) =>
      (await h.gql<{ Factura: { readById: { pdfPublico: string } } }>(RUTA, { id }, token)).data!
        .Factura.readById.pdfPublico;
    const ruta = await leer(a.token, fa.id);
    expect(ruta).toMatch(new RegExp(`^/d/${a.emisor}/${fa.id}/[\\w-]{32}\\.pdf$`));

    const ok = await fetch(base + ruta);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('content-disposition')).toContain(`${fa.clave}.pdf`);
    expect(
      Buffer.from(await ok.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(base + ruta, { method: 'HEAD' })).status).toBe(200);

    const firma = ruta.split('/')[4]!.replace(/\.pdf$/, '');
    const cambiada = ruta.replace(firma, (firma[0] === 'A' ? 'B' : 'A') + firma.slice(1));
    expect((await fetch(base + cambiada)).status).toBe(404);
    // A's signature does not open B's document, nor A's document under B's issuer.
    expect((await fetch(`${base}/d/${a.emisor}/${fb.id}/${firma}.pdf`)).status).toBe(404);
    expect((await fetch(`${base}/d/${b.emisor}/${fa.id}/${firma}.pdf`)).status).toBe(404);
    const rutaB = await leer(b.token, fb.id);
    expect(rutaB).not.toBe(ruta.replace(a.emisor, b.emisor).replace(fa.id, fb.id));
    expect((await fetch(base + rutaB)).status).toBe(200);
    // The address is given only to a signed-in user of the issuer.
    expect(errorOf(await h.gql(RUTA, { id: fa.id }))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
