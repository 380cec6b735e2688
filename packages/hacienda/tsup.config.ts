import { defineConfig } from 'tsup';

// The CLI runs on plain Node: the workspace's @jit/domain is TypeScript source, so it is bundled
// (with its decimal.js); node-forge and libxml2-wasm (which loads its .wasm beside itself) stay
// external dependencies of this package.
export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'node20',
  noExternal: ['@jit/domain', 'decimal.js'],
});
