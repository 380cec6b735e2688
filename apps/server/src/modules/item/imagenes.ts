// An item's images (spec 3 §7 setImage/deleteImage; image name 'main', c201), kept as the issuer's
// files: the main one in img, others in altImg by name. Replacing an image deletes the old file.
import { eq } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { item } from '../../db/schema/index.js';
import { badInput, notFound } from '../../errors.js';
import { borrarArchivos, guardarArchivo, leerImagen } from '../archivo/index.js';
import { largo, mismoEmisor } from '../emisor/index.js';
import { puedeEscribirTipos } from './acceso.js';
import { itemPorId, salida } from './filas.js';

/** How many extra images an item keeps. */
const ALT_MAXIMO = 8;

/** Item.setImage: stores the image and answers its public address. */
export async function setImage(ctx: Context, a: { emisor?: string | null; _id: string; image: string; name?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const name = largo(a.name ?? 'main', 'name', 1, 60, 'el nombre de la imagen', true)!;
  const img = leerImagen(a.image, 'image');
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const r = await itemPorId(tx, a._id, true);
    puedeEscribirTipos(s, [r.tipo]);
    const archivoId = await guardarArchivo(tx, { emisorId: s.emisorId, duenoTipo: 'item', duenoId: r.id, nombre: name, tipo: img.tipo, datos: img.datos, now });
    if (name === 'main') {
      await tx.update(item).set({ imgArchivoId: archivoId, updatedAt: now }).where(eq(item.id, r.id));
      await borrarArchivos(tx, 'item', r.id, r.imgArchivoId ? [r.imgArchivoId] : []);
    } else {
      const antes = r.altImg.find((x) => x.name === name);
      const alt = [...r.altImg.filter((x) => x.name !== name), { archivoId, name }];
      if (alt.length > ALT_MAXIMO) throw badInput(`Un artículo admite ${ALT_MAXIMO} imágenes adicionales.`, 'name');
      await tx.update(item).set({ altImg: alt, updatedAt: now }).where(eq(item.id, r.id));
      await borrarArchivos(tx, 'item', r.id, antes ? [antes.archivoId] : []);
    }
    return ctx.services.archivos.ruta(s.emisorId, archivoId);
  });
}

/** Item.deleteImage: by the image's address or its name. */
export async function deleteImage(ctx: Context, a: { _id: string; image: string }) {
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const r = await itemPorId(tx, a._id, true);
    puedeEscribirTipos(s, [r.tipo]);
    const ruta = (id: string) => ctx.services.archivos.ruta(s.emisorId, id);
    const es = (id: string, name: string) => a.image === name || a.image.endsWith(ruta(id));
    if (r.imgArchivoId && es(r.imgArchivoId, 'main')) {
      await tx.update(item).set({ imgArchivoId: null, updatedAt: now }).where(eq(item.id, r.id));
      await borrarArchivos(tx, 'item', r.id, [r.imgArchivoId]);
    } else {
      const alt = r.altImg.find((x) => es(x.archivoId, x.name));
      if (!alt) throw notFound('El artículo no tiene esa imagen.');
      await tx.update(item).set({ altImg: r.altImg.filter((x) => x !== alt), updatedAt: now }).where(eq(item.id, r.id));
      await borrarArchivos(tx, 'item', r.id, [alt.archivoId]);
    }
    const [row] = await tx.select().from(item).where(eq(item.id, r.id));
    return (await salida(ctx, tx, s.emisorId, [row!]))[0]!;
  });
}
