// `npm start`: everything a fresh machine needs, then the server. A second run skips what is
// already done (pnpm and turbo see nothing changed) and is up in seconds.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, findPnpm, pnpm, run, step } from './lib.mjs';

try {
  const p = await step('pnpm', async () => {
    const found = findPnpm();
    process.stdout.write(`  pnpm ${found.version} (${[found.cmd, ...found.pre].join(' ')})\n`);
    return found;
  });
  await step('Instalar dependencias', () => pnpm(p, ['install', '--frozen-lockfile', '--reporter=append-only']));
  await step('Generar código y construir', () =>
    pnpm(p, ['exec', 'turbo', 'run', 'build', '--filter=@jit/server', '--filter=@jit/web', '--output-logs=errors-only']),
  );
  const main = join(ROOT, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('No se construyó apps/server/dist/main.js');
  process.stdout.write('\n▶ Migrar, sembrar y servir\n');
  const env = { DATA_DIR: process.env.DATA_DIR ?? join(ROOT, 'data'), NODE_ENV: process.env.NODE_ENV ?? 'production' };
  // The server handles SIGTERM/SIGINT itself; pass them on and exit with its code.
  const code = await run(process.execPath, ['--enable-source-maps', main], { env });
  process.exit(code);
} catch (e) {
  if (!e?.reported) process.stderr.write(`${e instanceof Error ? e.message : e}\n`);
  process.exit(1);
}
