// The issuer's files: stored in the database beside its other rows (row-level security covers
// them) and served at an unguessable public address, /archivos/{emisor}/{archivo}/{firma}: an
// <img> cannot send the session's token, and an item image is no secret once it is on a menu. A
// file never changes (a new image is a new file), so browsers may keep it for a year.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { archivo } from '../../db/schema/index.js';
import type { Db, Tx } from '../../db/types.js';
import { withTenant } from '../../db/tenant.js';
import type { RouteAnswer } from '../../server-module.js';

export type ArchivosPublicos = {
  /** The path of a stored file (the web puts its own origin in front). */
  ruta(emisorId: string, archivoId: string): string;
  /** The file a public path names, when its signature is right. */
  archivoDe(path: string): { emisorId: string; archivoId: string } | null;
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const RUTA = new RegExp(`^/archivos/(${UUID})/(${UUID})/([\\w-]{32})$`, 'i');

const firma = (secret: string, emisorId: string, archivoId: string) =>
  createHmac('sha256', secret).update(`archivo:${emisorId}/${archivoId}`).digest('base64url').slice(0, 32);

export function createArchivos(secret: string): ArchivosPublicos {
  return {
    ruta: (e, a) => `/archivos/${e}/${a}/${firma(secret, e, a)}`,
    archivoDe(path) {
      const m = RUTA.exec(path);
      if (!m) return null;
      const emisorId = m[1]!.toLowerCase();
      const archivoId = m[2]!.toLowerCase();
      const a = Buffer.from(firma(secret, emisorId, archivoId));
      const b = Buffer.from(m[3]!);
      return a.length === b.length && timingSafeEqual(a, b) ? { emisorId, archivoId } : null;
    },
  };
}

/** Stores a file of a record (`duenoTipo` 'item', its id) in the caller's transaction; returns its id. */
export async function guardarArchivo(
  tx: Tx,
  f: { emisorId: string; duenoTipo: string; duenoId: string; nombre: string; tipo: string; datos: Buffer; now: Date },
): Promise<string> {
  const id = uuidv7();
  await tx.insert(archivo).values({ emisorId: f.emisorId, id, duenoTipo: f.duenoTipo, duenoId: f.duenoId, nombre: f.nombre, tipo: f.tipo, tamano: f.datos.length, datos: f.datos, createdAt: f.now });
  return id;
}

/** Deletes files of a record (the ids it no longer uses). */
export async function borrarArchivos(tx: Tx, duenoTipo: string, duenoId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(archivo).where(and(eq(archivo.duenoTipo, duenoTipo), eq(archivo.duenoId, duenoId), inArray(archivo.id, [...ids])));
}

const noEncontrado: RouteAnswer = { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'No se encontró el archivo.' };

/** Answers GET /archivos/…: the file when the signature matches a stored one, else 404. */
export async function servirArchivo(db: Db, archivos: ArchivosPublicos, path: string): Promise<RouteAnswer> {
  const ref = archivos.archivoDe(path);
  if (!ref) return noEncontrado;
  const [row] = await withTenant(db, ref.emisorId, (tx) => tx.select({ tipo: archivo.tipo, datos: archivo.datos }).from(archivo).where(eq(archivo.id, ref.archivoId)));
  if (!row) return noEncontrado;
  return {
    status: 200,
    headers: { 'content-type': row.tipo, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff', 'content-length': String(row.datos.length) },
    body: row.datos,
  };
}
