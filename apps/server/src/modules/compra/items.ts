// The catalogue as purchases see it (ruling E-5): what can be bought, and «Nuevo artículo» from a
// purchase line, which is the catalogue's own create (its checks, its codes, its guard on types).
import { asc, inArray } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { item } from '../../db/schema/index.js';
import type { ItemCompraInput } from '../../generated/graphql.js';
import { badInput } from '../../errors.js';
import { mismoEmisor } from '../emisor/index.js';
import { crearItem, itemsSalida } from '../item/index.js';

/** Merchandise, raw materials and assets (01, 02, 04) with their variants: what a supplier sells us. */
export const TIPOS_COMPRA = ['01', '02', '04'];

export async function readItemsCompras(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx, s) => itemsSalida(ctx, tx, s.emisorId, await tx.select().from(item).where(inArray(item.tipo, TIPOS_COMPRA)).orderBy(asc(item.nombrePlano), asc(item.id))));
}

export async function addItemCompras(ctx: Context, input: ItemCompraInput) {
  const tipo = input.tipo?.trim() || '01';
  if (!TIPOS_COMPRA.includes(tipo)) throw badInput('Desde una compra se crean artículos de tipo 01, 02 o 04.', 'input.tipo');
  return crearItem(ctx, {
    nombre: input.nombre,
    tipo,
    SKU: input.SKU,
    descripcion: input.descripcion,
    codigoRapido: input.codigoRapido,
    unidadMedida: input.unidadMedida,
    codigo: input.codigo,
    clasificacion: 'producto',
  });
}
