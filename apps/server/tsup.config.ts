import { defineConfig } from 'tsup';

// The server ships as one bundle with our workspace packages inlined; npm dependencies stay
// external (PGlite's WebAssembly, argon2's native binary) and load from node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@jit\//],
});
