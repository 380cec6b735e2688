// Where the schemas are. The package ships its own copy in xsd/ (see xsd/SOURCES.md), found
// next to the sources (src/…) or the build (dist/…). JIT_HACIENDA_DATA points elsewhere: a
// folder with the same layout, e.g. the project's ../shared/data/hacienda or fresh official files.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = 'xmldsig-core-schema.xsd';

let cached: string | undefined;

/** The folder holding xmldsig-core-schema.xsd, xsd-4.4/rev-2026/ and xsd-4.3/. */
export function xsdDir(): string {
  const env = process.env.JIT_HACIENDA_DATA;
  if (env) {
    if (!existsSync(join(env, MARKER)))
      throw new Error(`JIT_HACIENDA_DATA=${env} no contiene ${MARKER}.`);
    return resolve(env);
  }
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'xsd');
    if (existsSync(join(candidate, MARKER))) return (cached = candidate);
    dir = dirname(dir);
  }
  throw new Error(
    'No se encontraron los esquemas XSD de Hacienda (carpeta xsd/ del paquete @jit/hacienda); defina JIT_HACIENDA_DATA.',
  );
}

const files = new Map<string, string>();

/** A schema file's text, relative to xsdDir(), read once. */
export function readXsd(relative: string): string {
  const path = join(xsdDir(), relative);
  let text = files.get(path);
  if (text === undefined) {
    text = readFileSync(path, 'utf8');
    files.set(path, text);
  }
  return text;
}
