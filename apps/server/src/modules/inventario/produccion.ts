// Production orders (spec 3 §3 Produccion, rulings A2-2, A2-3): an order consumes the recipe of each
// produced item (porcion × quantity, at the components' pp) and brings the item in at what it
// consumed. The clerk produces from /produccion/producir; selling a composite produces it first
// (the factura.produccion effect). Only COMPLETADO exists, so an order is never edited or deleted.
import { consumoComposicion, costoUnitarioProducido, D, plegar, seProduceAlVender } from '@jit/domain';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { produccion, type ComponenteConsumido, type ItemProducido } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import { itemsPorId, mover, type ItemRow } from './existencias.js';

export type ProduccionRow = typeof produccion.$inferSelect;

export type Orden = {
  emisorId: string;
  usuarioId: string | null;
  now: Date;
  sequence?: number | null;
  orden?: string | null;
  startDate?: Date | null;
  endDate?: Date | null;
  expirationDate?: Date | null;
  location?: string | null;
  machine?: string[];
  facturaId?: string | null;
  documento?: string | null;
  /** An issued invoice always takes its components (ruling A2-9); the clerk respects each item's setting. */
  desdeFactura: boolean;
};

/** The next number of the issuer's orders (the numbering is serialized), or the one asked for if free. */
async function numero(tx: Tx, emisorId: string, pedido: number | null | undefined): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`produccion:${emisorId}`}))`);
  if (pedido && pedido > 0) {
    const [usado] = await tx.select({ id: produccion.id }).from(produccion).where(sql`${produccion.sequence} = ${pedido}`);
    if (usado) throw badInput(`La orden número ${pedido} ya existe.`, 'sequence');
    return pedido;
  }
  const [u] = await tx.select({ n: sql<number>`coalesce(max(${produccion.sequence}), 0)::int` }).from(produccion);
  return (u?.n ?? 0) + 1;
}

/** Produces `lineas` in one order: consumes components, brings the products in, writes the order. */
export async function producir(tx: Tx, o: Orden, lineas: readonly { item: ItemRow; cantidad: D }[]): Promise<ProduccionRow> {
  const id = uuidv7();
  const sequence = await numero(tx, o.emisorId, o.sequence);
  const documento = o.documento ?? `OP-${sequence}`;
  const componentes = await itemsPorId(tx, lineas.flatMap((l) => l.item.composicion.map((c) => c._idItem)));
  const items: ItemProducido[] = [];
  const consumo: ComponenteConsumido[] = [];
  let total = new D(0);
  for (const { item: it, cantidad } of lineas) {
    let valor = new D(0);
    for (const c of consumoComposicion(it.composicion, cantidad)) {
      const comp = componentes.get(c.itemId);
      if (!comp) throw badInput(`Un componente de «${it.nombre}» ya no existe: corrija su receta.`, 'item');
      let costo: D;
      let v: D;
      if (comp.clasificacion === 'producto') {
        const m = await mover(tx, o.emisorId, comp, { sentido: 'salida', cantidad: c.cantidad, permiteNegativo: o.desdeFactura || comp.permiteInventarioNegativo }, {
          origen: 'CONSUMO',
          fecha: o.now,
          documento,
          produccionId: id,
          facturaId: o.facturaId ?? null,
          descripcion: `Consumo para ${it.nombre}`,
          usuarioId: o.usuarioId,
        });
        v = new D(m.salidaValor);
        costo = new D(m.costoUnitario);
      } else {
        // A service in a recipe (labour): it costs what the catalogue says and moves no stock.
        costo = new D(comp.costoUnitarioTotal);
        v = costo.times(c.cantidad).toDecimalPlaces(5);
      }
      valor = valor.plus(v);
      consumo.push({ itemId: comp.id, nombre: comp.nombre, unidadMedida: comp.unidadMedida, cantidad: c.cantidad.toFixed(), costoUnitario: costo.toFixed(), valor: v.toFixed() });
    }
    const unitCost = costoUnitarioProducido(valor, cantidad);
    await mover(tx, o.emisorId, it, { sentido: 'entrada', cantidad, costoUnitario: unitCost }, {
      origen: 'PRODUCCION',
      fecha: o.now,
      documento,
      produccionId: id,
      facturaId: o.facturaId ?? null,
      descripcion: `Producción ${documento}`,
      usuarioId: o.usuarioId,
    });
    total = total.plus(valor);
    items.push({ _id: it.id, name: it.nombre, unit: it.unidadMedida, quantity: cantidad.toFixed(), unitCost: unitCost.toFixed(), itemRefId: it.itemRefId });
  }
  const busqueda = plegar([String(sequence), o.orden, o.location, documento, ...items.map((i) => i.name)].filter(Boolean).join(' '));
  const [row] = await tx
    .insert(produccion)
    .values({
      emisorId: o.emisorId,
      id,
      sequence,
      orden: o.orden ?? null,
      status: 'COMPLETADO',
      startDate: o.startDate ?? o.now,
      endDate: o.endDate ?? o.now,
      expirationDate: o.expirationDate ?? null,
      location: o.location ?? null,
      machine: o.machine ?? [],
      usuarioId: o.usuarioId,
      items,
      consumo,
      costoTotal: total.toFixed(),
      facturaId: o.facturaId ?? null,
      documento: o.documento ?? null,
      busqueda,
      createdAt: o.now,
      updatedAt: o.now,
    })
    .returning();
  return row!;
}

/** Whether an item is produced when sold or ordered (composite or made to order, with a recipe). */
export const producible = (it: ItemRow) => seProduceAlVender({ esCompuesto: it.esCompuesto, bajoProduccion: it.bajoProduccion, composicion: it.composicion });
