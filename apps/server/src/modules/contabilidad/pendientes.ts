// The backlog of an issuer that switches accounting on (ruling F2-2): stock moves and finished cash
// sessions queue their accounting job only while the module is on, so those made before it was
// switched on (or before this module existed) have none. `contabilidad.pendientes` queues one job
// per such source, in one statement per kind, skipping every source already posted or queued (the
// entry's unique key and the job's), so it may run any number of times and posts each source once;
// the posting workers then take them in batches, and `Record.pendientes` counts what is left.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/types.js';
import { KIND_CAJA, KIND_FACTURA, KIND_INVENTARIO, KIND_PAGO, KIND_PAGO_ELIMINADO, KIND_RECIBO, KIND_RECIBO_ANULADO } from './encolar.js';

/** Queued when an issuer switches accounting on (emisor's setModules) and, once, for those that had it on. */
export const KIND_PENDIENTES = 'contabilidad.pendientes';

/** The kinds that post entries: what `Record.pendientes` counts. */
export const KINDS_ASIENTOS = [KIND_FACTURA, KIND_INVENTARIO, KIND_CAJA, KIND_PAGO, KIND_PAGO_ELIMINADO, KIND_RECIBO, KIND_RECIBO_ANULADO, KIND_PENDIENTES] as const;

/**
 * Queues one `kind` job per source row that `fuentes` selects (`from <table> x where … order by …`,
 * the row aliased `x`, with its `emisor_id` and `id`), skipping those already queued; how many.
 */
async function encolarFuentes(tx: Tx, kind: string, fuentes: SQL): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(
    tx,
    sql`with nuevos as (
          insert into outbox (id, kind, key, payload, emisor_ref)
          select gen_random_uuid(), ${kind}, ${`${kind}:`} || x.id, jsonb_build_object('emisorId', x.emisor_id, 'id', x.id), x.emisor_id
          ${fuentes}
          on conflict (key) do nothing
          returning 1)
        select count(*)::int as n from nuevos`,
  );
  return r?.n ?? 0;
}

/** Queues the issuer's unposted stock moves, cash differences and payments of posted documents (inside its tenant transaction); how many. */
export async function encolarPendientes(tx: Tx, emisorId: string): Promise<number> {
  const movimientos = await encolarFuentes(
    tx,
    KIND_INVENTARIO,
    sql`from inventario_movimiento x
        where x.emisor_id = ${emisorId}::uuid and x.entrada_valor + x.salida_valor <> 0 and x.origen not in ('COMPRA', 'ANULACION_COMPRA')
          and not exists (select 1 from asiento a where a.fuente = 'inventario' and a.fuente_id = x.id)
        order by x.fecha, x.id`,
  );
  const sesiones = await encolarFuentes(
    tx,
    KIND_CAJA,
    sql`from caja_sesion x
        where x.emisor_id = ${emisorId}::uuid and x.status = 'FINALIZADA' and coalesce(x.dif, 0) <> 0
          and not exists (select 1 from asiento a where a.fuente = 'caja' and a.fuente_id = x.id)
        order by x.completed_at, x.id`,
  );
  // Payments of documents that are in the books (a cash sale's payments were recorded without their
  // entry before DECISIONS #252): without it the sale's receivable would stay open. A payment of a
  // document never posted is left out, as it would credit a receivable never debited.
  const pagos = await encolarFuentes(
    tx,
    KIND_PAGO,
    sql`from pago x
        where x.emisor_id = ${emisorId}::uuid and x.eliminado_at is null
          and exists (select 1 from asiento a where a.emisor_id = x.emisor_id and a.fuente = 'factura' and a.fuente_id = x.factura_id)
          and not exists (select 1 from asiento a where a.emisor_id = x.emisor_id and a.fuente = 'pago' and a.fuente_id = x.id)
        order by x.fecha, x.id`,
  );
  return movimientos + sesiones + pagos;
}

/** Record.pendientes: the issuer's accounting jobs not posted yet (the progress of a backlog). */
export async function contarPendientes(tx: Tx, emisorId: string): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from outbox where emisor_ref = ${emisorId}::uuid and status = 'pending'
        and kind in (${sql.join(KINDS_ASIENTOS.map((k) => sql`${k}`), sql`, `)})`,
  );
  return r?.n ?? 0;
}
