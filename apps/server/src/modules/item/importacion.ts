// Importing an item sheet (the spreadsheet the browser read, as text by column): every row checked
// by the domain, then against the issuer's rows (codes used by another item, variants, categories);
// nothing is written while any row has an error. Then everything in one transaction, in batches
// that report progress on itemImportacion(clave). A row whose quick code, SKU or barcode is an
// item's updates that item (so a fixed sheet can be imported again); the rest are created.
import { UNIDADES_MEDIDA, isCodigoDe, plegar, revisarHoja, type FilaItem, type ItemImportado, type RevisionFila } from '@jit/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context, Session } from '../../context.js';
import { item, itemCategoria } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import type { ItemFilaInput } from '../../generated/graphql.js';
import { findCabys, monedaDe } from '../catalogos/index.js';
import { puedeEscribirTipos } from './acceso.js';
import { insertarCategorias } from './categorias.js';
import { busquedaDe } from './entrada.js';
import { planDeFilas, type Plan } from './importacion-plan.js';
import { seguirAlItem } from './variantes.js';

/** Most rows one import takes. */
export const FILAS_MAXIMO = 10_000;
const LOTE = 250;

const contexto = {
  tarifaCabys: (c: string) => findCabys(c)?.impuesto ?? null,
  unidadValida: (u: string) => isCodigoDe(UNIDADES_MEDIDA, u),
  monedaValida: (m: string) => monedaDe(m) !== null,
};

/** The sheet checked against the domain's rules and the issuer's rows, in `tx`. */
async function revisar(tx: Tx, s: Session, filas: readonly ItemFilaInput[], primeraFila: number): Promise<Plan> {
  if (filas.length === 0) throw badInput('La hoja no tiene filas.', 'filas');
  if (filas.length > FILAS_MAXIMO) throw badInput(`Una importación admite hasta ${FILAS_MAXIMO.toLocaleString('es-CR')} filas; divida la hoja.`, 'filas');
  const revision: RevisionFila[] = revisarHoja(filas as FilaItem[], contexto, primeraFila);
  puedeEscribirTipos(s, revision.flatMap((r) => (r.item ? [r.item.tipo] : [])));
  const codigos = [...new Set(revision.flatMap((r) => (r.item ? [r.item.codigoRapido, r.item.SKU, r.item.codigoBarras] : [])).flatMap((c) => (c ? [c.toLowerCase()] : [])))];
  // one JSON parameter, whatever the number of codes (a list of parameters has a ceiling)
  const lista = sql`(select jsonb_array_elements_text(${JSON.stringify(codigos)}::jsonb))`;
  const en = (c: AnyPgColumn) => sql`lower(${c}) in ${lista}`;
  const existentes = codigos.length
    ? await tx
        .select({ id: item.id, nombre: item.nombre, itemRefId: item.itemRefId, codigoRapido: item.codigoRapido, sku: item.sku, codigoBarras: item.codigoBarras })
        .from(item)
        .where(or(en(item.codigoRapido), en(item.sku), en(item.codigoBarras)))
    : [];
  const categorias = await tx.select({ id: itemCategoria.id, nombre: itemCategoria.nombre }).from(itemCategoria);
  const plan = planDeFilas(revision, existentes, categorias);
  // a bad row has no item: the clerk still finds it by the name the sheet gives
  for (const f of plan.filas) f.nombre ??= (filas[f.fila - primeraFila] as FilaItem | undefined)?.nombre?.trim() || null;
  return plan;
}

/** What the API answers about a plan. */
const resumen = (p: Plan, importado: boolean) => ({
  filas: p.filas.map((f) => ({ fila: f.fila, accion: f.accion, nombre: f.nombre, errores: f.errores })),
  crear: p.filas.filter((f) => f.accion === 'CREAR').length,
  actualizar: p.filas.filter((f) => f.accion === 'ACTUALIZAR').length,
  conErrores: p.filas.filter((f) => f.accion === 'ERROR').length,
  categoriasNuevas: p.categoriasNuevas,
  importado,
});

/** Item.revisarImportacion: nothing is written. */
export async function revisarImportacion(ctx: Context, filas: ItemFilaInput[], primeraFila: number | null | undefined) {
  return withSession(ctx, async (tx, s) => resumen(await revisar(tx, s, filas, primeraFila ?? 2), false));
}

/** The columns an imported row writes (the item's other fields, images and recipe stay). */
function columnas(it: ItemImportado, categorias: Map<string, string>) {
  const cat = it.categoria ? categorias.get(it.categoria.toLowerCase()) : undefined;
  return {
    tipo: it.tipo,
    clasificacion: it.clasificacion,
    nombre: it.nombre,
    nombrePlano: plegar(it.nombre),
    nombreCorto: it.nombreCorto,
    descripcion: it.descripcion,
    codigoRapido: it.codigoRapido,
    sku: it.SKU,
    codigoBarras: it.codigoBarras,
    codigo: it.codigo,
    unidadMedida: it.unidadMedida,
    codigoMoneda: it.codigoMoneda,
    costoUnitarioTotal: it.costoUnitarioTotal.toFixed(),
    costoUnitarioTotalGeneral: it.costoUnitarioTotal.toFixed(),
    utilidad: it.utilidad.toFixed(),
    precioUnitario: it.precioUnitario.toFixed(),
    precioVenta: it.precioVenta.toFixed(),
    precioInvertido: it.precioInvertido.toFixed(),
    impuesto: it.impuesto.map((t) => ({ codigo: t.codigo, codigoTarifa: t.codigoTarifaIVA, tarifa: t.tarifa })),
    minimo: it.minimo?.toFixed() ?? null,
    maximo: it.maximo?.toFixed() ?? null,
    stockState: it.stockState,
    ...(cat ? { categorias: [cat] } : {}),
    busqueda: busquedaDe({ nombre: it.nombre, nombreCorto: it.nombreCorto, codigoRapido: it.codigoRapido, sku: it.SKU, codigoBarras: it.codigoBarras, codigo: it.codigo }),
  };
}

/** Item.importar: all or nothing, in one transaction. */
export async function importar(ctx: Context, filas: ItemFilaInput[], primeraFila: number | null | undefined, clave: string | null | undefined) {
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const plan = await revisar(tx, s, filas, primeraFila ?? 2);
    if (plan.filas.some((f) => f.accion === 'ERROR')) return resumen(plan, false);
    const nuevas = await insertarCategorias(tx, s.emisorId, plan.categoriasNuevas.map((nombre) => ({ nombre, createdAt: now, updatedAt: now })));
    const categorias = new Map([...plan.categorias, ...nuevas.map((c) => [c.nombre.toLowerCase(), c.id] as const)]);
    const total = plan.filas.length;
    const actualizar = plan.filas.flatMap((f) => (f.itemId ? [f.itemId] : []));
    const conVariantes = new Set(
      actualizar.length
        ? (await tx.selectDistinct({ id: item.itemRefId }).from(item).where(sql`${item.itemRefId}::text in (select jsonb_array_elements_text(${JSON.stringify(actualizar)}::jsonb))`)).map((r) => r.id!)
        : [],
    );
    const avisar = (hechas: number) => clave && ctx.services.events.publish('item:importacion', s.emisorId, { clave, hechas, total });
    for (let i = 0; i < total; i += LOTE) {
      const lote = plan.filas.slice(i, i + LOTE);
      const nuevos = lote.filter((f) => f.accion === 'CREAR');
      if (nuevos.length)
        await tx.insert(item).values(nuevos.map((f) => ({ ...columnas(f.item!, categorias), emisorId: s.emisorId, id: uuidv7(), createdAt: now, updatedAt: now })));
      for (const f of lote.filter((x) => x.accion === 'ACTUALIZAR')) {
        const [row] = await tx.update(item).set({ ...columnas(f.item!, categorias), updatedAt: now }).where(eq(item.id, f.itemId!)).returning();
        if (row && conVariantes.has(row.id)) await seguirAlItem(tx, row, now);
      }
      avisar(Math.min(i + LOTE, total));
    }
    return resumen(plan, true);
  });
}
