// Variants (ruling A1-5, DECISIONS #19): items with itemRefId, named 'item name [label]' (spec 3
// §3), with their own codes, stock and, with customVariantPrice, their own price; otherwise the
// item's price plus costoExtra. What makes them the item's (type, CABYS, unit, currency, taxes,
// discounts, categories, accounts) is copied from it, and copied again whenever the item changes.
import { calcularPrecios, etiquetaVariante, nombreVariante, plegar, precioVariante, roundAmount } from '@jit/domain';
import { and, asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { item } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, conflict, fromDomain, notFound } from '../../errors.js';
import type { VariantInput } from '../../generated/graphql.js';
import { esUuid } from '../validate.js';
import { puedeEscribirTipos } from './acceso.js';
import { codigoBarras, codigoComercial, monto } from './campos.js';
import { codigoRepetido, codigosLibres } from './codigos-libres.js';
import { busquedaDe, type ItemRow } from './entrada.js';
import { itemPorId, salida } from './filas.js';

/** The fields a variant takes from its item. */
const heredado = (p: ItemRow) => ({
  tipo: p.tipo,
  clasificacion: p.clasificacion,
  codigo: p.codigo,
  unidadMedida: p.unidadMedida,
  unidadMedidaComercial: p.unidadMedidaComercial,
  codigoMoneda: p.codigoMoneda,
  impuesto: p.impuesto,
  descuentos: p.descuentos,
  categorias: p.categorias,
  subCategorias: p.subCategorias,
  cuentaContablePorCobrar: p.cuentaContablePorCobrar,
  cuentaContablePorPagar: p.cuentaContablePorPagar,
});

/** A variant's prices from its item's (A1-5), its cost and its extra. */
function preciosVariante(p: ItemRow, v: { costo: string; costoExtra: string | null; custom: boolean; precio: string | null }) {
  const precio = precioVariante(p, { customVariantPrice: v.custom, precioUnitario: v.precio, costoExtra: v.costoExtra });
  const r = calcularPrecios({ costoUnitarioTotal: v.costo, utilidad: p.utilidad, precioUnitario: precio, tarifas: p.impuesto.map((t) => t.tarifa), desde: 'precioUnitario' });
  return {
    costoUnitarioTotal: r.costoUnitarioTotal.toFixed(),
    costoUnitarioTotalGeneral: r.costoUnitarioTotal.toFixed(),
    utilidad: r.utilidad.toFixed(),
    precioUnitario: r.precioUnitario.toFixed(),
    precioVenta: r.precioVenta.toFixed(),
    precioInvertido: r.precioInvertido.toFixed(),
  };
}

/** Copies the item's fields (and, without their own price, its price) to its variants. */
export async function seguirAlItem(tx: Tx, p: ItemRow, now: Date): Promise<void> {
  const vs = await tx.select().from(item).where(eq(item.itemRefId, p.id)).for('update');
  for (const v of vs) {
    const e = etiquetaVariante(v.nombre);
    const nombre = nombreVariante(p.nombre, e.ok ? e.value : v.nombre).slice(0, 200);
    const precios = preciosVariante(p, { costo: v.costoUnitarioTotal, costoExtra: v.costoExtra, custom: v.customVariantPrice, precio: v.precioUnitario });
    await tx
      .update(item)
      .set({ ...heredado(p), ...precios, nombre, nombrePlano: plegar(nombre), busqueda: busquedaDe({ ...v, nombre }), updatedAt: now })
      .where(eq(item.id, v.id));
  }
}

/** Item.saveVariant: creates or updates a variant of input.itemRefId. */
export async function saveVariant(ctx: Context, input: VariantInput) {
  const now = ctx.now();
  const e = etiquetaVariante(input.nombre);
  if (!e.ok) throw fromDomain(e);
  return withSession(ctx, async (tx, s) => {
    const p = await itemPorId(tx, input.itemRefId, true);
    if (p.itemRefId) throw badInput('Una variante no puede tener variantes: elija el artículo.', 'itemRefId');
    puedeEscribirTipos(s, [p.tipo]);
    const hermanas = await tx.select().from(item).where(eq(item.itemRefId, p.id));
    const previo = input._id ? hermanas.find((h) => h.id === input._id) : null;
    if (input._id && !previo) throw notFound('La variante no existe en este artículo.');
    const nombre = nombreVariante(p.nombre, e.value);
    if (nombre.length > 200) throw badInput('El nombre de la variante (artículo y etiqueta) supera los 200 caracteres.', 'nombre');
    if (hermanas.some((h) => h.id !== previo?.id && etiquetaVariante(h.nombre).ok && plegar(h.nombre) === plegar(nombre)))
      throw conflict(`«${p.nombre}» ya tiene la variante «${e.value}».`, 'nombre');
    const codigos = {
      codigoRapido: codigoComercial(input.codigoRapido, 'codigoRapido', 'El código rápido'),
      sku: codigoComercial(input.SKU, 'SKU', 'El SKU'),
      codigoBarras: codigoBarras(input.codigoBarras, 'codigoBarras'),
    };
    await codigosLibres(tx, codigos, previo?.id ?? null);
    const custom = input.customVariantPrice ?? false;
    const precio = monto(input.precioUnitario, 'precioUnitario', 'El precio');
    if (custom && !precio) throw badInput('Con precio propio, escriba el precio de la variante.', 'precioUnitario');
    const costoExtra = input.costoExtra != null ? roundAmount(input.costoExtra).toFixed() : null;
    const minimo = monto(input.minimo, 'minimo', 'El mínimo');
    const maximo = monto(input.maximo, 'maximo', 'El máximo');
    if (minimo && maximo && maximo.lt(minimo)) throw badInput('El máximo no puede ser menor que el mínimo.', 'maximo');
    const costo = monto(input.costoUnitarioTotal, 'costoUnitarioTotal', 'El costo')?.toFixed() ?? p.costoUnitarioTotal;
    const datos = {
      ...heredado(p),
      ...codigos,
      ...preciosVariante(p, { costo, costoExtra, custom, precio: precio?.toFixed() ?? null }),
      nombre,
      nombrePlano: plegar(nombre),
      nombreEN: input.nombreEN?.trim() || null,
      descripcion: input.descripcion?.trim() || null,
      descripcionEN: input.descripcionEN?.trim() || null,
      costoExtra,
      customVariantPrice: custom,
      stockState: input.stockState ?? true,
      minimo: minimo?.toFixed() ?? null,
      maximo: maximo?.toFixed() ?? null,
      posIndex: input.posIndex ?? 99999,
      options: input.options ?? null,
      busqueda: busquedaDe({ nombre, nombreCorto: null, ...codigos, codigo: p.codigo }),
      updatedAt: now,
    };
    const [row] = previo
      ? await tx.update(item).set(datos).where(eq(item.id, previo.id)).returning()
      : await tx.insert(item).values({ ...datos, emisorId: s.emisorId, id: uuidv7(), itemRefId: p.id, createdAt: now }).returning();
    return (await salida(ctx, tx, s.emisorId, [row!]))[0]!;
  }).catch(codigoRepetido);
}

/** Item.readVariantsByItem: by posIndex, then name. */
export async function readVariantsByItem(ctx: Context, id: string) {
  if (!esUuid(id)) return [];
  return withSession(ctx, async (tx, s) => {
    const rows = await tx.select().from(item).where(and(eq(item.itemRefId, id))).orderBy(asc(item.posIndex), asc(item.nombrePlano), asc(item.id));
    return salida(ctx, tx, s.emisorId, rows);
  });
}
