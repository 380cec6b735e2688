// Items (spec 3 §7 "Items"): create (or update with _id), read, delete. Variants follow their item
// (variantes.ts); lists and searches are in listas.ts, images in imagenes.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { facturaLinea, item } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { ItemInput } from '../../generated/graphql.js';
import { borrarArchivos } from '../archivo/index.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { puedeEscribirTipos } from './acceso.js';
import { codigoRepetido, codigosLibres } from './codigos-libres.js';
import { datosItem, type ItemRow } from './entrada.js';
import { itemPorId, salida } from './filas.js';
import { seguirAlItem } from './variantes.js';

/** Item.create: with _id it updates (a variant keeps its item's fields, see saveVariant). */
export async function create(ctx: Context, input: ItemInput) {
  await mismoEmisor(ctx, input.emisor?._id);
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const previo = input._id ? await itemPorId(tx, input._id, true) : null;
    const d = await datosItem(tx, s.emisorId, now, input, previo);
    puedeEscribirTipos(s, [d.tipo, ...(previo ? [previo.tipo] : [])]);
    await codigosLibres(tx, d, previo?.id ?? null);
    let row: ItemRow;
    if (previo) {
      [row] = (await tx.update(item).set({ ...d, updatedAt: now }).where(eq(item.id, previo.id)).returning()) as [ItemRow];
      await seguirAlItem(tx, row, now);
    } else {
      [row] = (await tx.insert(item).values({ ...d, emisorId: s.emisorId, id: uuidv7(), createdAt: now, updatedAt: now }).returning()) as [ItemRow];
    }
    return (await salida(ctx, tx, s.emisorId, [row]))[0]!;
  }).catch(codigoRepetido);
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx, s) => {
    const rows = await tx.select().from(item).where(eq(item.id, id));
    return rows.length ? (await salida(ctx, tx, s.emisorId, rows))[0]! : null;
  });
}

/** Item.readByCodigoRapido: the quick code, else the barcode, else the SKU (a scanner reads any). */
export async function readByCodigoRapido(ctx: Context, codigo: string) {
  const c = codigo.trim().toLowerCase();
  if (!c || c.length > 40) return null;
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select()
      .from(item)
      .where(sql`lower(${item.codigoRapido}) = ${c} or lower(${item.codigoBarras}) = ${c} or lower(${item.sku}) = ${c}`);
    const rank = (r: ItemRow) => (r.codigoRapido?.toLowerCase() === c ? 0 : r.codigoBarras?.toLowerCase() === c ? 1 : 2);
    const best = rows.sort((a, b) => rank(a) - rank(b))[0];
    return best ? (await salida(ctx, tx, s.emisorId, [best]))[0]! : null;
  });
}

/** Why an item cannot go (ruling A1-9), or null when nothing refers to it. */
async function enUso(tx: Tx, r: ItemRow): Promise<string | null> {
  const [linea] = await tx.select({ n: facturaLinea.numeroLinea }).from(facturaLinea).where(eq(facturaLinea.itemId, r.id)).limit(1);
  if (linea) return `«${r.nombre}» está en documentos emitidos: no se puede borrar. Desactívelo (Activo: no) para que no aparezca al facturar.`;
  const [variante] = await tx.select({ id: item.id }).from(item).where(eq(item.itemRefId, r.id)).limit(1);
  if (variante) return `«${r.nombre}» tiene variantes: bórrelas primero.`;
  const [receta] = await tx
    .select({ nombre: item.nombre })
    .from(item)
    .where(sql`${item.composicion} @> ${JSON.stringify([{ _idItem: r.id }])}::jsonb`)
    .limit(1);
  if (receta) return `«${r.nombre}» es componente de «${receta.nombre}»: quítelo de esa receta primero.`;
  return null;
}

/** Item.delete: per id a state and a message; nothing cascades. */
export async function remove(ctx: Context, idEmisor: string | null | undefined, ids: string[]) {
  await mismoEmisor(ctx, idEmisor);
  return withSession(ctx, async (tx, s) => {
    const validos = ids.filter(esUuid);
    const rows = validos.length ? await tx.select().from(item).where(inArray(item.id, validos)).for('update') : [];
    puedeEscribirTipos(s, rows.map((r) => r.tipo));
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const r = rows.find((x) => x.id === id);
      if (!r) {
        out.push({ _id: id, state: false, message: 'El artículo no existe.' });
        continue;
      }
      const motivo = await enUso(tx, r);
      if (motivo) {
        out.push({ _id: id, state: false, message: motivo });
        continue;
      }
      await tx.delete(item).where(and(eq(item.id, id)));
      await borrarArchivos(tx, 'item', id, [...(r.imgArchivoId ? [r.imgArchivoId] : []), ...r.altImg.map((a) => a.archivoId)]);
      out.push({ _id: id, state: true, message: `«${r.nombre}» borrado.` });
    }
    return out;
  });
}
