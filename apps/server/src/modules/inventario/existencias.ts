// The one way stock moves: lock the item's running stock, apply the domain's kardex (pp with FIFO
// beside it), write the movement with its running balance, and keep item.cantidad in step. Every
// caller (the clerk's entries, losses and counts, production, the invoice effects) runs it inside
// its own transaction, so a movement and the balance it leaves are never apart.
import { anularEntrada, D, entradaAlPP, entradaInventario, plegar, roundAmount, salidaInventario, type Kardex, type MovimientoKardex, type MovimientoPosterior } from '@jit/domain';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { inventarioExistencia, inventarioMovimiento, item, type OrigenMovimiento } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import { encolarAsiento, KIND_INVENTARIO_CONTABLE } from '../contabilidad/index.js';

export type ItemRow = typeof item.$inferSelect;
export type MovimientoRow = typeof inventarioMovimiento.$inferSelect;

/** What a movement says besides its quantities. */
export type Datos = {
  origen: OrigenMovimiento;
  fecha: Date;
  documento?: string | null;
  facturaId?: string | null;
  numeroLinea?: number | null;
  produccionId?: string | null;
  proveedor?: string | null;
  descripcion?: string | null;
  tipoId?: string | null;
  causa?: string | null;
  observacion?: string | null;
  usuarioId?: string | null;
};

/**
 * In: with a unit cost (controlled) or at the current pp. Out: always at pp (ruling A2-1). Undoing an
 * entry (a purchase cancelled, DECISIONS #123): the ledger without it, from the balance it found.
 */
export type Cambio =
  | { sentido: 'entrada'; cantidad: D; costoUnitario: D | null }
  | { sentido: 'salida'; cantidad: D; permiteNegativo: boolean }
  | { sentido: 'anulacion'; antes: { cantidad: D; valor: D; pp: D }; posteriores: MovimientoPosterior[] };

/** The item's running stock, locked until the transaction ends (created empty on its first movement). */
export async function kardexBloqueado(tx: Tx, emisorId: string, itemId: string): Promise<Kardex> {
  // One statement: created on the first movement, locked (the no-op update takes the row lock) and read.
  const [e] = await tx
    .insert(inventarioExistencia)
    .values({ emisorId, itemId })
    .onConflictDoUpdate({ target: [inventarioExistencia.emisorId, inventarioExistencia.itemId], set: { itemId: sql`excluded.item_id` } })
    .returning();
  if (!e) throw new Error(`existencia de ${itemId} no encontrada`);
  return {
    cantidad: new D(e.cantidad),
    valor: new D(e.valor),
    pp: new D(e.pp),
    capas: e.capas.map((c) => ({ cantidad: new D(c.cantidad), valor: new D(c.valor), costoUnitario: new D(c.costoUnitario) })),
  };
}

const NOMBRE_SALIDA = 'cantidad';

/** Applies one change to one item and writes its movement; a refused exit is BAD_USER_INPUT in Spanish. */
export async function mover(tx: Tx, emisorId: string, it: ItemRow, cambio: Cambio, datos: Datos): Promise<MovimientoRow> {
  const k = await kardexBloqueado(tx, emisorId, it.id);
  let r: { kardex: Kardex; movimiento: MovimientoKardex };
  let costoUnitario: D;
  if (cambio.sentido === 'entrada') {
    if (!cambio.cantidad.gt(0)) throw badInput('La cantidad debe ser mayor que cero.', NOMBRE_SALIDA);
    r = cambio.costoUnitario ? entradaInventario(k, cambio.cantidad, cambio.costoUnitario) : entradaAlPP(k, cambio.cantidad);
    costoUnitario = cambio.costoUnitario ?? k.pp;
  } else if (cambio.sentido === 'anulacion') {
    r = anularEntrada(k, cambio.antes, cambio.posteriores);
    const s = r.movimiento.salida;
    costoUnitario = s.cantidad.isZero() ? k.pp : roundAmount(s.valor.div(s.cantidad));
  } else {
    const s = salidaInventario(k, cambio.cantidad, { permiteNegativo: cambio.permiteNegativo });
    if (!s.ok) {
      throw badInput(
        s.code === 'STOCK_INSUFICIENTE'
          ? `«${it.nombre}» tiene ${k.cantidad.toFixed()} en existencia: no alcanza para sacar ${cambio.cantidad.toFixed()} (el artículo no permite inventario negativo).`
          : 'La cantidad debe ser mayor que cero.',
        NOMBRE_SALIDA,
      );
    }
    r = s.value;
    costoUnitario = k.pp;
  }
  const m = r.movimiento;
  const nuevo = r.kardex;
  const valorPeps = nuevo.capas.reduce((a, c) => a.plus(c.valor), new D(0));
  const capas = nuevo.capas.map((c) => ({ cantidad: c.cantidad.toFixed(), valor: c.valor.toFixed(), costoUnitario: c.costoUnitario.toFixed() }));
  // The running stock and item.cantidad in one round trip (a movement is the ledger's hot path).
  await tx.execute(sql`
    with e as (
      update ${inventarioExistencia} set cantidad = ${nuevo.cantidad.toFixed()}, valor = ${nuevo.valor.toFixed()}, pp = ${nuevo.pp.toFixed()},
        valor_peps = ${valorPeps.toFixed()}, capas = ${JSON.stringify(capas)}::jsonb, updated_at = ${datos.fecha.toISOString()}
      where ${inventarioExistencia.itemId} = ${it.id})
    update ${item} set cantidad = ${nuevo.cantidad.toFixed()} where ${item.id} = ${it.id}`);
  const busqueda = plegar([it.nombre, datos.documento, datos.proveedor, datos.descripcion, datos.causa, datos.observacion].filter(Boolean).join(' '));
  const [row] = await tx
    .insert(inventarioMovimiento)
    .values({
      emisorId,
      id: uuidv7(),
      itemId: it.id,
      ...datos,
      costoUnitario: costoUnitario.toFixed(),
      entradaCantidad: m.entrada.cantidad.toFixed(),
      entradaValor: m.entrada.valor.toFixed(),
      salidaCantidad: m.salida.cantidad.toFixed(),
      salidaValor: m.salida.valor.toFixed(),
      saldoCantidad: m.saldo.cantidad.toFixed(),
      saldoValor: m.saldo.valor.toFixed(),
      pp: m.pp.toFixed(),
      peps: m.peps.toFixed(),
      negativo: m.saldo.cantidad.isNeg(),
      busqueda,
    })
    .returning();
  // Its journal entry (ruling F2-2: cost of sales, entries, losses, production) once accounting is
  // on; a purchase's stock is already in the purchase document's entry.
  if (!m.entrada.valor.plus(m.salida.valor).isZero() && datos.origen !== 'COMPRA' && datos.origen !== 'ANULACION_COMPRA') await encolarAsiento(tx, KIND_INVENTARIO_CONTABLE, emisorId, row!.id);
  return row!;
}

/** The issuer's items by id (locked rows are not needed: the running stock is the lock). */
export async function itemsPorId(tx: Tx, ids: readonly string[]): Promise<Map<string, ItemRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(item).where(sql`${item.id} in (${sql.join([...new Set(ids)].map((i) => sql`${i}::uuid`), sql`, `)})`);
  return new Map(rows.map((r) => [r.id, r]));
}
