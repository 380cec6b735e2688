// The supplier mailbox's SMTP listener (ruling E-2, behind BUZON_SMTP_PORT): suppliers' servers
// deliver to compras+<issuer>@… directly. A recipient that is no issuer's address is refused at
// RCPT; the mail is answered 250 only after recibirCorreo stored it, so a server killed mid-way
// makes the sender retry (and the Message-ID keeps the retry once): nothing is lost.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { ModuleDeps, Workers } from '../../server-module.js';
import { emisorDeDireccion, recibirCorreo } from './buzon.js';
import { correoDeMime } from './buzon-mime.js';

/** 20 MB: an invoice's XML and PDF with room to spare. */
const TAMANO_MAXIMO = 20 * 1024 * 1024;

export function buzonSmtp(d: ModuleDeps, opciones: { host: string; port: number; alEscuchar?: (port: number) => void }): Workers {
  const server = new SMTPServer({
    name: 'buzon.jit.cr',
    banner: 'Buzón de compras de JIT',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: TAMANO_MAXIMO,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!emisorDeDireccion(address.address)) {
        const e = new Error('Buzón desconocido: use la dirección compras+<emisor>@ que da JIT.') as Error & { responseCode: number };
        e.responseCode = 550;
        callback(e);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (c: Buffer) => partes.push(c));
      stream.on('end', () => {
        const fuente = Buffer.concat(partes);
        void (async () => {
          try {
            if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) throw Object.assign(new Error('El correo pasa del tamaño máximo de 20 MB.'), { responseCode: 552 });
            // One record per issuer addressed (a mail copied to two issuers' mailboxes is each one's).
            for (const r of session.envelope.rcptTo) await recibirCorreo(d, await correoDeMime(fuente, r.address));
            callback();
          } catch (e) {
            d.log.error({ err: e }, 'buzón SMTP: no se guardó un correo');
            callback(e instanceof Error ? e : new Error(String(e)));
          }
        })();
      });
    },
  });
  return {
    start() {
      server.listen(opciones.port, opciones.host, () => opciones.alEscuchar?.((server.server.address() as AddressInfo).port));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
