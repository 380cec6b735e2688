// Which test files of a package may share a worker's process and module cache (vitest's
// `isolate: false`), and which must run alone. Sharing saves loading the package's modules and
// its environment (jsdom) again for every file; but a module that a file replaces with vi.mock
// stays replaced in the worker's cache for the files after it (vitest-dev/vitest#11152). So the
// files that mock a module run isolated, and the split is read from the files themselves: a new
// test that mocks is isolated without anyone remembering to list it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const MOCK = /\bvi\.(?:mock|doMock)\(/;

function archivos(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'node_modules' ? [] : archivos(join(dir, e.name))) : [join(dir, e.name)],
  );
}

/**
 * Vitest projects for the test files `include` finds under `dirs` (relative to `root`): those that
 * mock a module, isolated; the rest sharing a process per worker. `exclude` is the base exclude
 * list. The root config sets neither `include` nor `exclude`: projects that extend it add theirs to
 * its lists. `comun` goes into each project only, such as a globalSetup, which in the root config
 * would also run for the root itself.
 */
export function proyectosPorAislamiento(root, dirs, include, nombre, exclude, comun = {}) {
  const conMock = dirs
    .flatMap((d) => archivos(join(root, d)))
    .filter((f) => /\.test\.tsx?$/.test(f) && MOCK.test(readFileSync(f, 'utf8')))
    .map((f) => relative(root, f));
  return [
    { extends: true, test: { ...comun, name: nombre, include, isolate: false, exclude: [...exclude, ...conMock] } },
    ...(conMock.length > 0 ? [{ extends: true, test: { ...comun, name: `${nombre} (aislados)`, include: conMock } }] : []),
  ];
}
