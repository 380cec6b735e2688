// What a purchase cancellation (9938) undoes in an item's ledger (DECISIONS #123): the purchase's
// own entry, the balance it found (the movement before it) and every movement after it, so the
// domain's anularEntrada replays the ledger without it. Read with the item's running stock locked.
import { D, type MovimientoPosterior } from '@jit/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/types.js';
import { rowsOf } from '../../db/types.js';

type Fila = { id: string; origen: string; costo_unitario: string; entrada_cantidad: string; salida_cantidad: string; saldo_cantidad: string; saldo_valor: string; pp: string };

/** Entries that always come in at the current pp (a sale returned, a count's surplus). */
const SIEMPRE_AL_PP = new Set(['DEVOLUCION', 'AJUSTE_ENTRADA']);
/** Entries that come in at pp when they carry no cost of their own (it then records the pp it found). */
const AL_PP_SIN_COSTO = new Set(['ENTRADA', 'COMPRA']);

export type EntradaAnulable = { antes: { cantidad: D; valor: D; pp: D }; posteriores: MovimientoPosterior[] };

/**
 * The purchase line's entry in the item's ledger, or null when the purchase never moved its stock. The
 * ledger without it also leaves out the purchases cancelled after it (their entries and their undoing):
 * each cancellation made the ledger as if its purchase had not been, and stays so.
 */
export async function entradaDeCompra(tx: Tx, emisorId: string, itemId: string, compraId: string, numeroLinea: number): Promise<EntradaAnulable | null> {
  const [e] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from inventario_movimiento
        where emisor_id = ${emisorId}::uuid and item_id = ${itemId}::uuid and factura_id = ${compraId}::uuid and origen = 'COMPRA' and entrada_cantidad > 0
        order by (numero_linea = ${numeroLinea}) desc, id limit 1`,
  );
  if (!e) return null;
  // Earlier cancellations of this item's purchases: each undoing row and the entry it undid.
  const pares = await rowsOf<{ entrada: string; anulacion: string }>(
    tx,
    sql`select e.id as entrada, a.id as anulacion from inventario_movimiento a
        join factura f on f.emisor_id = a.emisor_id and f.id = a.factura_id
        join inventario_movimiento e on e.emisor_id = a.emisor_id and e.item_id = a.item_id and e.factura_id = f.referencia_id
          and e.origen = 'COMPRA' and e.entrada_cantidad > 0 and e.numero_linea is not distinct from a.numero_linea
        where a.emisor_id = ${emisorId}::uuid and a.item_id = ${itemId}::uuid and a.origen = 'ANULACION_COMPRA' and a.id > ${e.id}::uuid`,
  );
  const fuera = new Set([e.id, ...pares.flatMap((p) => [p.entrada, p.anulacion])]);
  const inicio = [e.id, ...pares.map((p) => p.entrada)].sort()[0]!;
  const [previo] = await rowsOf<Fila>(
    tx,
    sql`select saldo_cantidad, saldo_valor, pp from inventario_movimiento
        where emisor_id = ${emisorId}::uuid and item_id = ${itemId}::uuid and id < ${inicio}::uuid order by id desc limit 1`,
  );
  const filas = await rowsOf<Fila>(
    tx,
    sql`select id, origen, costo_unitario, entrada_cantidad, salida_cantidad, pp from inventario_movimiento
        where emisor_id = ${emisorId}::uuid and item_id = ${itemId}::uuid and id >= ${inicio}::uuid order by id`,
  );
  const posteriores: MovimientoPosterior[] = [];
  for (let i = 1; i < filas.length; i++) {
    const f = filas[i]!;
    if (fuera.has(f.id)) continue;
    const entra = new D(f.entrada_cantidad);
    if (entra.gt(0)) {
      // An entry that recorded the pp it found as its cost came in at pp: it does so again in the replay.
      const alPP = SIEMPRE_AL_PP.has(f.origen) || (AL_PP_SIN_COSTO.has(f.origen) && new D(f.costo_unitario).eq(filas[i - 1]!.pp));
      posteriores.push({ tipo: 'entrada', cantidad: entra, costoUnitario: alPP ? null : new D(f.costo_unitario) });
    } else if (new D(f.salida_cantidad).gt(0)) posteriores.push({ tipo: 'salida', cantidad: new D(f.salida_cantidad) });
  }
  const antes = previo ? { cantidad: new D(previo.saldo_cantidad), valor: new D(previo.saldo_valor), pp: new D(previo.pp) } : { cantidad: new D(0), valor: new D(0), pp: new D(0) };
  return { antes, posteriores };
}
