// bench/web.mjs — builds the web app and the server, serves them, and prints two figures
// measured in Debian's Chromium: the initial JavaScript of the login route (gzip) and the lab
// LCP of /dashboard (cold HTTP cache, signed-in, median of 5). Figures only: never pass/fail.
//
//   node bench/web.mjs            (build, then measure)
//   node bench/web.mjs --no-build (measure the current dist/)
//   node bench/web.mjs --url http://localhost:4000 (measure a server already running)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, gql, waitFor } from './lib/servidor.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
const GOALS = { loginJsKb: 250, lcpMs: 1500 };

function pnpm(args) {
  execFileSync('corepack', ['pnpm', ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const urlArg = process.argv.indexOf('--url');
const external = urlArg > 0 ? process.argv[urlArg + 1] : undefined;

if (!external && !process.argv.includes('--no-build')) {
  console.log('Construyendo web y servidor…');
  pnpm(['codegen']);
  pnpm(['--filter', '@jit/web', 'build']);
  pnpm(['--filter', '@jit/server', 'build']);
}

const port = external ? 0 : await freePort();
const dataDir = external ? null : mkdtempSync(join(tmpdir(), 'jit-bench-web-'));
const base = external ?? `http://127.0.0.1:${port}`;
const server = external
  ? null
  : spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

try {
  await waitFor(`${base}/health`);

  // 1. Initial JS of the login route: every script the browser loads until the form is idle.
  const ctx1 = await browser.newContext();
  await ctx1.addInitScript(() => localStorage.setItem('sf-session-first', '1'));
  const page1 = await ctx1.newPage();
  const scripts = new Map();
  page1.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    try {
      scripts.set(r.url(), gzipSync(await r.body()).length);
    } catch {
      /* redirected or aborted */
    }
  });
  await page1.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page1.getByRole('button', { name: 'Ingresar' }).waitFor();
  const loginBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  await ctx1.close();

  // 2. Lab LCP of /dashboard for a signed-in user, cold HTTP cache each run.
  const { Frontend } = await gql(base, '{ Frontend { config { captchaSandboxToken } } }');
  const email = `bench-${Date.now()}@jit.test`;
  const password = 'Bench2026!';
  await gql(
    base,
    'mutation($input: SignupInput!) { User { create(input: $input) { id } } }',
    { input: { fullname: 'Banco de Pruebas', email, password, profile: 'PRO', reCaptcha: Frontend.config.captchaSandboxToken } },
  );
  const ctx2 = await browser.newContext();
  await ctx2.addInitScript(() => localStorage.setItem('sf-session-first', '1'));
  const page2 = await ctx2.newPage();
  await page2.goto(`${base}/`);
  await page2.getByLabel('Correo electrónico').fill(email);
  await page2.getByLabel(/^Contraseña/).fill(password);
  await page2.getByRole('button', { name: 'Ingresar' }).click();
  await page2.waitForURL('**/dashboard');
  const cdp = await ctx2.newCDPSession(page2);
  const lcps = [];
  for (let i = 0; i < RUNS; i++) {
    await cdp.send('Network.clearBrowserCache');
    await page2.goto(`${base}/dashboard`, { waitUntil: 'load' });
    await page2.getByTestId('dashboard-greeting').waitFor();
    await page2.waitForLoadState('networkidle');
    const lcp = await page2.evaluate(
      () =>
        new Promise((res) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            res(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    lcps.push(lcp);
  }
  await ctx2.close();

  const kb = loginBytes / 1024;
  console.log('');
  console.log(`JS inicial de la ruta de login (gzip): ${kb.toFixed(1)} KB en ${scripts.size} archivos (meta ≤ ${GOALS.loginJsKb} KB)`);
  console.log(`LCP de laboratorio de /dashboard (caché HTTP fría, mediana de ${RUNS}): ${median(lcps).toFixed(0)} ms (meta ≤ ${GOALS.lcpMs} ms; corridas: ${lcps.map((x) => x.toFixed(0)).join(', ')})`);
} finally {
  await browser.close();
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
