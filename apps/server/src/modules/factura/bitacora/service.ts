// The document's log and its XML files (Bitacora.readByIdFactura, Bitacora.downloadXML).
import { asc, eq } from 'drizzle-orm';
import type { Context } from '../../../context.js';
import { bitacora, facturaXml } from '../../../db/schema/index.js';
import { notFound } from '../../../errors.js';
import { estadoCodigo } from '../catalogos.js';
import { leerVisible } from '../filas.js';
import { withSession } from '../../../auth/session.js';
import { esUuid } from '../../validate.js';
import { nombreArchivo } from '../modelo.js';

/** Oldest first; an unknown document (or another issuer's) has an empty log. */
export async function readByIdFactura(ctx: Context, idFactura: string) {
  if (!esUuid(idFactura)) return [];
  const rows = await withSession(ctx, async (tx, s) =>
    (await leerVisible(tx, s, idFactura))
      ? tx
          .select()
          .from(bitacora)
          .where(eq(bitacora.facturaId, idFactura))
          .orderBy(asc(bitacora.createdAt), asc(bitacora.id))
      : [],
  );
  return rows.map((r) => ({
    _id: r.id,
    createdAt: r.createdAt,
    estadoDocumento: estadoCodigo(r.estadoDocumento),
    mensaje: r.mensaje,
  }));
}

/** The signed XML as sent, Hacienda's answer and (receiver messages) the received document. */
export async function downloadXML(ctx: Context, id: string) {
  return withSession(ctx, async (tx, s) => {
    const row = await leerVisible(tx, s, id);
    if (!row) throw notFound('No se encontró el documento.');
    const [x] = await tx.select().from(facturaXml).where(eq(facturaXml.facturaId, row.id));
    return {
      id: row.id,
      clave: row.clave ?? row.claveFE,
      nombre: `${nombreArchivo(row)}.xml`,
      xml: x?.xmlFirmado ?? null,
      respuestaXml: x?.respuestaXml ?? null,
      xmlRecibido: x?.xmlRecibido ?? null,
    };
  });
}
