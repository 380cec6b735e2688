// End-to-end suite: the built server (which serves the built web app) on a free port with a fresh
// data folder, driven in Debian's Chromium (never a downloaded browser). Build first:
//   corepack pnpm --filter @jit/web build && corepack pnpm --filter @jit/server build
// E2E_BASE_URL points the suite at a server that is already running instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The runner loads this file in every worker too: the port and folder chosen by the main process
// travel to them through the environment, so all agree.
if (!process.env.E2E_BASE_URL && !process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'jit-e2e-'));
}

const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './global-setup.ts',
  use: {
    baseURL,
    headless: true,
    locale: 'es-CR',
    timezoneId: 'America/Costa_Rica',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: external
    ? undefined
    : {
        command: 'node ../apps/server/dist/main.js',
        url: `${baseURL}/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(process.env.E2E_PORT),
          HOST: '127.0.0.1',
          DATA_DIR: String(process.env.E2E_DATA_DIR),
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          NODE_ENV: 'production',
          // The sandbox supplier mailbox the purchase journey delivers to (compra.spec.ts).
          BUZON_SANDBOX_DIR: join(String(process.env.E2E_DATA_DIR), 'buzon'),
          BUZON_MS: '500',
          // AutoPay's card tries seconds apart instead of an hour (cliente-recurrentes.spec.ts).
          AUTOPAY_REINTENTO_SEGUNDOS: '2',
        },
      },
});
