// Every tender in the drawer exactly once (issue 14) and recorded as a payment exactly once (issue
// 19, the factura.pago handler): tickets paid in mixed tenders (cash with change, card plus cash,
// SINPE Móvil) into one open cash session, from concurrent clients, while the built server
// (dist/main.js, on PostgreSQL) is killed with SIGKILL twice. Afterwards every acknowledged ticket
// has exactly one movement and one payment per tender, each adding up to its total, the payments'
// numbering has no gap and no repeat, and the closing's expected cash is the opening amount plus
// the cash tenders. One run serves both: the same tickets go to the drawer and to payments.
//
// Runs only with TEST_DATABASE_URL (PGlite is one process's database). CAJA_TIQUETES sets how many
// tickets (500 by default).
import { mkdtempSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed/demo.js';
import { freshPostgres } from './base-de-prueba.js';
import { construirServidor, freePort, haciendaEn, kill9, servidorEnProceso, simuladorEnProceso, type SimuladorEnProceso } from './procesos.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const TOTAL = Number(process.env.CAJA_TIQUETES ?? 500);
const CLIENTES = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The tenders of ticket i: cash with ₡20 000 handed over, card ₡1 000 plus cash, or SINPE Móvil. */
const mediosDe = (i: number) =>
  i % 3 === 0 ? { medioPago: [{ tipoMedioPago: '01' }], pagaCon: '20000' } : i % 3 === 1 ? { medioPago: [{ tipoMedioPago: '02', totalMedioPago: '1000' }, { tipoMedioPago: '01' }] } : { medioPago: [{ tipoMedioPago: '06' }] };

describe.skipIf(!ADMIN_URL)('every tender in the session exactly once (PostgreSQL, built server, SIGKILL twice)', () => {
  let base: Awaited<ReturnType<typeof freshPostgres>> | null = null;
  let dataDir = '';
  let server: ChildProcess | null = null;
  let simulador: SimuladorEnProceso<unknown> | null = null;
  let port = 0;
  const log: string[] = [];
  const arrancar = () =>
    servidorEnProceso(port, { DATABASE_URL: base!.url, DATA_DIR: dataDir, SEED_DEMO: 'true', ...haciendaEn(simulador!.url), OUTBOX_CLAIM_SECONDS: '8' }, log);

  beforeAll(async () => {
    construirServidor();
    base = await freshPostgres(ADMIN_URL!);
    dataDir = mkdtempSync(join(tmpdir(), 'jit-caja-'));
    simulador = await simuladorEnProceso();
    port = await freePort();
    server = await arrancar();
  }, 180_000);

  afterAll(async () => {
    if (server) await kill9(server).catch(() => undefined);
    simulador?.cerrar();
    await base?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('each acknowledged ticket has one movement and one payment per tender, each adding up to its total', async () => {
    const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: unknown[] }> => {
      const r = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(15_000),
      });
      if (r.status >= 500) throw new Error(`HTTP ${r.status}`);
      return (await r.json()) as never;
    };
    const ok = <T>(r: { data?: T; errors?: unknown[] }): T => {
      if (!r.data) throw new Error(`[${JSON.stringify(r.errors)}]`);
      return r.data;
    };
    const token = ok(await gql<{ User: { login: { token: string } } }>(`mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`, { c: { email: DEMO.email, password: DEMO.password } })).User.login.token;
    ok(await gql(`mutation { Emisor { setModules(cashRegisterModule: true) { cashRegisterModule } } }`, {}, token));
    const caja = ok(await gql<{ Caja: { create: { _id: string } } }>(`mutation($i: CajaInput!) { Caja { create(input: $i) { _id } } }`, { i: { name: 'Caja de la prueba' } }, token)).Caja.create._id;
    const sesion = ok(await gql<{ Sesion: { create: { _id: string } } }>(`mutation($i: SesionInput!) { Sesion { create(input: $i) { _id } } }`, { i: { caja, montoInicial: '50000' } }, token)).Sesion.create._id;

    const CREATE = `mutation($i: FacturaInput!, $k: String) { Factura { create(input: $i, idempotencyKey: $k) { id totalComprobante } } }`;
    const acks = new Map<string, { id: string; totalComprobante: string; tenders: number }>();
    const cliente = async (c: number) => {
      for (let i = c; i < TOTAL; i += CLIENTES) {
        const key = `caja-kill9-${i}`;
        const input = {
          documento: '04',
          cajaSesion: sesion,
          ...mediosDe(i),
          detalleServicio: { lineaDetalle: [{ cantidad: String((i % 4) + 1), detalle: `Artículo ${i}`, precioUnitario: `${1500 + i}.25`, codigoCABYS: '8313100000200' }] },
        };
        for (;;) {
          try {
            const r = await gql<{ Factura: { create: { id: string; totalComprobante: string } } }>(CREATE, { i: input, k: key }, token);
            acks.set(key, { ...ok(r).Factura.create, tenders: input.medioPago.length });
            break;
          } catch (e) {
            if (e instanceof Error && e.message.startsWith('[')) throw e;
            await sleep(150); // down or restarting: the same request, same key
          }
        }
      }
    };
    const carga = Promise.all(Array.from({ length: CLIENTES }, (_, c) => cliente(c)));
    const hasta = async (n: number) => {
      while (acks.size < n) await sleep(20);
    };
    await hasta(TOTAL * 0.3);
    await kill9(server!);
    server = await arrancar();
    await hasta(TOTAL * 0.7);
    await kill9(server);
    server = await arrancar();
    await carga;
    expect(acks.size).toBe(TOTAL);

    const db = new pg.Client({ connectionString: base!.url });
    await db.connect();
    try {
      // The handler catches up (the closing would also take what is still queued).
      const t = Date.now();
      for (;;) {
        const r = await db.query<{ n: string }>(`select count(*) as n from outbox where kind in ('factura.caja', 'factura.pago') and status <> 'done'`);
        if (Number(r.rows[0]!.n) === 0 || Date.now() - t > 120_000) break;
        await sleep(300);
      }
      const movs = await db.query<{ id_factura: string; n: string; ingresos: string }>(
        `select id_factura, count(*) as n, sum(monto_ingreso)::text as ingresos from caja_movimiento where sesion_id = $1 and tipo = 'FACTURA' group by id_factura`,
        [sesion],
      );
      const porFactura = new Map(movs.rows.map((m) => [m.id_factura, m]));
      const mal: string[] = [];
      for (const [key, a] of acks) {
        const m = porFactura.get(a.id);
        if (!m || Number(m.n) !== a.tenders || Number(m.ingresos) !== Number(a.totalComprobante)) mal.push(`${key}: ${JSON.stringify(m ?? null)} ≠ ${a.tenders} × ${a.totalComprobante}`);
      }
      expect(mal).toEqual([]);
      expect(movs.rows.length).toBe(TOTAL);
      // The cash sales' payments (factura.pago): one per tender, the whole total, none twice.
      const pagos = await db.query<{ factura_id: string; n: string; aplicado: string }>(
        `select factura_id, count(*) as n, sum(aplicado)::text as aplicado from pago where estado and clave like 'factura.pago:%' group by factura_id`,
      );
      const pagosDe = new Map(pagos.rows.map((p) => [p.factura_id, p]));
      const malPagados: string[] = [];
      for (const [key, a] of acks) {
        const p = pagosDe.get(a.id);
        if (!p || Number(p.n) !== a.tenders || Number(p.aplicado) !== Number(a.totalComprobante)) malPagados.push(`${key}: ${JSON.stringify(p ?? null)} ≠ ${a.tenders} × ${a.totalComprobante}`);
      }
      const serie = await db.query<{ n: string; distintos: string; ultimo: string }>(`select count(*) as n, count(distinct numero) as distintos, max(numero) as ultimo from pago where not compra`);
      expect({ malPagados, pagados: pagos.rows.length, serie: serie.rows[0] }).toEqual({ malPagados: [], pagados: TOTAL, serie: { n: serie.rows[0]!.ultimo, distintos: serie.rows[0]!.ultimo, ultimo: serie.rows[0]!.ultimo } });
      // The closing: expected cash = opening + the cash tenders (change never counted).
      const cierre = ok(
        await gql<{ Sesion: { cierreCaja: { balance: { esperado: string } } } }>(`mutation($c: ID!, $s: ID!) { Sesion { cierreCaja(caja: $c, sesion: $s, contador: []) { balance { esperado } } } }`, { c: caja, s: sesion }, token),
      );
      const efectivo = await db.query<{ s: string }>(`select (50000 + coalesce(sum(monto_ingreso - monto_egreso), 0))::text as s from caja_movimiento where sesion_id = $1 and medio_pago = 'EFECTIVO'`, [sesion]);
      expect(Number(cierre.Sesion.cierreCaja.balance.esperado)).toBe(Number(efectivo.rows[0]!.s));
      process.stdout.write(`\n  caja: ${TOTAL} tiquetes con ${movs.rows.reduce((a, m) => a + Number(m.n), 0)} medios de pago, 2 SIGKILL; cada medio una vez en la caja y una vez como pago\n`);
    } finally {
      await db.end();
    }
  }, 900_000);
});
