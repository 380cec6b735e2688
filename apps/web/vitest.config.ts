import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A screen's first render imports its module and Mantine under jsdom: on a loaded 2-core
    // machine that alone took over the default 5 s (banners.test.tsx in a newcomer's run).
    testTimeout: 20_000,
  },
});
