// Shared by `npm start` and `npm test`: find pnpm, run commands, install Debian packages when
// needed (only as root), and report each step so a failure says which one failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = JSON.parse(
  (await import('node:fs')).readFileSync(join(ROOT, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

const quiet = { stdio: 'ignore', cwd: ROOT };
export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Environment for every child: no telemetry, no browser downloads. */
export const baseEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  COREPACK_INTEGRITY_KEYS: '0',
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
};

/**
 * pnpm itself if installed, else corepack (with its signature check off), else npx. When pnpm is
 * not on the PATH, a small `pnpm` shim is put in front of it, because tools we run (turbo) look
 * for the package manager's binary by name.
 */
export function findPnpm() {
  const candidates = [
    ['pnpm', []],
    ['corepack', ['pnpm']],
    ['npx', ['-y', `pnpm@${PNPM_VERSION}`]],
  ];
  for (const [cmd, pre] of candidates) {
    const r = spawnSync(cmd, [...pre, '--version'], { ...quiet, env: baseEnv, encoding: 'utf8', stdio: 'pipe' });
    if (r.status === 0 && /^\d+\./.test(r.stdout.trim())) {
      if (cmd !== 'pnpm') {
        const dir = join(tmpdir(), `jit-pnpm-shim-${process.getuid?.() ?? 'u'}`);
        mkdirSync(dir, { recursive: true });
        const shim = join(dir, 'pnpm');
        writeFileSync(shim, `#!/bin/sh\nCOREPACK_INTEGRITY_KEYS=0 exec ${[cmd, ...pre].join(' ')} "$@"\n`, { mode: 0o755 });
        baseEnv.PATH = `${dir}${delimiter}${baseEnv.PATH ?? ''}`;
      }
      return { cmd, pre, version: r.stdout.trim() };
    }
  }
  throw new Error('No encontré pnpm: instala Node 20 con npm (npx) o corepack.');
}

/** Runs a command inheriting the terminal; resolves with its exit code. */
export function run(cmd, args, { env, ...opts } = {}) {
  return new Promise((resolve, reject) => {
    // `env` adds to the base environment; passing it whole would drop PATH (vitest's shell
    // launcher then finds neither sed nor node).
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...baseEnv, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

export async function mustRun(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) throw new Error(`«${[cmd, ...args].join(' ')}» terminó con código ${code}`);
}

export const pnpm = (p, args, opts) => mustRun(p.cmd, [...p.pre, ...args], opts);

const fmt = (ms) => (ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`);

/** A named step: prints its start and time, and names itself if it fails. */
export async function step(name, fn) {
  const t0 = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  try {
    const r = await fn();
    process.stdout.write(`✔ ${name} (${fmt(Date.now() - t0)})\n`);
    return r;
  } catch (e) {
    process.stderr.write(`\n✖ Falló el paso «${name}» tras ${fmt(Date.now() - t0)}: ${e instanceof Error ? e.message : e}\n`);
    throw Object.assign(new Error(name), { reported: true });
  }
}

const which = (bin) => spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).stdout.trim() || null;

let aptUpdated = false;
/** Makes sure a Debian package provides `bin`; installs it as root, else says what is missing. */
export async function ensureDebian(bin, pkg, extraPaths = []) {
  const found = which(bin) ?? extraPaths.find((p) => existsSync(p));
  if (found) return found;
  if (!isRoot() || !which('apt-get'))
    throw new Error(`Falta ${bin}: instala el paquete de Debian «${pkg}» (apt-get install ${pkg}) y vuelve a intentar.`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    await mustRun('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  await mustRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { env });
  const again = which(bin) ?? extraPaths.find((p) => existsSync(p));
  if (!again) throw new Error(`Instalé ${pkg} pero no encuentro ${bin}.`);
  return again;
}

/** The PostgreSQL server binaries (initdb, pg_ctl) of this machine, newest version first. */
export function postgresBinDir() {
  if (which('initdb') && which('pg_ctl')) return dirname(which('pg_ctl'));
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'pg_ctl'))) return join(base, v, 'bin');
  return null;
}
