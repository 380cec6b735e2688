// Nothing lost (issue 6): 1,000 documents from 20 concurrent clients while the built server
// (dist/main.js, a child process on PostgreSQL) is killed with SIGKILL and restarted twice and the
// Hacienda simulator (its own process) has outages. Afterwards every acknowledged document exists
// exactly once, every series has no gap and no repeat, and every document was taken by Hacienda
// exactly once and ends accepted.
//
// Runs only with TEST_DATABASE_URL (the PostgreSQL step of `npm test` sets it): the embedded
// PGlite is one process's database and is not meant to survive a SIGKILL.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed/demo.js';
import { freshPostgres } from './base-de-prueba.js';
import { construirServidor, freePort, haciendaEn, kill9, servidorEnProceso, simuladorEnProceso, type SimuladorEnProceso } from './procesos.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const CLIENTES = Number(process.env.NADA_CLIENTES ?? 20);
const POR_CLIENTE = Number(process.env.NADA_POR_CLIENTE ?? 50);
const TOTAL = CLIENTES * POR_CLIENTE;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Stats = {
  claves: number;
  posts: number;
  aceptadosMasDeUnaVez: string[];
  nuncaAceptados: string[];
  duplicados: number;
  recibidos: number;
  aceptadosPorHacienda: number;
  rechazados: unknown[];
};

describe.skipIf(!ADMIN_URL)(
  'nothing lost (PostgreSQL, built server, SIGKILL twice, Hacienda outages)',
  () => {
    let base: Awaited<ReturnType<typeof freshPostgres>> | null = null;
    let dbUrl = '';
    let dataDir = '';
    let server: ChildProcess | null = null;
    let simulador: SimuladorEnProceso<Stats> | null = null;
    let simUrl = '';
    let port = 0;
    const log: string[] = [];

    const startServer = (): Promise<ChildProcess> =>
      servidorEnProceso(
        port,
        {
          DATABASE_URL: dbUrl,
          DATA_DIR: dataDir,
          SEED_DEMO: 'true',
          ...haciendaEn(simUrl),
          HACIENDA_TIMEOUT_MS: '3000',
          HACIENDA_REINTENTO_MAX_SEGUNDOS: '3',
          OUTBOX_CLAIM_SECONDS: '8',
        },
        log,
        Boolean(process.env.NADA_LOG),
      );

    const stats = () => simulador!.stats();

    beforeAll(async () => {
      construirServidor();
      base = await freshPostgres(ADMIN_URL!);
      dbUrl = base.url;
      dataDir = mkdtempSync(join(tmpdir(), 'jit-nada-'));
      simulador = await simuladorEnProceso<Stats>();
      simUrl = simulador.url;
      port = await freePort();
      server = await startServer();
    }, 120_000);

    afterAll(async () => {
      if (server) await kill9(server).catch(() => undefined);
      simulador?.cerrar();
      await base?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('every acknowledged document exists once, numbered without gaps, sent once and accepted', async () => {
      const gql = async <T>(
        query: string,
        variables: Record<string, unknown>,
        token?: string,
      ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> => {
        const r = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
          signal: AbortSignal.timeout(15_000),
        });
        if (r.status >= 500) throw new Error(`HTTP ${r.status}`);
        return (await r.json()) as never;
      };
      const login = await gql<{ User: { login: { token: string } } }>(
        `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`,
        { c: { email: DEMO.email, password: DEMO.password } },
      );
      const token = login.data!.User.login.token;

      const CREATE = `mutation($i: FacturaInput!, $k: String) { Factura { create(input: $i, idempotencyKey: $k) { id consecutivo clave repetido } } }`;
      const acks = new Map<string, { id: string; consecutivo: string; clave: string }>();
      let reintentos = 0;
      const cliente = async (c: number) => {
        for (let i = 0; i < POR_CLIENTE; i++) {
          const key = `nada-se-pierde-${c}-${i}`;
          const tiquete = (c + i) % 2 === 1;
          const input = {
            documento: tiquete ? '04' : '01',
            ...(tiquete
              ? {}
              : {
                  receptor: {
                    nombre: `Cliente ${c}`,
                    identificacion: { tipo: '02', numero: `31010${String(c).padStart(5, '0')}` },
                  },
                }),
            detalleServicio: {
              lineaDetalle: [
                {
                  cantidad: String((i % 5) + 1),
                  detalle: `Artículo ${i}`,
                  precioUnitario: `${1000 + i}.50`,
                  codigoCABYS: '8313100000200',
                },
              ],
            },
          };
          for (;;) {
            try {
              const r = await gql<{
                Factura: { create: { id: string; consecutivo: string; clave: string } };
              }>(CREATE, { i: input, k: key }, token);
              if (r.data) {
                acks.set(key, r.data.Factura.create);
                break;
              }
              throw new Error(JSON.stringify(r.errors));
            } catch (e) {
              // The server is down or restarting: the same request again, with the same key.
              if (e instanceof Error && e.message.startsWith('[')) throw e;
              reintentos++;
              await sleep(150);
            }
          }
        }
      };

      const t0 = Date.now();
      const progreso = setInterval(() => {
        if (process.env.NADA_LOG)
          process.stderr.write(
            `[${((Date.now() - t0) / 1000).toFixed(0)} s] acks ${acks.size} reintentos ${reintentos}\n`,
          );
      }, 2000);
      const carga = Promise.all(Array.from({ length: CLIENTES }, (_, c) => cliente(c)));
      const hasta = async (n: number) => {
        while (acks.size < n) await sleep(20);
      };
      // The chaos, while the clients keep going.
      await hasta(TOTAL * 0.2);
      simulador!.proceso.stdin!.write('caida on\n');
      await hasta(TOTAL * 0.3);
      await kill9(server!);
      server = await startServer();
      await hasta(TOTAL * 0.45);
      simulador!.proceso.stdin!.write('caida off\n');
      await hasta(TOTAL * 0.7);
      await kill9(server);
      simulador!.proceso.stdin!.write('caida on\n');
      server = await startServer();
      await sleep(1500);
      simulador!.proceso.stdin!.write('caida off\n');
      await carga;
      clearInterval(progreso);
      const emitidos = Date.now() - t0;

      // Let the queue drain: every document accepted.
      const db = new pg.Client({ connectionString: dbUrl });
      await db.connect();
      try {
        const tDrain = Date.now();
        for (;;) {
          const r = await db.query<{ n: string }>(
            `select count(*) as n from factura where idempotency_key like 'nada-se-pierde-%' and estado_documento <> '3'`,
          );
          if (process.env.NADA_LOG && Number(r.rows[0]!.n) % 50 === 0)
            process.stderr.write(
              `[drenaje ${((Date.now() - tDrain) / 1000).toFixed(0)} s] pendientes ${r.rows[0]!.n}\n`,
            );
          if (Number(r.rows[0]!.n) === 0) break;
          if (Date.now() - tDrain > 480_000) break;
          if (process.env.NADA_LOG && (Date.now() - tDrain) % 10_000 < 600) {
            const o = await db.query(
              `select kind, status, count(*) as n, min(run_at) as proximo, max(attempts) as intentos, max(last_error) as error from outbox group by kind, status`,
            );
            process.stderr.write(`${JSON.stringify(o.rows)}\n`);
            const f = await db.query(
              `select estado_documento, count(*) as n, max(envio_intentos) as intentos, max(ultimo_error) as error, max(envio_lease_until) as lease from factura group by estado_documento`,
            );
            process.stderr.write(`${JSON.stringify(f.rows)}\n`);
          }
          await sleep(500);
        }
        const drenado = Date.now() - tDrain;

        // 1. Every acknowledged document exists exactly once.
        expect(acks.size).toBe(TOTAL);
        const rows = await db.query<{
          id: string;
          idempotency_key: string;
          consecutivo: string;
          estado_documento: string;
          clave: string;
        }>(
          `select id, idempotency_key, consecutivo, estado_documento, clave from factura where idempotency_key like 'nada-se-pierde-%'`,
        );
        expect(rows.rows.length).toBe(TOTAL);
        const porLlave = new Map(rows.rows.map((r) => [r.idempotency_key, r]));
        for (const [key, ack] of acks) expect(porLlave.get(key)?.id).toBe(ack.id);
        // 2. Every series: 1..n, no gap, no repeat.
        const series = await db.query<{
          documento: string;
          n: string;
          distintos: string;
          minimo: string;
          maximo: string;
        }>(
          `select documento, count(*) as n, count(distinct numero) as distintos, min(numero) as minimo, max(numero) as maximo
         from factura group by emisor_id, sucursal, terminal, documento`,
        );
        for (const s of series.rows)
          expect({
            serie: s.documento,
            n: Number(s.n),
            distintos: Number(s.distintos),
            min: Number(s.minimo),
            max: Number(s.maximo),
          }).toEqual({
            serie: s.documento,
            n: Number(s.n),
            distintos: Number(s.n),
            min: 1,
            max: Number(s.n),
          });
        // 3. Every document ends accepted.
        const noAceptados = rows.rows.filter((r) => r.estado_documento !== '3');
        expect(noAceptados.map((r) => [r.consecutivo, r.estado_documento])).toEqual([]);
        // 4. Hacienda took each one exactly once (202 once, never a duplicate).
        const st = await stats();
        const nuestras = new Set(rows.rows.map((r) => r.clave));
        expect(st.aceptadosMasDeUnaVez.filter((c) => nuestras.has(c))).toEqual([]);
        expect(st.nuncaAceptados.filter((c) => nuestras.has(c))).toEqual([]);
        expect(st.duplicados).toBe(0);
        expect(st.rechazados).toEqual([]);
        process.stdout.write(
          `\n  nada se pierde: ${TOTAL} documentos de ${CLIENTES} clientes en ${(emitidos / 1000).toFixed(1)} s (${reintentos} reintentos de clientes, 2 SIGKILL, 2 caídas de Hacienda); ` +
            `cola vaciada en ${(drenado / 1000).toFixed(1)} s; Hacienda recibió ${st.recibidos} documentos con ${st.posts} POST\n`,
        );
      } finally {
        await db.end();
      }
    }, 900_000);
  },
);
