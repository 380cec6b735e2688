// The live channel (graphql-ws on /graphql) as an attacker and a careless client meet it:
// - a subscription ends with its session, whichever way the session ends: logout (4401), the
//   user disabled (4401) or deleted (4401), the token expired (4403: the client may reconnect with
//   a renewed one) — the «session end» suite (defect 2);
// - one bad message (a syntax error, a mutation, a document over the token limit) is answered
//   with an error for that operation and the socket stays open (defect 6);
// - facturaChanged carries only the types whose list the user may open (defect 3).
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RELECTURA_MS } from '../src/auth/sesion-viva.js';
import { withTenant } from '../src/db/tenant.js';
import { signup, startHarness, type Harness } from './harness.js';

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await startHarness();
  const server = await h.app.listen(0, '127.0.0.1');
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => h?.close());

type Conexion = { client: Client; cerrado: Promise<{ code: number; reason: string }>; recibidos: unknown[]; errores: unknown[] };

/** A client that does not reconnect, with one subscription running and the socket's close recorded. */
async function conectar(token: string, query: string): Promise<Conexion> {
  let cerrar!: (c: { code: number; reason: string }) => void;
  const cerrado = new Promise<{ code: number; reason: string }>((r) => (cerrar = r));
  const recibidos: unknown[] = [];
  const errores: unknown[] = [];
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: token },
    retryAttempts: 0,
    lazy: false,
    on: { closed: (e) => cerrar({ code: (e as { code: number }).code, reason: String((e as { reason?: string }).reason ?? '') }) },
  });
  const arrancado = new Promise<void>((resolve) => {
    client.subscribe(
      { query },
      {
        next: (v) => (recibidos.push(v), resolve()),
        error: (e) => (errores.push(e), resolve()),
        complete: () => resolve(),
      },
    );
    // facturaChanged says nothing until something changes: give the server a moment to start it.
    if (!query.includes('serverTime')) setTimeout(resolve, 300);
  });
  await arrancado;
  return { client, cerrado, recibidos, errores };
}

const SERVER_TIME = 'subscription { serverTime }';
const CAMBIOS = 'subscription($e: ID!) { facturaChanged(emisor: $e) { id documento { id } } }';
const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`;

/** A sub-user of `owner` with a role that opens listaFactura, signed in. */
async function subUsuario(owner: Awaited<ReturnType<typeof signup>>, tag: string) {
  const role = await h.gql<{ Role: { create: { _id: string } } }>(`mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`, {
    i: { name: `Rol ${tag}`, events: [{ name: 'Facturación', group: [{ path: '/facturacion/listaFactura', check: true }] }] },
  }, owner.token);
  const email = `${tag}.${owner.emisor.slice(-8)}@prueba.cr`;
  const u = await h.gql<{ User: { createUser: { _id: string } } }>(`mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`, {
    i: { email, fullname: `Sub ${tag}`, password: 'Clave2026!', roles: [{ _id: role.data!.Role.create._id, check: true }] },
  }, owner.token);
  const token = (await h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email, password: 'Clave2026!' } })).data!.User.login.token;
  return { id: u.data!.User.createUser._id, email, token };
}

const cambio = (emisorId: string, documento: string) => ({ id: '0190a000-0000-7000-8000-00000000000a', documento: { id: documento }, evento: 'ESTADO' });

describe('a subscription ends with its session (session end)', () => {
  it('logout closes the socket with 4401', async () => {
    const a = await signup(h);
    const c = await conectar(a.token, SERVER_TIME);
    expect(c.recibidos.length).toBeGreaterThan(0);
    await h.gql(`mutation { User { logout } }`, {}, a.token);
    expect(await c.cerrado).toMatchObject({ code: 4401 });
  });

  it('disabling the user closes the socket with 4401', async () => {
    const owner = await signup(h);
    const sub = await subUsuario(owner, 'desactivado');
    const c = await conectar(sub.token, `subscription { facturaChanged(emisor: "${owner.emisor}") { id } }`);
    await h.gql(`mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`, { i: { _id: sub.id, email: sub.email, fullname: 'Sub desactivado', state: false } }, owner.token);
    expect(await c.cerrado).toMatchObject({ code: 4401 });
  });

  it('deleting the user closes the socket with 4401', async () => {
    const owner = await signup(h);
    const sub = await subUsuario(owner, 'borrado');
    const c = await conectar(sub.token, SERVER_TIME);
    await h.gql(`mutation($ids: [ID!]!) { User { delete(ids: $ids) { state } } }`, { ids: [sub.id] }, owner.token);
    expect(await c.cerrado).toMatchObject({ code: 4401 });
  });

  it('an expired token closes the socket with 4403 on the next event, which never reaches the client', async () => {
    const a = await signup(h);
    const c = await conectar(a.token, CAMBIOS.replace('$e: ID!', '$e: ID! = "' + a.emisor + '"'));
    h.app.services.events.publish('factura:changed', a.emisor, cambio(a.emisor, '01'));
    await new Promise((r) => setTimeout(r, 200));
    expect(c.recibidos).toHaveLength(1);
    h.clock.now = new Date(h.clock.now.getTime() + 31 * 60_000);
    h.app.services.events.publish('factura:changed', a.emisor, cambio(a.emisor, '01'));
    expect(await c.cerrado).toMatchObject({ code: 4403 });
    expect(c.recibidos).toHaveLength(1);
  });
});

describe('a session ended by another server process (its NOTIFY lost)', () => {
  it('is seen by the first event after the rows are due for a re-read; events before it go out on the last reading', async () => {
    const owner = await signup(h);
    const sub = await subUsuario(owner, 'otroproceso');
    const c = await conectar(sub.token, CAMBIOS.replace('$e: ID!', '$e: ID! = "' + owner.emisor + '"'));
    h.app.services.events.publish('factura:changed', owner.emisor, cambio(owner.emisor, '01'));
    await new Promise((r) => setTimeout(r, 200));
    expect(c.recibidos).toHaveLength(1);
    // Disabled in the database only: no 'sesion:cambio' reaches this process.
    await withTenant(h.database.db, owner.emisor, (tx) => tx.execute(sql`update usuario set state = false where id = ${sub.id}::uuid`));
    h.app.services.events.publish('factura:changed', owner.emisor, cambio(owner.emisor, '01'));
    await new Promise((r) => setTimeout(r, 200));
    expect(c.recibidos).toHaveLength(2);
    h.clock.now = new Date(h.clock.now.getTime() + RELECTURA_MS);
    h.app.services.events.publish('factura:changed', owner.emisor, cambio(owner.emisor, '01'));
    expect(await c.cerrado).toMatchObject({ code: 4401 });
    expect(c.recibidos).toHaveLength(2);
  });
});

describe('one bad message does not close the socket (defect 6)', () => {
  it('a syntax error, a mutation and a document over the token limit get their own error; the other subscription goes on', async () => {
    const a = await signup(h);
    const c = await conectar(a.token, SERVER_TIME);
    let cerrado = false;
    void c.cerrado.then(() => (cerrado = true));
    const una = (query: string) =>
      new Promise<{ data?: unknown; errors?: { message: string }[] } | { error: unknown }>((resolve) => {
        c.client.subscribe({ query }, { next: (v) => resolve(v as never), error: (e) => resolve({ error: e }), complete: () => undefined });
      });
    const sintaxis = await una('subscription { serverTime ');
    expect(JSON.stringify(sintaxis)).toMatch(/La consulta no es GraphQL válido/);
    const mutacion = await una('mutation { User { logout } }');
    expect(JSON.stringify(mutacion)).toMatch(/Por el canal en tiempo real solo se aceptan suscripciones/);
    const larga = await una(`subscription { serverTime ${'__typename '.repeat(4000)} }`);
    expect(JSON.stringify(larga)).toMatch(/La consulta es demasiado larga/);
    const antes = c.recibidos.length;
    await new Promise((r) => setTimeout(r, 1300));
    expect(c.recibidos.length).toBeGreaterThan(antes);
    expect(cerrado).toBe(false);
    // the session was not ended by the refused mutation
    expect((await h.gql(`query($id: ID!) { User { readById(id: $id) { id } } }`, { id: a.id }, a.token)).errors).toBeUndefined();
    await c.client.dispose();
  });
});

describe('facturaChanged follows the list pages of the user (defect 3)', () => {
  it('a sub-user who opens listaFactura gets invoices but not credit notes or proformas', async () => {
    const owner = await signup(h);
    const sub = await subUsuario(owner, 'vivo');
    const c = await conectar(sub.token, CAMBIOS.replace('$e: ID!', '$e: ID! = "' + owner.emisor + '"'));
    for (const d of ['03', 'proforma', '01']) h.app.services.events.publish('factura:changed', owner.emisor, cambio(owner.emisor, d));
    await new Promise((r) => setTimeout(r, 300));
    expect(c.recibidos.map((r) => (r as { data: { facturaChanged: { documento: { id: string } } } }).data.facturaChanged.documento.id)).toEqual(['01']);
    await c.client.dispose();
  });
});
