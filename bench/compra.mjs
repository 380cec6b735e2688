#!/usr/bin/env node
// Purchase figures (prints them, never passes or fails on time), on PostgreSQL, the server in
// this process (the harness the tests use, with the Hacienda simulator inside):
//   - importing a received invoice of 500 lines: Factura.createMensajeReceptor with every line
//     mapped to an item (verify the signature, find the supplier, map, cost) and then the stock
//     entry of its 500 lines by the factura.inventario handler; a credit invoice, so it keeps its
//     balance (the payable);
//   - the supplier mailbox taking in 1,000 mails from its sandbox folder (each: store the XML,
//     verify it, write its AutoEmail): mails per second; then the same folder interrupted half-way
//     (the take-in stopped, the files not yet removed delivered again) to show nothing is lost or
//     doubled. A kill -9 of a separate server process is not measured here.
//   TEST_DATABASE_URL=postgres://… node bench/compra.mjs   (LINEAS, CORREOS to change the load)
import { mkdtempSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

if (!process.env.TEST_DATABASE_URL) {
  console.error('Falta TEST_DATABASE_URL (un PostgreSQL donde crear una base de datos de prueba).');
  process.exit(2);
}
const LINEAS = Number(process.env.LINEAS ?? 500);
const CORREOS = Number(process.env.CORREOS ?? 1000);

const { register } = await import('tsx/esm/api');
register();
const server = new URL('../apps/server/', import.meta.url).href;
const { startHarness } = await import(`${server}test/harness.ts`);
const { drenar } = await import(`${server}test/factura-helpers.ts`);
const { cuentaConInventario } = await import(`${server}test/item-helpers.ts`);
const { firmante, PROVEEDOR } = await import(`${server}test/compra-helpers.ts`);
const { identificacionSandbox } = await import(`${server}src/modules/factura/emisor-adapter.ts`);
const { direccionBuzon, vaciarBuzon } = await import(`${server}src/modules/compra/index.ts`);
const { buildXml, firmar, sampleDocumento } = await import(new URL('../packages/hacienda/src/index.ts', import.meta.url).href);

const ok = async (h, q, v, t) => {
  const r = await h.gql(q, v, t);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
};

const h = await startHarness();
const dir = mkdtempSync(join(tmpdir(), 'jit-bench-buzon-'));
try {
  console.log(`Node ${process.version}, ${h.kind}; ${LINEAS} lines, ${CORREOS} mails`);
  const a = await cuentaConInventario(h);
  const actividades = ['05', '06', '07', '9938'].map((documento) => ({ documento, codigoActividad: '722003', modoLibre: false }));
  await ok(h, `mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }`, { i: { nombre: 'Comprador S.A.', codigoActividad: actividades } }, a.token);
  const nuestra = identificacionSandbox(a.emisor);
  // One certificate for every document (making a key is the slow part of signing).
  const f = firmante(h);
  const items = [];
  for (let i = 0; i < 20; i++) items.push((await ok(h, `mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }`, { i: { nombre: `Artículo ${i}`, tipo: '01', codigo: '4526100000100' } }, a.token)).Item.create._id);
  const doc = sampleDocumento({ tipo: '01', lineas: LINEAS, numero: 9001, fecha: h.clock.now, emisor: PROVEEDOR, receptor: { nombre: 'Comprador', identificacion: { tipo: '02', numero: nuestra } } });
  doc.condicionVenta = '02';
  doc.plazoCredito = 30;
  const xml = firmar(buildXml(doc), f, { now: h.clock.now });
  const lineas = Array.from({ length: LINEAS }, (_, k) => ({ numeroLinea: k + 1, item: items[k % items.length] }));
  const t0 = performance.now();
  const r = await ok(h, `mutation($i: [MensajeReceptorInput!]!) { Factura { createMensajeReceptor(input: $i, inventario: true) { resultados { returnState message } } } }`, { i: [{ xml, mensaje: '1', lineas, costosAdicionales: '25000' }] }, a.token);
  const t1 = performance.now();
  if (r.Factura.createMensajeReceptor.resultados[0].returnState !== 'ok') throw new Error(JSON.stringify(r));
  await drenar(h, 1);
  const t2 = performance.now();
  console.log(`received invoice of ${LINEAS} lines: accepted and mapped in ${(t1 - t0).toFixed(0)} ms; stock entry of its lines ${(t2 - t1).toFixed(0)} ms; total ${(t2 - t0).toFixed(0)} ms`);

  const nada = () => undefined;
  const deps = { db: h.database.db, config: h.config, now: () => new Date(h.clock.now), services: h.app.services, log: { warn: nada, error: nada, info: nada, debug: nada } };
  const para = direccionBuzon(a.emisor);
  const entregar = (desde, hasta) => {
    for (let i = desde; i < hasta; i++) {
      const x = firmar(buildXml(sampleDocumento({ tipo: '01', lineas: 3, numero: 10_000 + i, fecha: h.clock.now, emisor: PROVEEDOR, receptor: { nombre: 'Comprador', identificacion: { tipo: '02', numero: nuestra } } })), f, { now: h.clock.now });
      writeFileSync(join(dir, `${String(i).padStart(6, '0')}.json`), JSON.stringify({ mensajeId: `<m${i}@bench>`, de: 'ventas@teclados.cr', para, adjuntos: [{ nombre: `FE-${i}.xml`, tipo: 'application/xml', base64: Buffer.from(x).toString('base64') }] }));
    }
  };
  entregar(0, CORREOS);
  const m0 = performance.now();
  const n = await vaciarBuzon(deps, dir);
  const m1 = performance.now();
  console.log(`mailbox: ${n} mails in ${((m1 - m0) / 1000).toFixed(1)} s = ${(n / ((m1 - m0) / 1000)).toFixed(1)} mails/s`);
  // Interrupted half-way: the first half taken in, and all of it delivered again (files not removed).
  entregar(CORREOS, CORREOS + 200);
  const mitad = readdirSync(dir).sort().slice(0, 100);
  for (const f of readdirSync(dir).sort()) if (!mitad.includes(f)) rmSync(join(dir, f));
  await vaciarBuzon(deps, dir);
  entregar(CORREOS, CORREOS + 200);
  await vaciarBuzon(deps, dir);
  // Every record, page after page.
  const estados = [];
  for (let cursor = null; ; ) {
    const p = (await ok(h, `query($c: String) { AutoEmail { readByEmisor(limit: 200, cursor: $c) { feed { doc status } pageInfo { hasNextPage nextPageCursor } } } }`, { c: cursor }, a.token)).AutoEmail.readByEmisor;
    estados.push(...p.feed);
    if (!p.pageInfo.hasNextPage) break;
    cursor = p.pageInfo.nextPageCursor;
  }
  const distintos = new Set(estados.map((e) => e.doc)).size;
  console.log(`after the interruption and redelivery: ${estados.length} records for ${CORREOS + 200} mails (${distintos} distinct documents, ${estados.filter((e) => e.status === 'RECIBIDO').length} RECIBIDO)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  await h.close();
}
