// The sandbox mailbox: a local folder that tests and the demo deliver supplier mails to, one JSON
// file per mail ({ mensajeId, de, para, adjuntos: [{ nombre, tipo, base64 }] }). The worker takes
// them in order; a file is removed only after its mail was stored, so a server killed mid-way
// takes it in again on restart and the Message-ID keeps it once.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ModuleDeps, Workers } from '../../server-module.js';
import { recibirCorreo, type Correo } from './buzon.js';
import { sondeo } from './sondeo.js';

type Archivo = { mensajeId: string; de: string; para: string; adjuntos: { nombre: string; tipo: string; base64: string }[] };

/** Takes in every mail waiting in the folder; how many were read. */
export async function vaciarBuzon(d: ModuleDeps, dir: string): Promise<number> {
  let nombres: string[];
  try {
    nombres = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return 0;
  }
  let n = 0;
  for (const nombre of nombres) {
    const ruta = join(dir, nombre);
    let correo: Correo;
    try {
      const a = JSON.parse(await readFile(ruta, 'utf8')) as Archivo;
      correo = { mensajeId: a.mensajeId || nombre, de: a.de ?? '', para: a.para ?? '', adjuntos: (a.adjuntos ?? []).map((x) => ({ nombre: x.nombre, tipo: x.tipo, contenido: Buffer.from(x.base64, 'base64') })) };
    } catch (e) {
      d.log.warn({ err: e, archivo: ruta }, 'buzón: correo ilegible, se deja');
      continue;
    }
    await recibirCorreo(d, correo);
    await rm(ruta, { force: true });
    n++;
  }
  return n;
}

/** Polls the folder every `ms` while the server runs. */
export function buzonSandbox(d: ModuleDeps, dir: string, ms: number): Workers {
  return sondeo(d, 'buzón', ms, () => vaciarBuzon(d, dir));
}
