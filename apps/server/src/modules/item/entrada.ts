// An ItemInput read into the item's columns: every field checked (Spanish message on its input
// path), prices computed by the domain (ruling A1-2), composite cost from its components and the
// general cost from its cost list, references (discounts, categories, components, costs, accounts)
// checked against the issuer's rows in the caller's transaction.
import { calcularPrecios, costoCompuesto, costoGeneral, normalizarCalendario, plegar, tipoItem, toD, UTILIDAD_DEFECTO, type OrigenPrecio } from '@jit/domain';
import { inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { costo, descuento, item, itemCategoria, type LineaComposicion } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, fromDomain } from '../../errors.js';
import type { ItemInput } from '../../generated/graphql.js';
import { cuentaValida } from '../contabilidad/index.js';
import { largo } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { cabys, codigoBarras, codigoComercial, impuestos, moneda, monto, texto, unidad } from './campos.js';

export type ItemRow = typeof item.$inferSelect;
export type ItemDatos = Omit<ItemRow, 'emisorId' | 'id' | 'createdAt' | 'updatedAt' | 'cantidad' | 'imgArchivoId' | 'altImg' | 'attributes' | 'itemRefId' | 'costoExtra'>;

const ORIGENES: readonly OrigenPrecio[] = ['costo', 'utilidad', 'precioUnitario', 'precioInvertido'];

/** Ids that must all be rows of the issuer's `tabla` (ids are checked before the query). */
async function existentes<R extends { id: string }>(ids: readonly string[], field: string, leer: (ids: string[]) => Promise<R[]>, nombre: string): Promise<Map<string, R>> {
  const malos = ids.findIndex((id) => !esUuid(id));
  if (malos >= 0) throw badInput(`${nombre} no existe.`, `${field}.${malos}`);
  const rows = ids.length ? await leer([...new Set(ids)]) : [];
  const m = new Map(rows.map((r) => [r.id, r]));
  const falta = ids.findIndex((id) => !m.has(id));
  if (falta >= 0) throw badInput(`${nombre} no existe.`, `${field}.${falta}`);
  return m;
}

/** Composition lines with the component's (or cost's) current name, unit and cost. */
async function lineas(
  tx: Tx,
  lista: readonly { _idItem: string; porcion: string }[],
  field: string,
  deCostos: boolean,
  propio: string | null,
): Promise<LineaComposicion[]> {
  if (lista.length > 100) throw badInput('Una receta admite como máximo 100 líneas.', field);
  const ids = lista.map((l) => l._idItem);
  if (propio && ids.includes(propio)) throw badInput('Un artículo no puede ser componente de sí mismo.', `${field}.${ids.indexOf(propio)}._idItem`);
  const rows = deCostos
    ? await existentes(ids, field, (x) => tx.select({ id: costo.id, nombre: costo.nombre, unidadMedida: costo.unidadMedida, c: costo.costoUnitarioTotal, clase: costo.clase }).from(costo).where(inArray(costo.id, x)), 'El costo')
    : await existentes(ids, field, (x) => tx.select({ id: item.id, nombre: item.nombre, unidadMedida: item.unidadMedida, c: item.costoUnitarioTotal }).from(item).where(inArray(item.id, x)), 'El componente');
  return lista.map((l, i) => {
    const r: { nombre: string; unidadMedida: string; c: string; clase?: string } = rows.get(l._idItem)!;
    if (deCostos && r.clase === 'GastosActivos') throw badInput('La lista de costos admite costos fijos y variables, no gastos ni activos.', `${field}.${i}._idItem`);
    const porcion = monto(l.porcion, `${field}.${i}.porcion`, 'La porción');
    if (!porcion || porcion.isZero()) throw badInput('La porción debe ser mayor que cero.', `${field}.${i}.porcion`);
    return { _id: uuidv7(), _idItem: l._idItem, nombre: r.nombre, unidadMedida: r.unidadMedida, costoUnitario: r.c, porcion: porcion.toFixed() };
  });
}

/** The columns of an item from its input; `previo` is the stored row when updating. */
export async function datosItem(tx: Tx, emisorId: string, now: Date, input: ItemInput, previo: ItemRow | null): Promise<ItemDatos> {
  const tipo = tipoItem(texto(input.tipo) ?? previo?.tipo ?? '02');
  if (!tipo) throw badInput('El tipo debe ser 01 Materia prima, 02 Reventa, 03 Manufacturado, 04 Consumible o 05 Servicio.', 'tipo');
  const nombre = largo(input.nombre, 'nombre', 3, 200, 'el nombre', true)!;
  const clasificacion = texto(input.clasificacion) ?? tipo.clasificacion;
  if (!['producto', 'servicio'].includes(clasificacion)) throw badInput('La clasificación debe ser producto o servicio.', 'clasificacion');
  const cab = cabys(input.codigo, 'codigo');
  const impuesto = impuestos(input.impuesto, cab?.tarifa ?? null, 'impuesto');
  const esCompuesto = input.esCompuesto ?? false;
  const composicion = esCompuesto ? await lineas(tx, input.composicion ?? [], 'composicion', false, previo?.id ?? null) : [];
  const listaCostos = await lineas(tx, input.listaCostos ?? [], 'listaCostos', true, null);
  const costoBase = esCompuesto ? costoCompuesto(composicion) : monto(input.costoUnitarioTotal, 'costoUnitarioTotal', 'El costo') ?? 0;
  const utilidad = input.utilidad ?? String(UTILIDAD_DEFECTO);
  if (input.utilidad != null && toD(input.utilidad).lt(-100)) throw badInput('La utilidad no puede ser menor que -100 %.', 'utilidad');
  const precioUnitario = monto(input.precioUnitario, 'precioUnitario', 'El precio');
  const precioInvertido = monto(input.precioInvertido, 'precioInvertido', 'El precio con impuestos');
  const origen = (texto(input.origenPrecio) ?? (precioUnitario ? 'precioUnitario' : precioInvertido ? 'precioInvertido' : 'costo')) as OrigenPrecio;
  if (!ORIGENES.includes(origen)) throw badInput('origenPrecio debe ser costo, utilidad, precioUnitario o precioInvertido.', 'origenPrecio');
  const precios = calcularPrecios({ costoUnitarioTotal: costoBase, utilidad, precioUnitario, precioInvertido, tarifas: impuesto.map((t) => t.tarifa), desde: origen });
  const minimo = monto(input.minimo, 'minimo', 'El mínimo');
  const maximo = monto(input.maximo, 'maximo', 'El máximo');
  if (minimo && maximo && maximo.lt(minimo)) throw badInput('El máximo no puede ser menor que el mínimo.', 'maximo');
  const cal = normalizarCalendario(input.priceDateRange ?? []);
  if (!cal.ok) throw fromDomain(cal);
  const descuentos = (input.descuento ?? []).map((d) => d._id);
  if (descuentos.length > 5) throw badInput('Un artículo admite como máximo 5 descuentos (los de una línea v4.4).', 'descuento');
  await existentes(descuentos, 'descuento', (x) => tx.select({ id: descuento.id }).from(descuento).where(inArray(descuento.id, x)), 'El descuento');
  const categorias = [...new Set(input.categoria ?? [])];
  await existentes(categorias, 'categoria', (x) => tx.select({ id: itemCategoria.id }).from(itemCategoria).where(inArray(itemCategoria.id, x)), 'La categoría');
  const tag = (input.tag ?? []).map((t, i) => ({ key: largo(t.key, `tag.${i}.key`, 1, 60, 'la etiqueta', true)!, value: largo(t.value, `tag.${i}.value`, 0, 200, 'el valor') ?? '' }));
  if (tag.length > 30) throw badInput('Un artículo admite como máximo 30 etiquetas.', 'tag');
  const hora = (v: string | null | undefined, f: string) => {
    const t = texto(v);
    if (t && !/^([01]\d|2[0-3]):[0-5]\d$/.test(t)) throw badInput('La hora debe tener la forma HH:MM (24 horas).', f);
    return t;
  };
  if (input.posIndex != null && input.posIndex < 0) throw badInput('La posición no puede ser negativa.', 'posIndex');
  if (input.duracion != null && input.duracion < 0) throw badInput('La duración no puede ser negativa.', 'duracion');
  const codigoRapido = codigoComercial(input.codigoRapido, 'codigoRapido', 'El código rápido');
  const sku = codigoComercial(input.SKU, 'SKU', 'El SKU');
  const barras = codigoBarras(input.codigoBarras, 'codigoBarras');
  const nombreCorto = largo(input.nombreCorto, 'nombreCorto', 1, 80, 'el nombre corto');
  return {
    tipo: tipo.codigo,
    nombre,
    nombrePlano: plegar(nombre),
    nombreCorto,
    descripcion: largo(input.descripcion, 'descripcion', 1, 2000, 'la descripción'),
    nombreEN: largo(input.nombreEN, 'nombreEN', 1, 200, 'el nombre en inglés'),
    descripcionEN: largo(input.descripcionEN, 'descripcionEN', 1, 2000, 'la descripción en inglés'),
    codigoRapido,
    sku,
    codigoBarras: barras,
    codigo: cab?.codigo ?? null,
    clasificacion,
    unidadMedida: unidad(input.unidadMedida, clasificacion === 'servicio' ? 'Sp' : 'Unid', 'unidadMedida'),
    unidadMedidaComercial: largo(input.unidadMedidaComercial, 'unidadMedidaComercial', 1, 20, 'la unidad comercial'),
    codigoMoneda: moneda(input.codigoMoneda, 'codigoMoneda'),
    costoUnitarioTotal: precios.costoUnitarioTotal.toFixed(),
    costoUnitarioTotalGeneral: costoGeneral(precios.costoUnitarioTotal, listaCostos).toFixed(),
    utilidad: precios.utilidad.toFixed(),
    precioUnitario: precios.precioUnitario.toFixed(),
    precioVenta: precios.precioVenta.toFixed(),
    precioInvertido: precios.precioInvertido.toFixed(),
    impuesto,
    descuentos,
    esCompuesto,
    composicion,
    listaCostos,
    minimo: minimo?.toFixed() ?? null,
    maximo: maximo?.toFixed() ?? null,
    permiteInventarioNegativo: input.permiteInventarioNegativo ?? false,
    bajoDemanda: input.bajoDemanda ?? false,
    bajoProduccion: input.bajoProduccion ?? false,
    stockState: input.stockState ?? true,
    preparable: input.preparable ?? false,
    preparableItem: (input.preparableItem as Record<string, unknown> | null | undefined) ?? null,
    options: input.options ?? null,
    tag,
    categorias,
    subCategorias: (input.subCategorias ?? []).map((s, i) => largo(s, `subCategorias.${i}`, 1, 80, 'la subcategoría', true)!),
    priceDateRange: cal.value.map((e) => ({ i: e.i, date: e.date, price: e.price.toFixed() })),
    posIndex: input.posIndex ?? 99999,
    showVariantAsOptions: input.showVariantAsOptions ?? false,
    customVariantPrice: input.customVariantPrice ?? false,
    cuentaContablePorCobrar: await cuentaValida(tx, emisorId, now, input.cuentaContablePorCobrar, 'cuentaContablePorCobrar'),
    cuentaContablePorPagar: await cuentaValida(tx, emisorId, now, input.cuentaContablePorPagar, 'cuentaContablePorPagar'),
    duracion: input.duracion ?? null,
    checkIn: hora(input.checkIn, 'checkIn'),
    checkOut: hora(input.checkOut, 'checkOut'),
    nextDay: input.nextDay ?? null,
    busqueda: busquedaDe({ nombre, nombreCorto, codigoRapido, sku, codigoBarras: barras, codigo: cab?.codigo ?? null }),
  };
}

/** The one text a search reads (folded name, short name and codes). */
export const busquedaDe = (r: { nombre: string; nombreCorto: string | null; codigoRapido: string | null; sku: string | null; codigoBarras: string | null; codigo: string | null }): string =>
  plegar([r.nombre, r.nombreCorto, r.codigoRapido, r.sku, r.codigoBarras, r.codigo].filter(Boolean).join(' '));
