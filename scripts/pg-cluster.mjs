// A throwaway PostgreSQL cluster for the test run: initdb in a temp folder, started on a free
// port of 127.0.0.1, stopped and removed afterwards. As root it runs as the `postgres` user
// (PostgreSQL refuses to run as root), creating that user if the system lacks it.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebian, isRoot, mustRun, postgresBinDir } from './lib.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function userIds(name) {
  const r = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  if (r.status !== 0) return null;
  const g = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
}

/** `settings`: more `-c name=value` server settings (the bench loads pg_stat_statements). */
export async function startCluster(settings = {}) {
  let bin = postgresBinDir();
  if (!bin) {
    await ensureDebian('pg_ctl', 'postgresql', ['/usr/lib/postgresql/15/bin/pg_ctl']);
    bin = postgresBinDir();
  }
  if (!bin) throw new Error('No encuentro initdb/pg_ctl de PostgreSQL.');
  const dir = mkdtempSync(join(tmpdir(), 'jit-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  let asUser = [];
  if (isRoot()) {
    let ids = userIds('postgres');
    if (!ids) {
      await mustRun('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
      ids = userIds('postgres');
    }
    chownSync(dir, ids.uid, ids.gid);
    chmodSync(dir, 0o700);
    asUser = ['runuser', '-u', 'postgres', '--'];
  }
  const exec = (cmd, args) => (asUser.length ? mustRun(asUser[0], [...asUser.slice(1), join(bin, cmd), ...args]) : mustRun(join(bin, cmd), args));
  await exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${Object.entries(settings).map(([k, v]) => ` -c ${k}=${v}`).join('')}`;
  await exec('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
