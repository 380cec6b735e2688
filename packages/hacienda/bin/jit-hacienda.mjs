#!/usr/bin/env node
// Committed shim so installs find the bin before the first build; the CLI itself is built to dist/cli.js.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
if (!existsSync(cli)) {
  console.error(
    'jit-hacienda no está compilado: ejecute `corepack pnpm --filter @jit/hacienda build`.',
  );
  process.exit(1);
}
await import(cli);
