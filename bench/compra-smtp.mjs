#!/usr/bin/env node
// The supplier mailbox's real SMTP listener under a kill -9 (prints figures, never passes or fails
// on time): the built server (dist/main.js, `pnpm --filter @jit/server build` first) on PostgreSQL
// with BUZON_SMTP_PORT; a sender delivers CORREOS signed supplier invoices over SMTP, a few at a
// time, and retries whatever was not answered 250 (as a supplier's mail server would). Half-way the
// server is killed with SIGKILL and started again. Afterwards every mail is one AutoEmail record:
// nothing lost, nothing doubled.
//   TEST_DATABASE_URL=postgres://… node bench/compra-smtp.mjs   (CORREOS, EN_PARALELO to change the load)
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

if (!process.env.TEST_DATABASE_URL) {
  console.error('Falta TEST_DATABASE_URL (un PostgreSQL donde crear una base de datos de prueba).');
  process.exit(2);
}
const CORREOS = Number(process.env.CORREOS ?? 1000);
const EN_PARALELO = Number(process.env.EN_PARALELO ?? 8);

const { register } = await import('tsx/esm/api');
register();
const server = new URL('../apps/server/', import.meta.url).href;
const { CAPTCHA, freshPostgres } = await import(`${server}test/harness.ts`);
const { construirServidor, freePort, kill9, servidorEnProceso } = await import(`${server}test/procesos.ts`);
const { PROVEEDOR } = await import(`${server}test/compra-helpers.ts`);
const { identificacionSandbox } = await import(`${server}src/modules/factura/emisor-adapter.ts`);
const { buildXml, firmar, generateTestCertificate, loadP12, sampleDocumento } = await import(new URL('../packages/hacienda/src/index.ts', import.meta.url).href);
const nodemailer = createRequire(new URL('../apps/server/package.json', import.meta.url))('nodemailer');

construirServidor();
const base = await freshPostgres(process.env.TEST_DATABASE_URL);
const dataDir = mkdtempSync(join(tmpdir(), 'jit-bench-smtp-'));
const [port, smtp] = [await freePort(), await freePort()];
const log = [];
const arrancar = () => servidorEnProceso(port, { DATABASE_URL: base.url, DATA_DIR: dataDir, SEED_DEMO: 'false', BUZON_SMTP_PORT: String(smtp) }, log);
let proceso = await arrancar();
const gql = async (query, variables, token) => {
  const r = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) });
  const j = await r.json();
  if (!j.data) throw new Error(JSON.stringify(j.errors));
  return j.data;
};
try {
  const alta = (await gql(`mutation($i: SignupInput!) { User { create(input: $i) { emisor token } } }`, { i: { fullname: 'Compras Prueba', email: `compras${Date.now()}@prueba.cr`, password: 'Clave2026!', profile: 'PRO', reCaptcha: CAPTCHA } })).User.create;
  // The purchase screens (and their operations) open with the inventory module.
  await gql(`mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }`, {}, alta.token);
  const para = `compras+${alta.emisor}@buzon.jit.cr`;
  const nuestra = identificacionSandbox(alta.emisor);
  const cert = generateTestCertificate({ pin: '1234', nombre: PROVEEDOR.nombre, identificacion: PROVEEDOR.identificacion.numero });
  const f = loadP12(cert.p12, cert.pin);
  console.log(`Node ${process.version}, PostgreSQL, built server; ${CORREOS} mails over SMTP, ${EN_PARALELO} at a time; SIGKILL at half`);
  const xmls = Array.from({ length: CORREOS }, (_, i) => firmar(buildXml(sampleDocumento({ tipo: '01', lineas: 3, numero: 20_000 + i, emisor: PROVEEDOR, receptor: { nombre: 'Comprador', identificacion: { tipo: '02', numero: nuestra } } })), f));

  let aceptados = 0;
  let reintentos = 0;
  let matando = null;
  const enviarUno = async (i) => {
    for (;;) {
      const t = nodemailer.createTransport({ host: '127.0.0.1', port: smtp, secure: false, ignoreTLS: true, connectionTimeout: 5000, socketTimeout: 15000 });
      try {
        await t.sendMail({ from: 'ventas@teclados.cr', to: para, subject: `Factura ${i}`, messageId: `<bench-${i}@teclados.cr>`, text: 'Adjunta', attachments: [{ filename: `FE-${i}.xml`, content: xmls[i], contentType: 'application/xml' }] });
        aceptados++;
        if (aceptados === Math.floor(CORREOS / 2) && !matando) {
          matando = (async () => {
            await kill9(proceso);
            proceso = await arrancar();
          })();
        }
        return;
      } catch {
        // Not answered 250: the sender keeps it and tries again (the server may be restarting).
        reintentos++;
        if (matando) await matando;
        await new Promise((r) => setTimeout(r, 200));
      } finally {
        t.close();
      }
    }
  };
  const t0 = performance.now();
  let siguiente = 0;
  await Promise.all(Array.from({ length: EN_PARALELO }, async () => {
    while (siguiente < CORREOS) await enviarUno(siguiente++);
  }));
  const t1 = performance.now();
  if (matando) await matando;
  console.log(`${CORREOS} mails answered 250 in ${((t1 - t0) / 1000).toFixed(1)} s, restart included = ${(CORREOS / ((t1 - t0) / 1000)).toFixed(1)} mails/s; ${reintentos} sends retried`);

  const docs = [];
  for (let cursor = null; ; ) {
    const p = (await gql(`query($c: String) { AutoEmail { readByEmisor(limit: 200, cursor: $c) { feed { doc status } pageInfo { hasNextPage nextPageCursor } } } }`, { c: cursor }, alta.token)).AutoEmail.readByEmisor;
    docs.push(...p.feed);
    if (!p.pageInfo.hasNextPage) break;
    cursor = p.pageInfo.nextPageCursor;
  }
  const distintos = new Set(docs.map((d) => d.doc)).size;
  console.log(`records: ${docs.length} for ${CORREOS} mails (${distintos} distinct documents, ${docs.filter((d) => d.status === 'RECIBIDO').length} RECIBIDO): ${docs.length === CORREOS && distintos === CORREOS ? 'nothing lost, nothing doubled' : 'MISMATCH'}`);
} finally {
  await kill9(proceso).catch(() => undefined);
  await base.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
