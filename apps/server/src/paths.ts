import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds a folder of apps/server (drizzle migrations, assets) from wherever this code runs:
 * the sources under src/ in tests and development, or the bundle in dist/ in production.
 */
export function serverPath(relative: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`No se encontró ${relative} junto al servidor`);
}
