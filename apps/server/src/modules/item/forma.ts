// Rows as the API gives them: codes with their Hacienda descriptions, the item's discounts as
// records, its images as public addresses. What a list of items needs from other rows (their
// discounts, how many variants each has) is read once for the whole list (extrasDe).
import { CODIGOS_DESCUENTO, CODIGOS_IMPUESTO, CODIGOS_TARIFA_IVA, UNIDADES_MEDIDA, descripcionDe, etiquetaVariante, tipoItem } from '@jit/domain';
import { and, count, inArray, isNotNull } from 'drizzle-orm';
import type { costo, itemCategoria } from '../../db/schema/index.js';
import { descuento, item } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { ArchivosPublicos } from '../archivo/index.js';
import { monedaDe } from '../catalogos/index.js';
import type { ItemRow } from './entrada.js';

export type DescuentoRow = typeof descuento.$inferSelect;
export type CostoRow = typeof costo.$inferSelect;
export type CategoriaRow = typeof itemCategoria.$inferSelect;

const catalogo = (table: readonly { codigo: string; descripcion: string }[], id: string) => ({ id, value: descripcionDe(table, id) ?? id, annotation: null });
const monedaOut = (id: string) => ({ id, value: monedaDe(id)?.value ?? id, simbolo: monedaDe(id)?.simbolo ?? id });

export const descuentoOut = (r: DescuentoRow) => ({
  _id: r.id,
  naturalezaDescuento: r.naturalezaDescuento,
  porcentajeDescuento: r.porcentajeDescuento,
  montoDescuento: r.montoDescuento,
  codigoDescuento: catalogo(CODIGOS_DESCUENTO, r.codigoDescuento),
  codigoDescuentoOTRO: r.codigoDescuentoOTRO,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const costoOut = (r: CostoRow) => ({
  _id: r.id,
  nombre: r.nombre,
  descripcion: r.descripcion,
  tipo: r.tipo,
  codigo: r.codigo,
  unidadMedida: catalogo(UNIDADES_MEDIDA, r.unidadMedida),
  codigoMoneda: monedaOut(r.codigoMoneda),
  costoUnitarioTotal: r.costoUnitarioTotal,
  cuentaContable: r.cuentaContable,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const categoriaOut = (r: CategoriaRow) => ({ _id: r.id, ...r, sub: r.sub.map((s) => ({ nombre: s.nombre, img: s.img })) });

/** What an item's answer needs beside its row. */
export type Extras = { descuentos: Map<string, DescuentoRow>; variantes: Map<string, number>; ruta: (archivoId: string) => string };

/** Reads the discounts and variant counts of a list of items at once. */
export async function extrasDe(tx: Tx, rows: readonly ItemRow[], archivos: ArchivosPublicos, emisorId: string): Promise<Extras> {
  const ids = [...new Set(rows.flatMap((r) => r.descuentos))];
  const desc = ids.length ? await tx.select().from(descuento).where(inArray(descuento.id, ids)) : [];
  const padres = rows.filter((r) => !r.itemRefId).map((r) => r.id);
  const cuentas = padres.length
    ? await tx.select({ ref: item.itemRefId, n: count() }).from(item).where(and(isNotNull(item.itemRefId), inArray(item.itemRefId, padres))).groupBy(item.itemRefId)
    : [];
  return {
    descuentos: new Map(desc.map((d) => [d.id, d])),
    variantes: new Map(cuentas.map((c) => [c.ref!, c.n])),
    ruta: (a) => archivos.ruta(emisorId, a),
  };
}

export function itemOut(r: ItemRow, x: Extras) {
  const tipo = tipoItem(r.tipo);
  const etiqueta = r.itemRefId ? etiquetaVariante(r.nombre) : null;
  return {
    ...r,
    _id: r.id,
    SKU: r.sku,
    etiqueta: etiqueta?.ok ? etiqueta.value : null,
    tipo: { id: r.tipo, value: tipo?.nombre ?? r.tipo, annotation: tipo?.descripcion ?? null },
    unidadMedida: catalogo(UNIDADES_MEDIDA, r.unidadMedida),
    codigoMoneda: monedaOut(r.codigoMoneda),
    impuesto: r.impuesto.map((t) => ({ codigo: catalogo(CODIGOS_IMPUESTO, t.codigo), codigoTarifa: t.codigoTarifa ? catalogo(CODIGOS_TARIFA_IVA, t.codigoTarifa) : null, tarifa: t.tarifa })),
    descuento: r.descuentos.flatMap((id) => {
      const d = x.descuentos.get(id);
      return d ? [descuentoOut(d)] : [];
    }),
    pp: null,
    categoria: r.categorias,
    img: r.imgArchivoId ? { src: x.ruta(r.imgArchivoId), name: 'main' } : null,
    altImg: r.altImg.map((a) => ({ src: x.ruta(a.archivoId), name: a.name })),
    variantes: x.variantes.get(r.id) ?? 0,
  };
}
