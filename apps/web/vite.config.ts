import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// One version string for the bundle and for dist/version.json, which the server publishes as
// Frontend.read: when they differ the app shows the new-version banner.
const builtAt = new Date().toISOString();
const version = process.env.JIT_WEB_VERSION ?? builtAt;

function versionFile(): Plugin {
  return {
    name: 'jit-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version, builtAt }) });
    },
  };
}

const api = process.env.JIT_API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), versionFile()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/health': { target: api, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The workspace packages are side-effect free by design (domain is pure, api holds typed
        // documents, ui renders props); saying so lets the bundler drop what a screen does not
        // use, e.g. decimal.js from the login.
        moduleSideEffects: (id: string) =>
          /\/packages\/(domain|api|ui)\/src\/.*\.tsx?$/.test(id) ? false : undefined,
      },
    },
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
});
