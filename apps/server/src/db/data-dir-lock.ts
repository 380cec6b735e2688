// PGlite is one process's database: two servers on one folder would corrupt it. The first
// process holds DATA_DIR/pglite.lock (with its pid); a second one refuses to start, unless the
// lock's owner is gone (a crash), in which case the lock is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the exclusive lock of a data folder; returns its release function. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && alive(owner)) {
        throw new Error(
          `La base de datos en ${dir} ya está abierta por el proceso ${owner}. ` +
            'Detén ese servidor o usa otro DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`No se pudo tomar el candado de ${dir}`);
}
