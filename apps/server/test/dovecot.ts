// A real IMAP server for the tests: Debian's Dovecot (package dovecot-imapd, which npm test installs
// when it runs as root), started in the foreground on a free local port with its own configuration,
// mail and sockets in a temporary folder, one user and password, no TLS. Stopped by its process id.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const DOVECOT = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'].find((p) => existsSync(p));

export type Dovecot = { host: string; port: number; user: string; pass: string; stop: () => Promise<void> };

const puertoLibre = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/** Resolves once the server greets (* OK) on its port. */
async function saluda(port: number, hasta: number): Promise<void> {
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = createConnection({ host: '127.0.0.1', port }, () => undefined);
      c.once('data', (b) => (c.destroy(), resolve(b.toString().startsWith('* OK'))));
      c.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > hasta) throw new Error(`Dovecot no respondió en el puerto ${port}.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startDovecot(): Promise<Dovecot> {
  if (!DOVECOT) throw new Error('Falta Dovecot: instala el paquete de Debian «dovecot-imapd» (apt-get install dovecot-imapd) y vuelve a intentar.');
  const dir = await mkdtemp(join(tmpdir(), 'jit-dovecot-'));
  const root = process.getuid?.() === 0;
  // As root Dovecot runs its parts as its own users and the mail as nobody (never as root); otherwise
  // everything runs as whoever runs the tests.
  const yo = userInfo();
  const mailUid = root ? 65534 : yo.uid;
  const mailGid = root ? 65534 : yo.gid;
  await chmod(dir, 0o755);
  await mkdir(join(dir, 'mail'));
  if (root) await chown(join(dir, 'mail'), mailUid, mailGid);
  const port = await puertoLibre();
  const conf = `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = jit-${port}
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${root ? 'dovecot' : yo.username}
default_internal_group = ${root ? 'dovecot' : execFileSync('id', ['-gn']).toString().trim()}
default_login_user = ${root ? 'dovenull' : yo.username}
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = static
  args = password=secreto
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`;
  await writeFile(join(dir, 'dovecot.conf'), conf);
  const proc: ChildProcess = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  const salio = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  await saluda(port, Date.now() + 15_000);
  return {
    host: '127.0.0.1',
    port,
    user: 'compras',
    pass: 'secreto',
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await salio;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
