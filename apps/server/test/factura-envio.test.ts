// Sending to Hacienda (the in-process simulator): live status on facturaChanged over WebSocket,
// the callback, contingency while Hacienda cannot be reached and the queue draining by itself,
// retries that never POST a document twice, rejections explained in plain Spanish.
import { createClient, type Client } from 'graphql-ws';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ClienteHacienda, type Simulador } from '@jit/hacienda';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/db/tenant.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import {
  BITACORA,
  CREATE,
  crear,
  drenar,
  factura,
  leer,
  outboxDe,
  XML,
} from './factura-helpers.js';

let h: Harness;
let a: Awaited<ReturnType<typeof signup>>;
let b: Awaited<ReturnType<typeof signup>>;
let sim: Simulador;
let server: Server;
let port = 0;
/** POSTs to /recepcion per clave, counted on the wire. */
const posts = new Map<string, number>();
const realFetch = globalThis.fetch;

beforeAll(async () => {
  h = await startHarness({
    HACIENDA_TIMEOUT_MS: '600',
    HACIENDA_CONSULTA_SEGUNDOS: '1',
    HACIENDA_REINTENTO_MAX_SEGUNDOS: '30',
  });
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/recepcion/v1/recepcion') && init?.method === 'POST') {
      const clave = (
        JSON.parse(typeof init.body === 'string' ? init.body : '{}') as { clave: string }
      ).clave;
      posts.set(clave, (posts.get(clave) ?? 0) + 1);
    }
    return realFetch(input, init);
  };
  server = await h.app.listen(0, '127.0.0.1');
  port = (server.address() as { port: number }).port;
  [a, b] = [await signup(h), await signup(h)];
  sim = (await h.app.services.hacienda.simulador())!;
});
afterAll(async () => {
  // The test files of a worker share one process (vitest.config.ts): give fetch back.
  globalThis.fetch = realFetch;
  await h?.close();
});

async function relogin(u: { email: string; password: string }) {
  const r = await h.gql<{ User: { login: { token: string } } }>(
    `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`,
    { c: { email: u.email, password: u.password } },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.User.login.token;
}

type Cambio = {
  id: string;
  evento: string;
  estadoDocumento: { value: string };
  consecutivo: string;
  mensaje: string | null;
};

function suscribir(
  token: string,
  emisor: string,
): { client: Client; eventos: Cambio[]; errores: unknown[]; listo: Promise<void> } {
  const eventos: Cambio[] = [];
  const errores: unknown[] = [];
  let conectado!: () => void;
  const listo = new Promise<void>((r) => (conectado = r));
  const client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: token },
    retryAttempts: 0,
    on: { connected: () => conectado() },
  });
  client.subscribe<{ facturaChanged: Cambio }>(
    {
      query: `subscription($e: ID!) { facturaChanged(emisor: $e) { id evento consecutivo mensaje estadoDocumento { value } } }`,
      variables: { e: emisor },
    },
    {
      next: (m) => (m.data ? eventos.push(m.data.facturaChanged) : errores.push(m.errors)),
      error: (e) => errores.push(e),
      complete: () => undefined,
    },
  );
  return { client, eventos, errores, listo };
}

const esperar = async (cond: () => boolean, ms = 5000) => {
  const t = Date.now();
  while (!cond() && Date.now() - t < ms) await new Promise((r) => setTimeout(r, 20));
};

describe('sending to Hacienda', () => {
  it('shows every change on facturaChanged, only to the issuer, and Hacienda calls back', async () => {
    const mia = suscribir(a.token, a.emisor);
    const ajena = suscribir(b.token, b.emisor);
    const intrusa = suscribir(b.token, a.emisor);
    await Promise.all([mia.listo, ajena.listo]);
    await new Promise((r) => setTimeout(r, 100));
    const c = await crear(h, a.token, factura());
    await esperar(() => mia.eventos.length >= 1);
    expect(mia.eventos[0]).toMatchObject({
      id: c.id,
      evento: 'CREADO',
      estadoDocumento: { value: '1' },
      consecutivo: c.consecutivo,
    });
    await drenar(h, 4, 5_000);
    await esperar(() => mia.eventos.some((e) => e.estadoDocumento.value === '3'));
    const estados = mia.eventos.filter((e) => e.id === c.id).map((e) => e.estadoDocumento.value);
    expect(estados[0]).toBe('1');
    expect(estados).toContain('2');
    expect(estados).toContain('3');
    expect(ajena.eventos).toEqual([]);
    await esperar(() => intrusa.errores.length > 0);
    expect(JSON.stringify(intrusa.errores)).toMatch(/FORBIDDEN|otro emisor/);
    // The simulator called our callbackUrl; a forged callback is refused.
    const cb = sim.callbacks.find((x) => x.url.includes(c.id));
    expect(cb?.status).toBe(200);
    // The callback asked at once, within its own request, instead of queueing the question behind
    // the sends of a busy hour: nothing of it waits in the queue.
    expect((await outboxDe(h, 'hacienda.consultar', c.id)).filter((j) => j.key.includes(':cb:'))).toEqual([]);
    const forged = await fetch(
      `http://127.0.0.1:${port}/hacienda/callback/${a.emisor}/${c.id}/firmafalsa`,
      { method: 'POST', body: '{}' },
    );
    expect(forged.status).toBe(403);
    // The address carries what to ask Hacienda (the clave), signed with the rest: the same
    // signature with another clave is refused.
    const clave = c.clave!;
    expect(cb!.url).toContain(`/${c.id}/${clave}/`);
    const otraClave = clave.slice(0, -1) + String((Number(clave.slice(-1)) + 1) % 10);
    const cambiada = await fetch(cb!.url.replace(clave, otraClave), { method: 'POST', body: '{}' });
    expect(cambiada.status).toBe(403);
    await Promise.all([mia.client.dispose(), ajena.client.dispose(), intrusa.client.dispose()]);
  });

  it('keeps issuing while Hacienda is down (situación 3, time left of the legal window) and drains the queue when it answers', async () => {
    sim.caida(true);
    const token = await relogin(a);
    const antes = await crear(h, token, factura());
    expect(antes.situacionComprobante.value).toBe('1');
    await h.app.services.outbox.runOnce();
    const pendiente = await leer(h, token, antes.id);
    expect(pendiente.estadoDocumento.value).toBe('1');
    expect(pendiente.contingencia).toMatchObject({
      intentos: 1,
      ultimoError: expect.stringMatching(/Hacienda/),
    });
    const log = await h.gql<{ Bitacora: { readByIdFactura: { mensaje: string }[] } }>(
      BITACORA,
      { id: antes.id },
      token,
    );
    expect(log.data!.Bitacora.readByIdFactura.map((e) => e.mensaje).join('\n')).toMatch(
      /Hacienda no responde/,
    );
    // Hacienda is known to be down: the next documents say so in their clave.
    const durante = await crear(h, token, factura({ documento: '04', receptor: null }));
    expect(durante.situacionComprobante.value).toBe('3');
    expect(durante.clave![41]).toBe('3');
    expect(durante.estadoDocumento).toMatchObject({ value: '7' });
    h.clock.now = new Date(h.clock.now.getTime() + 3_600_000);
    const t2 = await relogin(a);
    const doc = await leer(h, t2, durante.id);
    expect(doc.contingencia).toMatchObject({
      enContingencia: true,
      situacion: '3',
      segundosRestantes: 71 * 3600,
      texto: 'Quedan 71 h 0 min para enviarlo a Hacienda',
    });
    // Still down: nothing is lost, the attempts go on.
    await drenar(h, 2, 31_000);
    expect((await leer(h, t2, antes.id)).estadoDocumento.value).toBe('1');
    sim.caida(false);
    await drenar(h, 4, 31_000);
    const t3 = await relogin(a);
    for (const id of [antes.id, durante.id])
      expect((await leer(h, t3, id)).estadoDocumento.value).toBe('3');
    expect((await crear(h, t3, factura())).situacionComprobante.value).toBe('1');
  });

  it('a document whose answer was lost is asked for, never POSTed twice; 5xx are retried', async () => {
    const token = await relogin(a);
    // A first attempt reached Hacienda but its answer was lost (the process died right after the
    // POST): Hacienda has the document and the row says one attempt was made.
    const perdida = await crear(h, token, factura());
    const x = await h.gql<{ Bitacora: { downloadXML: { xml: string } } }>(
      XML,
      { id: perdida.id },
      token,
    );
    const otro = new ClienteHacienda({ ...sim.config, fetch: realFetch });
    const enviado = await otro.enviar(
      { usuario: 'prueba', clave: 'prueba' },
      {
        clave: perdida.clave!,
        fecha: perdida.fechaEmision,
        emisor: {
          tipoIdentificacion: '02',
          numeroIdentificacion: perdida.clave!.slice(9, 21).replace(/^0+/, ''),
        },
        receptor: { tipoIdentificacion: '02', numeroIdentificacion: '3101999999' },
        comprobanteXml: x.data!.Bitacora.downloadXML.xml,
      },
    );
    expect(enviado.ok).toBe(true);
    await withTenant(h.database.db, a.emisor, (tx) =>
      tx.execute(sql`update factura set envio_intentos = 1 where id = ${perdida.id}`),
    );
    sim.inyectar({ en: 'recepcion', tipo: 'http', status: 503, veces: 2 });
    const con503 = await crear(h, token, factura());
    await drenar(h, 6, 31_000);
    const t2 = await relogin(a);
    for (const c of [perdida, con503])
      expect((await leer(h, t2, c.id)).estadoDocumento.value).toBe('3');
    expect(posts.get(perdida.clave!)).toBeUndefined();
    // A 503 means Hacienda did not take it: sending again is right (at least one retry here).
    expect(posts.get(con503.clave!)).toBeGreaterThanOrEqual(2);
    const log = await h.gql<{ Bitacora: { readByIdFactura: { mensaje: string }[] } }>(
      BITACORA,
      { id: perdida.id },
      t2,
    );
    expect(log.data!.Bitacora.readByIdFactura.map((e) => e.mensaje)).toContain(
      'Hacienda ya tenía el documento de un intento anterior.',
    );
  });

  it('a rejection keeps Hacienda’s explanation in plain Spanish with a suggested fix; a refused reception is an error', async () => {
    let token = await relogin(a);
    sim.caida(true);
    const tarde = await crear(h, token, factura());
    await h.app.services.outbox.runOnce();
    // More than 72 hours pass before Hacienda answers again.
    h.clock.now = new Date(h.clock.now.getTime() + 73 * 3_600_000);
    token = await relogin(a);
    expect((await leer(h, token, tarde.id)).contingencia).toMatchObject({
      segundosRestantes: 0,
      texto: 'Venció el plazo para enviarlo a Hacienda',
    });
    sim.caida(false);
    await drenar(h, 4, 31_000);
    token = await relogin(a);
    const doc = await leer(h, token, tarde.id);
    expect(doc.estadoDocumento).toMatchObject({ value: '4', annotation: 'Rechazado' });
    expect(doc.respuestaHacienda.estado).toBe('rechazado');
    expect(doc.respuestaHacienda.motivos[0]).toMatchObject({
      codigo: 'DOCUMENTO_TARDIO',
      titulo: expect.any(String),
      explicacion: expect.stringMatching(/.{20,}/),
      sugerencia: expect.stringMatching(/.{20,}/),
    });
    // Hacienda refuses to receive it at all (400): ERROR, not retried.
    sim.inyectar({
      en: 'recepcion',
      tipo: 'http',
      status: 400,
      causa: 'El XML no cumple el formato.',
    });
    const mal = await crear(h, token, factura());
    await drenar(h, 2, 5_000);
    const err = await leer(h, token, mal.id);
    expect(err.estadoDocumento).toMatchObject({ value: '6' });
    expect(err.respuestaHacienda.motivos[0]).toMatchObject({
      codigo: 'RECEPCION',
      explicacion: 'El XML no cumple el formato.',
    });
    expect(posts.get(mal.clave!)).toBe(1);
    // A credit note cannot be issued against a rejected document.
    const nc = await h.gql(
      `mutation($f: ID!) { Factura { createNotaCredito(factura: $f, input: { razon: "Anular rechazada" }) { id } } }`,
      { f: tarde.id },
      token,
    );
    expect(errorOf(nc)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'factura' });

    // «Corregir y reenviar»: a document referencing the rejected one (10 / 16) replaces it, once.
    const correccion = (numero: string) =>
      factura({
        informacionReferencia: [
          {
            tipoDocIR: '10',
            numero,
            fechaEmisionIR: doc.fechaEmision,
            codigo: '16',
            razon: `Sustituye el comprobante ${doc.consecutivo} rechazado por Hacienda`,
          },
        ],
      });
    const nuevo = await crear(h, token, correccion(doc.clave));
    const [antes, despues] = [await leer(h, token, tarde.id), await leer(h, token, nuevo.id)];
    expect(antes).toMatchObject({ next: nuevo.id, estadoDocumento: { value: '4' } });
    expect(despues.original).toBe(tarde.id);
    const log2 = await h.gql<{ Bitacora: { readByIdFactura: { mensaje: string }[] } }>(
      BITACORA,
      { id: tarde.id },
      token,
    );
    expect(log2.data!.Bitacora.readByIdFactura.map((e) => e.mensaje)).toContain(
      `Corregido y reenviado con ${nuevo.consecutivo}.`,
    );
    const otra = await h.gql(CREATE, { i: correccion(doc.consecutivo) }, token);
    expect(errorOf(otra)).toMatchObject({ code: 'CONFLICT', field: 'input.informacionReferencia' });
    // Another issuer naming this clave links nothing of ours.
    const ajeno = await crear(h, await relogin(b), correccion(doc.clave));
    expect((await leer(h, await relogin(b), ajeno.id)).original).toBeNull();
    expect((await leer(h, await relogin(a), tarde.id)).next).toBe(nuevo.id);
  });
});
