// `node dist/main.js`: migrate, seed, serve. Stops gracefully on SIGTERM/SIGINT.
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { openDatabase } from './db/client.js';
import { createApp } from './app.js';
import { seedCatalogo } from './seed/catalogo.js';
import { DEMO, seedDemo } from './seed/demo.js';

async function main() {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    dataDir: config.DATABASE_URL ? undefined : config.dataDir,
    databaseUrl: config.DATABASE_URL,
    log,
  });
  await seedCatalogo(database.db);
  const seeded = config.SEED_DEMO ? await seedDemo(database.db, new Date()) : false;
  const app = await createApp({ config, database, log });
  const server = await app.listen(config.PORT, config.HOST);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  let vacuum: NodeJS.Timeout | null = null;
  if (database.kind === 'pglite' && config.VACUUM_HOURS > 0) {
    vacuum = setInterval(() => {
      database.vacuum().then(
        () => log.info('VACUUM (ANALYZE) terminado'),
        (e: unknown) => log.warn({ err: e }, 'VACUUM falló'),
      );
    }, config.VACUUM_HOURS * 3600_000);
    vacuum.unref();
  }

  const url = `http://localhost:${port}`;
  log.info({ url, database: database.kind, seeded }, 'JIT listo');
  process.stdout.write(
    [
      '',
      `  JIT está sirviendo en ${url}`,
      `  Base de datos: ${database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Entrar como la dueña demo:  ${DEMO.email} / ${DEMO.password}`,
      `  Entrar como el cajero demo: ${DEMO.subEmail} / ${DEMO.subPassword}`,
      '',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'deteniendo: terminando las solicitudes en curso');
    if (vacuum) clearInterval(vacuum);
    await app.close();
    await database.close();
    log.info('detenido');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((e: unknown) => {
  process.stderr.write(`No se pudo iniciar JIT: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
