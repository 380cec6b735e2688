import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { proyectosPorAislamiento } from '../../scripts/vitest-aislamiento.mjs';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports": Node loads its CommonJS build for our dependencies, while Vite
    // would pick index.mjs for the test files. One copy for both, or instanceof checks fail.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: two files at a time, each with its own database.
    maxWorkers: 2,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    // The files of a worker share its process: the server's modules load once per worker instead
    // of once per file (about 2 s a file, 150 s a run). Every file starts its own database and app
    // (harness.ts) and gives back what it changes in the process; a file that mocks a module runs
    // isolated (scripts/vitest-aislamiento.mjs).
    projects: proyectosPorAislamiento(
      fileURLToPath(new URL('.', import.meta.url)),
      ['src', 'test'],
      ['src/**/*.test.ts', 'test/**/*.test.ts'],
      'servidor',
      configDefaults.exclude,
      // The migrated database every harness starts from, made once per run.
      { globalSetup: ['test/base-de-prueba.ts'] },
    ),
  },
});
