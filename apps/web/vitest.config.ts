import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { proyectosPorAislamiento } from '../../scripts/vitest-aislamiento.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // A screen's first render imports its module and Mantine under jsdom: on a loaded 2-core
    // machine that alone took over the default 5 s (banners.test.tsx in a newcomer's run).
    testTimeout: 20_000,
    // One jsdom and one load of the app's modules per worker, not per file (65 s → 15 s here);
    // files that mock a module run isolated (scripts/vitest-aislamiento.mjs).
    projects: proyectosPorAislamiento(root, ['src'], ['src/**/*.test.{ts,tsx}'], 'web', configDefaults.exclude),
  },
});
