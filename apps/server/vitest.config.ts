import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports": Node loads its CommonJS build for our dependencies, while Vite
    // would pick index.mjs for the test files. One copy for both, or instanceof checks fail.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The migrated database every harness starts from, made once per run.
    globalSetup: ['test/base-de-prueba.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: two files at a time, each with its own database.
    maxWorkers: 2,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
});
