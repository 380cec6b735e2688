// Two server processes on one PostgreSQL database (the built server, dist/main.js, twice), the
// Hacienda simulator in a process of its own. A clerk subscribed on process A sees the documents
// issued on process B as they are created and as Hacienda accepts them (events go through
// LISTEN/NOTIFY, events.ts); the outbox is shared, so both processes claim sending jobs from it,
// and still every document reaches Hacienda exactly once and ends accepted.
//
// Runs only with TEST_DATABASE_URL (the PostgreSQL step of `npm test` sets it): PGlite is one
// process's database, a second process cannot open it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO } from '../src/seed/demo.js';
import { freshPostgres } from './base-de-prueba.js';
import { SERVER_DIR, construirServidor, freePort, haciendaEn, simuladorEnProceso, type SimuladorEnProceso } from './procesos.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const POR_PROCESO = 30;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Stats = {
  aceptadosMasDeUnaVez: string[];
  nuncaAceptados: string[];
  duplicados: number;
  rechazados: unknown[];
};
type Cambio = { id: string; evento: string; estadoDocumento: { value: string } };

describe.skipIf(!ADMIN_URL)('two server processes on one PostgreSQL', () => {
  let base: Awaited<ReturnType<typeof freshPostgres>> | null = null;
  let dbUrl = '';
  let dataDir = '';
  let simulador: SimuladorEnProceso<Stats> | null = null;
  let simUrl = '';
  const servidores: { child: ChildProcess; port: number }[] = [];
  const log: string[] = [];

  const arrancar = async (nombre: string) => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(SERVER_DIR, 'dist/main.js')], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: dbUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...haciendaEn(simUrl),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => log.push(`[${nombre}] ${d.toString()}`));
    child.stderr.on('data', (d: Buffer) => log.push(`[${nombre}] ${d.toString()}`));
    servidores.push({ child, port });
    const t = Date.now();
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return port;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null)
        throw new Error(`el servidor ${nombre} terminó:\n${log.join('')}`);
      if (Date.now() - t > 60_000)
        throw new Error(`el servidor ${nombre} no arrancó:\n${log.join('')}`);
      await sleep(100);
    }
  };

  beforeAll(async () => {
    construirServidor();
    base = await freshPostgres(ADMIN_URL!);
    dbUrl = base.url;
    dataDir = mkdtempSync(join(tmpdir(), 'jit-dos-'));
    simulador = await simuladorEnProceso<Stats>();
    simUrl = simulador.url;
  }, 180_000);

  afterAll(async () => {
    for (const s of servidores) {
      s.child.kill('SIGTERM');
      if (s.child.exitCode === null) await new Promise((r) => s.child.once('exit', r));
    }
    simulador?.cerrar();
    await base?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a subscriber on A sees what B issues, and each sending job is done once', async () => {
    // One after the other: the first one migrates and seeds the demo issuer.
    const portA = await arrancar('A');
    const portB = await arrancar('B');
    const gql = async <T>(
      port: number,
      query: string,
      variables: Record<string, unknown>,
      token?: string,
    ) => {
      const r = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await r.json()) as { data?: T; errors?: unknown[] };
    };
    const login = await gql<{ User: { login: { token: string } } }>(
      portA,
      `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`,
      { c: { email: DEMO.email, password: DEMO.password } },
    );
    const token = login.data!.User.login.token;
    const emisor = (
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { emisor: string }
    ).emisor;

    // The clerk's screen, connected to A.
    const eventos: Cambio[] = [];
    const errores: unknown[] = [];
    let conectado!: () => void;
    const listo = new Promise<void>((r) => (conectado = r));
    const ws = createClient({
      url: `ws://127.0.0.1:${portA}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authToken: token },
      retryAttempts: 0,
      on: { connected: () => conectado() },
    });
    ws.subscribe<{ facturaChanged: Cambio }>(
      {
        query: `subscription($e: ID!) { facturaChanged(emisor: $e) { id evento estadoDocumento { value } } }`,
        variables: { e: emisor },
      },
      {
        next: (m) => (m.data ? eventos.push(m.data.facturaChanged) : errores.push(m.errors)),
        error: (e) => errores.push(e),
        complete: () => undefined,
      },
    );
    await listo;
    await sleep(300);

    const CREATE = `mutation($i: FacturaInput!) { Factura { create(input: $i) { id } } }`;
    const emitir = (port: number, n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          gql<{ Factura: { create: { id: string } } }>(
            port,
            CREATE,
            {
              i: {
                documento: '04',
                detalleServicio: {
                  lineaDetalle: [
                    {
                      cantidad: '1',
                      detalle: `Artículo ${i}`,
                      precioUnitario: `${1000 + i}.50`,
                      codigoCABYS: '8313100000200',
                    },
                  ],
                },
              },
            },
            token,
          ),
        ),
      );
    const [deB, deA] = await Promise.all([emitir(portB, POR_PROCESO), emitir(portA, POR_PROCESO)]);
    expect([...deB, ...deA].flatMap((r) => r.errors ?? [])).toEqual([]);
    const idsB = deB.map((r) => r.data!.Factura.create.id);
    const ids = [...idsB, ...deA.map((r) => r.data!.Factura.create.id)];

    // Every document accepted, and A's subscriber told of each of B's: created and accepted.
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      const t = Date.now();
      const aceptadoVisto = (id: string) =>
        eventos.some((e) => e.id === id && e.estadoDocumento.value === '3');
      while (Date.now() - t < 120_000 && !ids.every(aceptadoVisto)) await sleep(200);
      expect(errores).toEqual([]);
      expect(
        idsB.filter((id) => !eventos.some((e) => e.id === id && e.evento === 'CREADO')),
      ).toEqual([]);
      expect(ids.filter((id) => !aceptadoVisto(id))).toEqual([]);
      const r = await db.query<{ estado_documento: string; n: string }>(
        `select estado_documento, count(*) as n from factura group by 1`,
      );
      expect(r.rows.map((x) => [x.estado_documento, Number(x.n)])).toEqual([
        ['3', 2 * POR_PROCESO],
      ]);
      // Each sending job done once: Hacienda took every document exactly once.
      const st = await simulador!.stats();
      expect(st.aceptadosMasDeUnaVez).toEqual([]);
      expect(st.nuncaAceptados).toEqual([]);
      expect(st.duplicados).toBe(0);
      expect(st.rechazados).toEqual([]);
    } finally {
      await db.end();
      await ws.dispose();
    }
  }, 300_000);
});
