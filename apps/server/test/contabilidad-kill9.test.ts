// Entries posted exactly once (issue 20): invoices with accounting and stock are issued by concurrent
// clients while the built server (dist/main.js on PostgreSQL) is killed with SIGKILL and restarted
// twice. Afterwards every acknowledged invoice has one entry, every stock exit one cost-of-sales
// entry, none twice and none lost, and every entry balances.
//
// Runs only with TEST_DATABASE_URL (a SIGKILL is not for the embedded PGlite). CONT_KILL_TOTAL sets
// the number of invoices: 100 by default to keep CI lean on 2 cores.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, freshPostgres } from './harness.js';
import { cargaConDosKill9, construirServidor, freePort, gqlEnPuerto, kill9, servidorEnProceso } from './procesos.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const TOTAL = Number(process.env.CONT_KILL_TOTAL ?? 100);
const CLIENTES = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!ADMIN_URL)('entries posted exactly once (PostgreSQL, built server, SIGKILL twice)', () => {
  let base: Awaited<ReturnType<typeof freshPostgres>> | null = null;
  let dataDir = '';
  let server: ChildProcess | null = null;
  let port = 0;
  const log: string[] = [];
  const start = () => servidorEnProceso(port, { DATABASE_URL: base!.url, DATA_DIR: dataDir, SEED_DEMO: 'false', OUTBOX_CLAIM_SECONDS: '8' }, log);

  beforeAll(async () => {
    construirServidor();
    base = await freshPostgres(ADMIN_URL!);
    dataDir = mkdtempSync(join(tmpdir(), 'jit-cont-kill-'));
    port = await freePort();
    server = await start();
  }, 120_000);

  afterAll(async () => {
    if (server) await kill9(server).catch(() => undefined);
    await base?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('every acknowledged invoice and each of its stock exits is posted exactly once, balanced', async () => {
    const gql = gqlEnPuerto(() => port);
    const alta = await gql<{ User: { create: { token: string } } }>(`mutation($i: SignupInput!) { User { create(input: $i) { token } } }`, {
      i: { fullname: 'Bodega Prueba', email: `bodega${Date.now()}@prueba.cr`, password: 'Clave2026!', profile: 'PRO', reCaptcha: CAPTCHA },
    });
    const token = alta.User.create.token;
    await gql(`mutation { Emisor { setModules(inventoryModule: true, accountingModule: true) { inventoryModule } } }`, {}, token);
    await gql(`mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }`, { i: { nombre: 'Contable de Prueba S.A.', codigoActividad: [{ documento: '04', codigoActividad: '521201', modoLibre: false }] } }, token);
    const items: string[] = [];
    for (const nombre of ['Tornillo', 'Tuerca', 'Arandela']) {
      const it = await gql<{ Item: { create: { _id: string } } }>(`mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }`, { i: { nombre, tipo: '02', codigo: '4526100000100', precioUnitario: '100', origenPrecio: 'precioUnitario' } }, token);
      items.push(it.Item.create._id);
      await gql(`mutation($i: EntradaInventarioInput!) { Entrada { entrada(input: $i) { _id } } }`, { i: { item: it.Item.create._id, cantidad: '100000', costoUnitario: '40' } }, token);
    }

    const CREATE = `mutation($i: FacturaInput!, $k: String) { Factura { create(input: $i, idempotencyKey: $k, inventario: true, accounting: true) { id } } }`;
    const { acks, reintentos } = await cargaConDosKill9({
      total: TOTAL,
      clientes: CLIENTES,
      enviar: async (i) => {
        const lineaDetalle = [items[i % 3]!, items[(i + 1) % 3]!].map((id, j) => ({ item: { _id: id }, clasificacion: 'producto', cantidad: String(j === 0 ? (i % 4) + 1 : 1), detalle: 'Ferretería', precioUnitario: '100', codigoCABYS: '4526100000100' }));
        const r = await gql<{ Factura: { create: { id: string } } }>(CREATE, { i: { documento: '04', detalleServicio: { lineaDetalle } }, k: `cont-kill-${i}` }, token);
        return { id: r.Factura.create.id };
      },
      reiniciar: async () => {
        await kill9(server!);
        server = await start();
      },
    });

    const db = new pg.Client({ connectionString: base!.url });
    await db.connect();
    try {
      const t = Date.now();
      for (;;) {
        const r = await db.query<{ n: string }>(`select count(*) as n from outbox where kind in ('factura.inventario', 'factura.contabilidad', 'inventario.contabilidad') and status <> 'done'`);
        if (Number(r.rows[0]!.n) === 0 || Date.now() - t > 300_000) break;
        await sleep(500);
      }
      expect(acks.size).toBe(TOTAL);
      // One entry per source (the unique key), and one per acknowledged invoice and per sale exit.
      const porFactura = await db.query<{ fuente_id: string; n: string }>(`select fuente_id, count(*) as n from asiento where fuente = 'factura' group by fuente_id`);
      const n = new Map(porFactura.rows.map((r) => [r.fuente_id, Number(r.n)]));
      const faltan = [...acks].filter(([, a]) => !n.has(a.id)).map(([k]) => `cont-kill-${k}`);
      const dobles = porFactura.rows.filter((r) => Number(r.n) > 1).map((r) => r.fuente_id);
      const salidas = await db.query<{ n: string; posteadas: string }>(
        `select count(*) as n, count(a.id) as posteadas from inventario_movimiento m left join asiento a on a.fuente = 'inventario' and a.fuente_id = m.id where m.origen = 'VENTA'`,
      );
      const descuadrados = await db.query<{ id: string }>(`select asiento_id as id from asiento_linea group by asiento_id having sum(debe) <> sum(haber)`);
      expect({ faltan, dobles, asientos: porFactura.rows.length, descuadrados: descuadrados.rows }).toEqual({ faltan: [], dobles: [], asientos: TOTAL, descuadrados: [] });
      expect(Number(salidas.rows[0]!.posteadas)).toBe(Number(salidas.rows[0]!.n));
      expect(Number(salidas.rows[0]!.n)).toBe(TOTAL * 2);
      const repetidos = await db.query<{ n: string }>(`select count(*) - count(distinct (fuente, fuente_id)) as n from asiento`);
      expect(Number(repetidos.rows[0]!.n)).toBe(0);
      process.stdout.write(`\n  contabilidad tras 2 SIGKILL: ${TOTAL} facturas y ${TOTAL * 2} salidas de inventario, cada una asentada una vez y cuadrada (${reintentos} reintentos de clientes)\n`);
    } finally {
      await db.end();
    }
  }, 900_000);
});
