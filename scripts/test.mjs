// `npm test`: the same set-up as `npm start`, then every check. Each step says its name and
// time; the first failure stops the run with a non-zero exit code naming the step.
import { startCluster } from './pg-cluster.mjs';
import { ensureDebian, findPnpm, pnpm, step } from './lib.mjs';

const turbo = (p, task, extra = []) =>
  pnpm(p, ['exec', 'turbo', 'run', task, '--concurrency=2', '--output-logs=new-only', ...extra]);

let cluster = null;
const stopCluster = async () => {
  if (cluster) await cluster.stop();
  cluster = null;
};
process.on('SIGINT', () => void stopCluster().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopCluster().then(() => process.exit(143)));

try {
  const p = await step('pnpm', async () => findPnpm());
  await step('Instalar dependencias', () => pnpm(p, ['install', '--frozen-lockfile', '--reporter=append-only']));
  await step('Herramientas del sistema (xmlsec1, xmllint, Dovecot, Chromium, PostgreSQL)', async () => {
    await ensureDebian('xmlsec1', 'xmlsec1');
    await ensureDebian('xmllint', 'libxml2-utils');
    // A real IMAP server for the supplier mailbox's polling test (started by the test on a free port).
    await ensureDebian('dovecot', 'dovecot-imapd', ['/usr/sbin/dovecot']);
    process.env.CHROMIUM_PATH ??= await ensureDebian('chromium', 'chromium', ['/usr/bin/chromium']);
  });
  await step('Tipos (typecheck)', () => turbo(p, 'typecheck'));
  await step('Lint', () => turbo(p, 'lint'));
  await step('Pruebas unitarias, de propiedades e integración (PGlite)', () => turbo(p, 'test', ['--filter=!@jit/e2e']));
  await step('Pruebas de integración del servidor en PostgreSQL', async () => {
    cluster = await startCluster();
    process.stdout.write(`  clúster temporal en el puerto ${cluster.port}\n`);
    await pnpm(p, ['--filter', '@jit/server', 'exec', 'vitest', 'run'], { env: { TEST_DATABASE_URL: cluster.url } });
    await stopCluster();
  });
  await step('Construir', () => turbo(p, 'build', ['--filter=@jit/server', '--filter=@jit/web', '--filter=@jit/hacienda', '--filter=@jit/domain']));
  await step('Pruebas de punta a punta (Playwright en Chromium)', () =>
    pnpm(p, ['--filter', '@jit/e2e', 'test'], { env: { CHROMIUM_PATH: process.env.CHROMIUM_PATH, CI: process.env.CI ?? '' } }),
  );
  process.stdout.write('\n✔ Todas las pruebas pasaron.\n');
} catch (e) {
  await stopCluster();
  if (!e?.reported) process.stderr.write(`${e instanceof Error ? e.message : e}\n`);
  process.exit(1);
}
