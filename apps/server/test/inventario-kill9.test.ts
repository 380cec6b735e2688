// Stock moved and entries posted exactly once (issues 15 and 20): invoices of two product lines
// each, with stock and accounting, are issued by concurrent clients while the built server
// (dist/main.js on PostgreSQL) is killed with SIGKILL and restarted twice. Afterwards every line of
// every acknowledged invoice took its stock exactly once, each item's stock is its entry minus what
// those lines sold, and every invoice and every stock exit has one balanced entry, none twice, and
// the journal's day sums equal its lines.
// One run serves both checks: the same invoices move stock and post entries.
//
// Runs only with TEST_DATABASE_URL (a SIGKILL is not for the embedded PGlite). The 500
// invoices by default (about 70 s on a quiet 2-core machine); INV_KILL_TOTAL sets another number.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from './base-de-prueba.js';
import { CAPTCHA } from './harness.js';
import { cargaConDosKill9, construirServidor, freePort, gqlEnPuerto, kill9, servidorEnProceso } from './procesos.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const TOTAL = Number(process.env.INV_KILL_TOTAL ?? 500);
const CLIENTES = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!ADMIN_URL)('stock moved and entries posted exactly once (PostgreSQL, built server, SIGKILL twice)', () => {
  let base: Awaited<ReturnType<typeof freshPostgres>> | null = null;
  let dataDir = '';
  let server: ChildProcess | null = null;
  let port = 0;
  const log: string[] = [];
  const start = () => servidorEnProceso(port, { DATABASE_URL: base!.url, DATA_DIR: dataDir, SEED_DEMO: 'false', OUTBOX_CLAIM_SECONDS: '8' }, log);

  beforeAll(async () => {
    construirServidor();
    base = await freshPostgres(ADMIN_URL!);
    dataDir = mkdtempSync(join(tmpdir(), 'jit-inv-kill-'));
    port = await freePort();
    server = await start();
  }, 120_000);

  afterAll(async () => {
    if (server) await kill9(server).catch(() => undefined);
    await base?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('every line of every acknowledged invoice moves its stock and is posted exactly once', async () => {
    const gql = gqlEnPuerto(() => port);
    const alta = await gql<{ User: { create: { token: string } } }>(`mutation($i: SignupInput!) { User { create(input: $i) { token } } }`, {
      i: { fullname: 'Bodega Prueba', email: `bodega${Date.now()}@prueba.cr`, password: 'Clave2026!', profile: 'PRO', reCaptcha: CAPTCHA },
    });
    const token = alta.User.create.token;
    await gql(`mutation { Emisor { setModules(inventoryModule: true, accountingModule: true) { inventoryModule } } }`, {}, token);
    await gql(`mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }`, { i: { nombre: 'Bodega de Prueba S.A.', codigoActividad: [{ documento: '04', codigoActividad: '521201', modoLibre: false }] } }, token);
    const items: string[] = [];
    for (const nombre of ['Tornillo', 'Tuerca', 'Arandela']) {
      const it = await gql<{ Item: { create: { _id: string } } }>(`mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }`, { i: { nombre, tipo: '02', codigo: '4526100000100', precioUnitario: '100', origenPrecio: 'precioUnitario' } }, token);
      items.push(it.Item.create._id);
      await gql(`mutation($i: EntradaInventarioInput!) { Entrada { entrada(input: $i) { _id } } }`, { i: { item: it.Item.create._id, cantidad: '100000', costoUnitario: '40' } }, token);
    }

    const CREATE = `mutation($i: FacturaInput!, $k: String) { Factura { create(input: $i, idempotencyKey: $k, inventario: true, accounting: true) { id } } }`;
    const lineasDe = (i: number) => [
      { itemId: items[i % 3]!, cantidad: (i % 4) + 1 },
      { itemId: items[(i + 1) % 3]!, cantidad: 1 },
    ];
    const { acks, reintentos } = await cargaConDosKill9({
      total: TOTAL,
      clientes: CLIENTES,
      enviar: async (i) => {
        const lineas = lineasDe(i);
        const input = {
          documento: '04',
          detalleServicio: { lineaDetalle: lineas.map((l) => ({ item: { _id: l.itemId }, clasificacion: 'producto', cantidad: String(l.cantidad), detalle: 'Ferretería', precioUnitario: '100', codigoCABYS: '4526100000100' })) },
        };
        const r = await gql<{ Factura: { create: { id: string } } }>(CREATE, { i: input, k: `inv-kill-${i}` }, token);
        return { id: r.Factura.create.id, lineas };
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
      const movs = await db.query<{ factura_id: string; numero_linea: number; n: string }>(
        `select factura_id, numero_linea, count(*) as n from inventario_movimiento where origen = 'VENTA' group by factura_id, numero_linea`,
      );
      const porLinea = new Map(movs.rows.map((m) => [`${m.factura_id}:${m.numero_linea}`, Number(m.n)]));
      const faltan: string[] = [];
      const dobles: string[] = [];
      const vendido = new Map<string, number>();
      for (const [key, a] of acks)
        a.lineas.forEach((l, j) => {
          const n = porLinea.get(`${a.id}:${j + 1}`) ?? 0;
          if (n === 0) faltan.push(`inv-kill-${key} línea ${j + 1}`);
          if (n > 1) dobles.push(`inv-kill-${key} línea ${j + 1} × ${n}`);
          vendido.set(l.itemId, (vendido.get(l.itemId) ?? 0) + l.cantidad);
        });
      expect({ faltan, dobles, movimientos: movs.rows.length }).toEqual({ faltan: [], dobles: [], movimientos: TOTAL * 2 });
      const stock = await db.query<{ id: string; cantidad: string; existencia: string }>(
        `select i.id, i.cantidad, e.cantidad as existencia from item i join inventario_existencia e on e.item_id = i.id`,
      );
      for (const s of stock.rows) {
        expect(Number(s.cantidad)).toBe(100000 - (vendido.get(s.id) ?? 0));
        expect(s.existencia).toBe(s.cantidad);
      }
      // Accounting: one entry per source (the unique key), one per acknowledged invoice and per sale exit, each balanced.
      const porFactura = await db.query<{ fuente_id: string; n: string }>(`select fuente_id, count(*) as n from asiento where fuente = 'factura' group by fuente_id`);
      const asentadas = new Set(porFactura.rows.map((r) => r.fuente_id));
      const sinAsiento = [...acks].filter(([, a]) => !asentadas.has(a.id)).map(([k]) => `inv-kill-${k}`);
      const asientosDobles = porFactura.rows.filter((r) => Number(r.n) > 1).map((r) => r.fuente_id);
      const salidas = await db.query<{ n: string; posteadas: string }>(
        `select count(*) as n, count(a.id) as posteadas from inventario_movimiento m left join asiento a on a.fuente = 'inventario' and a.fuente_id = m.id where m.origen = 'VENTA'`,
      );
      const descuadrados = await db.query<{ id: string }>(`select asiento_id as id from asiento_linea group by asiento_id having sum(debe) <> sum(haber)`);
      const repetidos = await db.query<{ n: string }>(`select count(*) - count(distinct (fuente, fuente_id)) as n from asiento`);
      // The day sums the trial balance reads equal the lines, kills or not (they commit together).
      const sumasDistintas = await db.query<{ dia: string }>(
        `select coalesce(s.dia, l.dia)::text as dia from asiento_saldo_dia s
         full join (select emisor_id, jit_dia_cr(fecha) as dia, cuenta_id, sum(debe) as debe, sum(haber) as haber, count(*)::int as n from asiento_linea group by 1, 2, 3) l
           on l.emisor_id = s.emisor_id and l.dia = s.dia and l.cuenta_id = s.cuenta_id
         where s.debe is distinct from l.debe or s.haber is distinct from l.haber or s.lineas is distinct from l.n`,
      );
      expect({ sinAsiento, asientosDobles, asientos: porFactura.rows.length, descuadrados: descuadrados.rows, repetidos: Number(repetidos.rows[0]!.n), sumasDistintas: sumasDistintas.rows }).toEqual({
        sinAsiento: [],
        asientosDobles: [],
        asientos: TOTAL,
        descuadrados: [],
        repetidos: 0,
        sumasDistintas: [],
      });
      expect(Number(salidas.rows[0]!.posteadas)).toBe(TOTAL * 2);
      process.stdout.write(`\n  tras 2 SIGKILL: ${TOTAL} facturas, ${TOTAL * 2} líneas, cada una movió su stock una vez y fue asentada una vez, cuadrada (${reintentos} reintentos de clientes)\n`);
    } finally {
      await db.end();
    }
  }, 900_000);
});
