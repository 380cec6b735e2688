// IMAP polling of an existing mailbox (ruling E-2, behind BUZON_IMAP_HOST/USER/PASS): every
// BUZON_IMAP_MS the unread mails of INBOX are taken in and only then marked read, so a server
// killed mid-way reads them again and the Message-ID keeps them once. The issuer is the
// compras+<issuer>@… address in the mail's headers (Delivered-To, To, Cc).
import { ImapFlow } from 'imapflow';
import type { ModuleDeps, Workers } from '../../server-module.js';
import { recibirCorreo } from './buzon.js';
import { correoDeMime } from './buzon-mime.js';
import { sondeo } from './sondeo.js';

export type ImapOpciones = { host: string; port: number; secure: boolean; user: string; pass: string; ms: number };

/** One round: the unread mails in, each marked read after it is stored; how many. */
export async function vueltaImap(d: ModuleDeps, o: ImapOpciones): Promise<number> {
  const client = new ImapFlow({ host: o.host, port: o.port, secure: o.secure, auth: { user: o.user, pass: o.pass }, logger: false });
  await client.connect();
  let n = 0;
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      const uids = (await client.search({ seen: false }, { uid: true })) || [];
      for (const uid of uids) {
        const m = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (!m || !m.source) continue;
        await recibirCorreo(d, await correoDeMime(m.source));
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        n++;
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => undefined);
  }
  return n;
}

export function buzonImap(d: ModuleDeps, o: ImapOpciones): Workers {
  return sondeo(d, 'buzón IMAP', o.ms, () => vueltaImap(d, o));
}
