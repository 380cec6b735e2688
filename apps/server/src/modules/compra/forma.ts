// What the compra operations return: rows in the schema's shapes.
import type { autoEmail, proveedor } from '../../db/schema/index.js';

export type ProveedorRow = typeof proveedor.$inferSelect;
export type AutoEmailRow = typeof autoEmail.$inferSelect;

export const proveedorOut = (r: ProveedorRow) => ({
  ...r,
  _id: r.id,
  identificacion: { tipo: r.tipoIdentificacion, numero: r.numeroIdentificacion },
});

export const autoEmailOut = (r: AutoEmailRow, conXml = false) => ({ ...r, _id: r.id, xml: conXml ? r.xml : null });

/** The next-page cursor of a (text, id) keyset list; the reader is validate.ts cursorTextoId. */
export function pagina<R extends { id: string }>(rows: R[], take: number, valor: (r: R) => string) {
  const feed = rows.slice(0, take);
  const last = feed[feed.length - 1];
  const hasNextPage = rows.length > take;
  return { feed, pageInfo: { hasNextPage, nextPageCursor: hasNextPage && last ? Buffer.from(JSON.stringify([valor(last), last.id])).toString('base64url') : null } };
}

/** The LIKE pattern of «contains this text», lower case, its wildcards escaped. */
export { patronContiene } from '../validate.js';

/** A unique-index violation's constraint name, or null when the error is something else. */
export function unicoViolado(e: unknown): string | null {
  const c = (e as { cause?: { code?: string; constraint?: string } }).cause ?? (e as { code?: string; constraint?: string });
  return c?.code === '23505' ? String(c.constraint ?? '') : null;
}
