// The backlog of an issuer that switches accounting on (ruling F2-2): stock moves and finished cash
// sessions queue their accounting job only while the module is on, so those made before it was
// switched on (or before this module existed) have none. `contabilidad.pendientes` queues one job
// per such source, in one statement per kind, skipping every source already posted or queued (the
// entry's unique key and the job's), so it may run any number of times and posts each source once;
// the posting workers then take them in batches, and `Record.pendientes` counts what is left.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/types.js';
import { KIND_CAJA, KIND_FACTURA, KIND_INVENTARIO, KIND_PAGO, KIND_PAGO_ELIMINADO, KIND_RECIBO, KIND_RECIBO_ANULADO } from './encolar.js';

/** Queued when an issuer switches accounting on (emisor's setModules) and, once, for those that had it on. */
export const KIND_PENDIENTES = 'contabilidad.pendientes';

/** The kinds that post entries: what `Record.pendientes` counts. */
export const KINDS_ASIENTOS = [KIND_FACTURA, KIND_INVENTARIO, KIND_CAJA, KIND_PAGO, KIND_PAGO_ELIMINADO, KIND_RECIBO, KIND_RECIBO_ANULADO, KIND_PENDIENTES] as const;

/** Queues the issuer's unposted stock moves, cash differences and payments of posted documents (inside its tenant transaction); how many. */
export async function encolarPendientes(tx: Tx, emisorId: string): Promise<number> {
  const movimientos = await rowsOf<{ n: number }>(
    tx,
    sql`with nuevos as (
          insert into outbox (id, kind, key, payload, emisor_ref)
          select gen_random_uuid(), ${KIND_INVENTARIO}, ${`${KIND_INVENTARIO}:`} || m.id, jsonb_build_object('emisorId', m.emisor_id, 'id', m.id), m.emisor_id
          from inventario_movimiento m
          where m.emisor_id = ${emisorId}::uuid and m.entrada_valor + m.salida_valor <> 0 and m.origen not in ('COMPRA', 'ANULACION_COMPRA')
            and not exists (select 1 from asiento a where a.fuente = 'inventario' and a.fuente_id = m.id)
          order by m.fecha, m.id
          on conflict (key) do nothing
          returning 1)
        select count(*)::int as n from nuevos`,
  );
  const sesiones = await rowsOf<{ n: number }>(
    tx,
    sql`with nuevos as (
          insert into outbox (id, kind, key, payload, emisor_ref)
          select gen_random_uuid(), ${KIND_CAJA}, ${`${KIND_CAJA}:`} || s.id, jsonb_build_object('emisorId', s.emisor_id, 'id', s.id), s.emisor_id
          from caja_sesion s
          where s.emisor_id = ${emisorId}::uuid and s.status = 'FINALIZADA' and coalesce(s.dif, 0) <> 0
            and not exists (select 1 from asiento a where a.fuente = 'caja' and a.fuente_id = s.id)
          order by s.completed_at, s.id
          on conflict (key) do nothing
          returning 1)
        select count(*)::int as n from nuevos`,
  );
  // Payments of documents that are in the books (a cash sale's payments were recorded without their
  // entry before DECISIONS #252): without it the sale's receivable would stay open. A payment of a
  // document never posted is left out, as it would credit a receivable never debited.
  const pagos = await rowsOf<{ n: number }>(
    tx,
    sql`with nuevos as (
          insert into outbox (id, kind, key, payload, emisor_ref)
          select gen_random_uuid(), ${KIND_PAGO}, ${`${KIND_PAGO}:`} || p.id, jsonb_build_object('emisorId', p.emisor_id, 'id', p.id), p.emisor_id
          from pago p
          where p.emisor_id = ${emisorId}::uuid and p.eliminado_at is null
            and exists (select 1 from asiento a where a.emisor_id = p.emisor_id and a.fuente = 'factura' and a.fuente_id = p.factura_id)
            and not exists (select 1 from asiento a where a.emisor_id = p.emisor_id and a.fuente = 'pago' and a.fuente_id = p.id)
          order by p.fecha, p.id
          on conflict (key) do nothing
          returning 1)
        select count(*)::int as n from nuevos`,
  );
  return (movimientos[0]?.n ?? 0) + (sesiones[0]?.n ?? 0) + (pagos[0]?.n ?? 0);
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
