// Per-item figures from the lines: a customer's purchases grouped by item (ventasCliente), the
// sales statistics per item, customer and Costa Rica day (crearEstadisticas, aggregated in SQL
// with the purchase-statistics rules of the domain: 'ND' for a missing receptor, porc with 3
// decimals) and the purchase documents with their lines for the client-side statistics.
import { RECEPTOR_ND, roundPercent, toD, toDecimalString } from '@jit/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../../db/types.js';
import { dinero, donde, type Alcance } from './reportes.js';

const signo = (a: Alcance) => sql`(case when ${a.esNota} then -1 else 1 end)`;

/** A customer's lines grouped by item (or by detalle when the line has no item); credit notes subtract. */
export async function itemGroup(tx: Tx, a: Alcance) {
  const rows = await rowsOf<{
    item_id: string | null;
    item_nombre: string | null;
    detalle: string;
    cabys: string | null;
    unidad: string | null;
    transacciones: string;
    documentos: string;
    cantidad: string;
    neta: string;
    impuesto: string;
    total: string;
    ultima: Date | string;
  }>(
    tx,
    sql`select l.item_id, max(l.item_nombre) as item_nombre, min(l.detalle) as detalle, max(l.codigo_cabys) as cabys, max(l.unidad_medida) as unidad,
          count(*) as transacciones, count(distinct f.id) as documentos,
          sum(${signo(a)} * l.cantidad) as cantidad, sum(${signo(a)} * l.sub_total * f.tipo_cambio) as neta,
          sum(${signo(a)} * l.impuesto_neto * f.tipo_cambio) as impuesto, sum(${signo(a)} * l.monto_total_linea * f.tipo_cambio) as total,
          max(f.fecha_emision) as ultima
        from factura f join factura_linea l on l.emisor_id = ${a.emisorId}::uuid and l.factura_id = f.id
        where ${donde(a)}
        group by l.item_id, case when l.item_id is null then l.detalle end
        order by neta desc, detalle`,
  );
  return rows.map((r) => ({
    item: r.item_id ? { _id: r.item_id, nombre: r.item_nombre } : null,
    detalle: r.item_nombre ?? r.detalle,
    codigoCABYS: r.cabys,
    unidadMedida: r.unidad,
    transacciones: Number(r.transacciones),
    documentos: Number(r.documentos),
    cantidad: toDecimalString(toD(r.cantidad)),
    totalVentaNeta: dinero(r.neta),
    impuestoNeto: dinero(r.impuesto),
    total: dinero(r.total),
    ultimaVenta: new Date(r.ultima),
  }));
}

/** How many customers each item lists (the biggest first). */
export const RECEPTORES_POR_ITEM = 20;

/** Sales statistics per item name (largest first), with its top customers and its Costa Rica days. */
export async function estadisticasVentas(tx: Tx, a: Alcance) {
  // One pass over the period's lines: per item, per item and customer, per item and day, and the
  // number of documents (grouping sets: the join is read once).
  const rows = await rowsOf<{
    g: number;
    nombre: string | null;
    id: string | null;
    rnombre: string | null;
    dia: string | null;
    transacciones: string;
    documentos: string;
    cantidad: string;
    neta: string;
    total: string;
  }>(
    tx,
    sql`select grouping(coalesce(l.item_nombre, l.detalle), f.receptor_id, x.dia) as g,
          coalesce(l.item_nombre, l.detalle) as nombre, f.receptor_id::text as id, max(f.receptor_nombre) as rnombre, x.dia,
          count(*) as transacciones, count(distinct f.id) as documentos, sum(l.cantidad) as cantidad,
          sum(l.sub_total * f.tipo_cambio) as neta, sum(l.monto_total_linea * f.tipo_cambio) as total
        from factura f
        join factura_linea l on l.emisor_id = ${a.emisorId}::uuid and l.factura_id = f.id
        cross join lateral (select to_char((f.fecha_emision at time zone 'UTC') - interval '6 hours', 'YYYY-MM-DD') as dia) x
        where ${donde(a)}
        group by grouping sets ((coalesce(l.item_nombre, l.detalle)), (coalesce(l.item_nombre, l.detalle), f.receptor_id), (coalesce(l.item_nombre, l.detalle), x.dia), ())`,
  );
  // grouping(): bit 2 = item, bit 1 = receptor, bit 0 = día (1 when rolled up).
  const items = rows.filter((r) => Number(r.g) === 3);
  const total = rows.find((r) => Number(r.g) === 7);
  const grand = items.reduce((s, r) => s.plus(r.neta), toD(0));
  const porItem = new Map(
    items.map((r) => [
      r.nombre!,
      {
        nombre: r.nombre!,
        transacciones: Number(r.transacciones),
        cantidad: toDecimalString(toD(r.cantidad)),
        totalVentaNeta: dinero(r.neta),
        total: dinero(r.total),
        porc: toDecimalString(
          grand.isZero() ? toD(0) : roundPercent(toD(r.neta).times(100).div(grand)),
        ),
        receptores: [] as {
          id: string;
          nombre: string;
          transacciones: number;
          totalVentaNeta: string;
        }[],
        dias: [] as { date: string; transacciones: number; totalVentaNeta: string }[],
        orden: toD(r.neta),
      },
    ]),
  );
  for (const r of rows) {
    const it = porItem.get(r.nombre ?? '');
    if (!it) continue;
    if (Number(r.g) === 1)
      it.receptores.push({
        id: r.id ?? RECEPTOR_ND,
        nombre: r.id ? (r.rnombre ?? RECEPTOR_ND) : RECEPTOR_ND,
        transacciones: Number(r.transacciones),
        totalVentaNeta: dinero(r.neta),
      });
    else if (Number(r.g) === 2)
      it.dias.push({
        date: r.dia!,
        transacciones: Number(r.transacciones),
        totalVentaNeta: dinero(r.neta),
      });
  }
  const lista = [...porItem.values()].sort(
    (x, y) => y.orden.comparedTo(x.orden) || (x.nombre < y.nombre ? -1 : 1),
  );
  for (const it of lista) {
    it.receptores = it.receptores
      .sort(
        (x, y) => toD(y.totalVentaNeta).comparedTo(x.totalVentaNeta) || x.id.localeCompare(y.id),
      )
      .slice(0, RECEPTORES_POR_ITEM);
    it.dias.sort((x, y) => x.date.localeCompare(y.date));
  }
  return {
    documentos: Number(total?.documentos ?? 0),
    totalVentaNeta: dinero(grand),
    items: lista.map(({ orden: _orden, ...it }) => it),
  };
}

/** The purchase documents of the period by registration date, newest first, each with its lines. */
export async function documentosCompra(tx: Tx, a: Alcance) {
  const docs = await rowsOf<{
    id: string;
    documento: string;
    receptor_id: string | null;
    receptor_nombre: string | null;
    receptor_identificacion: string | null;
    created_at: Date | string;
    codigo_moneda: string;
    tipo_cambio: string;
  }>(
    tx,
    sql`select f.id, f.documento, f.receptor_id, f.receptor_nombre, f.receptor_identificacion, f.created_at, f.codigo_moneda, f.tipo_cambio
        from factura f where ${donde(a)} order by f.created_at desc, f.id desc`,
  );
  if (docs.length === 0) return [];
  const lineas = await rowsOf<{
    factura_id: string;
    item_id: string | null;
    nombre: string;
    monto: string;
    cantidad: string;
  }>(
    tx,
    sql`select l.factura_id, l.item_id, coalesce(l.item_nombre, l.detalle) as nombre, l.monto_total_linea as monto, l.cantidad
        from factura_linea l
        where l.emisor_id = ${a.emisorId}::uuid and l.factura_id = any(${`{${docs.map((d) => d.id).join(',')}}`}::uuid[])
        order by l.factura_id, l.numero_linea`,
  );
  const porDoc = new Map<string, typeof lineas>();
  for (const l of lineas) {
    const xs = porDoc.get(l.factura_id);
    if (xs) xs.push(l);
    else porDoc.set(l.factura_id, [l]);
  }
  return docs.map((d) => ({
    _id: d.id,
    documento: d.documento,
    createdAt: new Date(d.created_at),
    receptor:
      d.receptor_nombre || d.receptor_id
        ? {
            id: d.receptor_id,
            nombre: d.receptor_nombre,
            identificacion: d.receptor_identificacion,
          }
        : null,
    items: (porDoc.get(d.id) ?? []).map((l) => ({
      _id: l.item_id,
      nombre: l.nombre,
      montoTotalLinea: toDecimalString(toD(l.monto)),
      cantidad: toDecimalString(toD(l.cantidad)),
      codigoMoneda: d.codigo_moneda,
      tipoCambio: toDecimalString(toD(d.tipo_cambio)),
    })),
  }));
}
