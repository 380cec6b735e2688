/* global window, document, requestAnimationFrame, MutationObserver -- these run in the page (Playwright) */
// bench/item-web.mjs — keystroke to suggestions in Chromium (goal: p75 < 100 ms) for the item search
// of the invoice grid's code cell, over a catalogue of 20,000 items: the built server on a fresh data
// dir, the items imported for the issuer (Item.importar), then quick codes, name fragments and
// barcodes typed one key at a time in the code cell of a line. Figures only: never pass/fail.
//
//   node bench/item-web.mjs                 (build web and server, then measure)
//   node bench/item-web.mjs --no-build      (measure the current dist/)
//   node bench/item-web.mjs --items 20000 --rondas 5
//
// Each key is timed inside the page: from the key event's timestamp (keydown; beforeinput for a
// character typed without a key, «é») to the first frame presented (requestAnimationFrame, then a
// task) in which the input holds the new text and the suggestion list shows the items the domain's
// search finds for it, in order (computed here with the same buscarItems over the same rows).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, gql, waitFor } from './lib/servidor.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { indexarItems, buscarItems } = await import(
  new URL('../packages/domain/src/item/busqueda.ts', import.meta.url).href
);

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const ITEMS = Number(arg('items', 20_000));
const RONDAS = Number(arg('rondas', 5));
const LOTE = 1000; // the most rows one call admits

const pct = (xs, p) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const row = (label, xs) =>
  `${label.padEnd(34)} n=${String(xs.length).padStart(4)}  p50 ${pct(xs, 50).toFixed(1).padStart(6)} ms  p75 ${pct(xs, 75).toFixed(1).padStart(6)} ms  p95 ${pct(xs, 95).toFixed(1).padStart(6)} ms  máx ${Math.max(
    ...xs,
  )
    .toFixed(1)
    .padStart(6)} ms`;

// The catalogue (the same rows as bench/item.mjs): quick codes Q0…, EAN-13 barcodes, names of a word and a size.
const PALABRAS = [
  'café',
  'tornillo',
  'clavo',
  'martillo',
  'leche',
  'arroz',
  'frijol',
  'aceite',
  'jabón',
  'cuaderno',
  'lápiz',
  'cable',
  'foco',
  'tubo',
  'pintura',
];
const MEDIDAS = [
  'pequeño',
  'mediano',
  'grande',
  '1 kg',
  '500 g',
  '2 L',
  'caja 12',
  'rojo',
  'azul',
  'negro',
];
/** An EAN-13 of 12 digits and its check digit (the catalogue refuses a wrong one). */
const ean = (n) => {
  const d = String(744000000000 + n);
  const s = [...d].reduce((a, c, i) => a + Number(c) * (i % 2 ? 3 : 1), 0);
  return d + ((10 - (s % 10)) % 10);
};
const fila = (n) => ({
  codigoRapido: `Q${n}`,
  codigoBarras: ean(n),
  nombre: `${PALABRAS[n % PALABRAS.length]} ${MEDIDAS[Math.floor(n / PALABRAS.length) % MEDIDAS.length]} modelo ${n}`,
  precioUnitario: `${(n % 997) + 100},50`,
  categoria: `Línea ${n % 12}`,
});
const filas = Array.from({ length: ITEMS }, (_, i) => fila(i));
const indice = indexarItems(filas);
/** What the code cell lists for a text: the first 6 items, titled «quick code · name» (grid/items.ts). */
const titulos = (texto) =>
  buscarItems(indice, texto, 6).map((i) => `${i.codigoRapido} · ${i.nombre}`);

const CONSULTAS = [
  ['código rápido', 'Q1234'],
  ['parte del nombre', 'café gra'],
  ['código de barras', ean(Math.min(ITEMS - 1, 13579))],
];

if (!process.argv.includes('--no-build')) {
  console.log('Construyendo web y servidor…');
  execFileSync('corepack', ['pnpm', 'codegen'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
  });
  execFileSync(
    'corepack',
    ['pnpm', 'exec', 'turbo', 'run', 'build', '--filter=@jit/server', '--filter=@jit/web'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
    },
  );
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'jit-bench-item-web-'));
const userDataDir = mkdtempSync(join(tmpdir(), 'jit-bench-item-web-chromium-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const ctx = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
  viewport: { width: 1440, height: 1000 },
});

try {
  await waitFor(`${base}/health`);
  const { Frontend } = await gql(base, '{ Frontend { config { captchaSandboxToken } } }');
  const email = `bench-item-${Date.now()}@jit.test`;
  const password = 'Bench2026!';
  const { User } = await gql(
    base,
    'mutation($input: SignupInput!) { User { create(input: $input) { token } } }',
    {
      input: {
        fullname: 'Banco de Artículos',
        email,
        password,
        profile: 'PRO',
        reCaptcha: Frontend.config.captchaSandboxToken,
      },
    },
  );
  const token = User.create.token;
  await gql(
    base,
    'mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }',
    {},
    token,
  );
  const IMPORTAR =
    'mutation($f: [ItemFilaInput!]!) { Item { importar(filas: $f) { crear actualizar conErrores importado } } }';
  let t = Date.now();
  for (let i = 0; i < ITEMS; i += LOTE) {
    const r = await gql(base, IMPORTAR, { f: filas.slice(i, i + LOTE) }, token);
    if (!r.Item.importar.importado)
      throw new Error(`importación rechazada: ${JSON.stringify(r.Item.importar)}`);
  }
  const importMs = Date.now() - t;

  // The meter, in place before the app's scripts (its listeners run first). Node sets `esperado`
  // (the text after the next key and the titles the list must show) before each key.
  await ctx.addInitScript(() => {
    localStorage.setItem('sf-session-first', '1');
    const m = { esperado: null, t0: null, res: [] };
    window.__itemBench = m;
    const listo = () => {
      const e = m.esperado;
      const input = document.querySelector('[data-testid="editor-codigoCABYS"]');
      if (!e || !input || input.value !== e.texto) return false;
      const vistos = [
        ...document.querySelectorAll('[data-testid="grid-suggestions"] [role="option"]'),
      ]
        .slice(0, e.titulos.length)
        .map((o) => o.firstElementChild?.textContent);
      return vistos.length === e.titulos.length && vistos.every((x, i) => x === e.titulos[i]);
    };
    const obs = new MutationObserver(() => {
      if (m.t0 != null && listo()) fin(false);
    });
    // Shown in a frame being drawn (rAF): presented after this task; shown by a DOM change: in the next frame.
    const fin = (enFrame) => {
      const { t0, esperado } = m;
      m.t0 = null;
      m.esperado = null;
      obs.disconnect();
      const anota = () =>
        m.res.push({ q: esperado.q, texto: esperado.texto, ms: performance.now() - t0 });
      if (enFrame) setTimeout(anota, 0);
      else requestAnimationFrame(() => setTimeout(anota, 0));
    };
    const empieza = (e) => {
      if (!m.esperado || m.t0 != null) return;
      m.t0 = e.timeStamp;
      obs.observe(document.body, { childList: true, subtree: true, characterData: true });
      const frame = () => {
        if (m.t0 == null) return;
        if (listo()) fin(true);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
    window.addEventListener('keydown', empieza, true);
    window.addEventListener('beforeinput', empieza, true);
  });
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto(`${base}/`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/dashboard');

  t = Date.now();
  // The billing list is read in pages after the screen opens; the last page (no next one) ends it.
  // The editor is opened after it: one opened earlier keeps searching the list it started with.
  const listaCompleta = page.waitForResponse(
    async (r) =>
      r.url().endsWith('/graphql') &&
      (r.request().postData() ?? '').includes('ItemsParaFacturar') &&
      (await r.text()).includes('"hasNextPage":false'),
    { timeout: 180_000 },
  );
  await page.goto(`${base}/facturacion/facturar`);
  await page.getByTestId('total-comprobante').waitFor();
  // The CABYS catalogue in the browser, as a clerk has it after the first seconds.
  await page.locator('[data-cabys="local"]').waitFor({ timeout: 120_000 });
  await listaCompleta;
  const k = page.keyboard;
  await k.press('Alt+l');
  const editor = page.getByTestId('editor-codigoCABYS');
  await editor.waitFor();
  // The last item suggested: the list is indexed and the code cell searches it.
  const ultimo = `Q${ITEMS - 1}`;
  await k.type(ultimo);
  try {
    await page
      .getByRole('option', { name: new RegExp(`^${ultimo} · `) })
      .first()
      .waitFor({ timeout: 120_000 });
  } catch (err) {
    const vistos = await page.getByTestId('grid-suggestions').allTextContents();
    throw new Error(
      `la lista de facturables no llegó a ${ultimo}; la celda muestra ${JSON.stringify(vistos)}`,
      { cause: err },
    );
  }
  const listaMs = Date.now() - t;
  const limpia = async () => {
    await k.press('Control+a');
    await k.press('Backspace');
    await page.getByTestId('grid-suggestions').waitFor({ state: 'detached' });
  };
  await limpia();

  const tecla = async (q, texto, ch) => {
    const esperado = { q, texto, titulos: titulos(texto) };
    if (esperado.titulos.length === 0) throw new Error(`«${texto}» no encuentra artículos`);
    await page.evaluate((e) => (window.__itemBench.esperado = e), esperado);
    const n = await page.evaluate(() => window.__itemBench.res.length);
    await k.type(ch);
    try {
      await page.waitForFunction((n) => window.__itemBench.res.length > n, n, { timeout: 15_000 });
    } catch (err) {
      const vistos = await page
        .locator('[data-testid="grid-suggestions"] [role="option"]')
        .allTextContents();
      throw new Error(
        `tras «${texto}» la lista no mostró ${JSON.stringify(esperado.titulos)}; muestra ${JSON.stringify(vistos.slice(0, 6))}`,
        { cause: err },
      );
    }
  };
  // A round not counted (the page's code warm), then RONDAS rounds of every query, key by key.
  for (let r = 0; r <= RONDAS; r++) {
    if (r === 1) await page.evaluate(() => (window.__itemBench.res = []));
    for (const [q, consulta] of CONSULTAS) {
      for (let i = 0; i < consulta.length; i++)
        await tecla(q, consulta.slice(0, i + 1), consulta[i]);
      await limpia();
    }
  }
  const res = await page.evaluate(() => window.__itemBench.res);

  console.log('');
  console.log(
    `Búsqueda de artículos en la celda de código, ${ITEMS.toLocaleString('es-CR')} artículos (${await page.evaluate(() => navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium')})`,
  );
  console.log(
    `Node ${process.version}, ${cpus().length} núcleos, carga ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `Importación (Item.importar en lotes de ${LOTE}): ${(importMs / 1000).toFixed(1)} s; pantalla hasta la lista de facturables completa: ${(listaMs / 1000).toFixed(1)} s`,
  );
  console.log(`Tecla → sugerencias nuevas pintadas, ${RONDAS} rondas:`);
  for (const [q, consulta] of CONSULTAS)
    console.log(
      '  ' +
        row(
          `${q} «${consulta}»`,
          res.filter((x) => x.q === q).map((x) => x.ms),
        ),
    );
  console.log(
    '  ' +
      row(
        'todas',
        res.map((x) => x.ms),
      ) +
      '   (meta p75 < 100 ms)',
  );
} finally {
  await ctx.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(userDataDir, { recursive: true, force: true });
}
