// The daily cycle pass (ruling B-2, DECISIONS #109): one outbox job per issuer and Costa Rica day,
// keyed `cliente.ciclos:<emisor>:<aaaa-mm-dd>`, due at that day's midnight. It moves each customer
// to the cycle the domain's cicloAutomatico says (logged in cicloHistorico as «Ciclo automático»),
// then queues the next midnight's. A server that was down over several midnights finds one due
// job when it comes back: that runs once and queues the next midnight after now — never twice.
// Saving the cycle settings (Cliente.createCron) starts the chain.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { cicloAutomatico, type CronCiclos } from '@jit/domain';
import { clienteCron } from '../../db/schema/index.js';
import { withTenant } from '../../db/tenant.js';
import { rowsOf, type Tx } from '../../db/types.js';
import { enqueue, type JobHandler } from '../../jobs/outbox.js';
import type { ModuleDeps } from '../../server-module.js';
import { esUuid } from '../validate.js';
import { CR_MS, DIA_MS, VENTAS } from './periodo.js';

export const KIND_CICLOS = 'cliente.ciclos';

/** The next Costa Rica midnight after `now`, and that day as aaaa-mm-dd. */
export function siguienteMedianoche(now: Date): { runAt: Date; dia: string } {
  const cr = new Date(now.getTime() - CR_MS);
  const manana = Date.UTC(cr.getUTCFullYear(), cr.getUTCMonth(), cr.getUTCDate()) + DIA_MS;
  return { runAt: new Date(manana + CR_MS), dia: new Date(manana).toISOString().slice(0, 10) };
}

/** Queues the issuer's pass for the next midnight (a second call for the same day does nothing). */
export async function programarCiclos(tx: Tx, emisorId: string, now: Date): Promise<void> {
  const { runAt, dia } = siguienteMedianoche(now);
  await enqueue(tx, { kind: KIND_CICLOS, key: `${KIND_CICLOS}:${emisorId}:${dia}`, payload: { emisorId }, emisorRef: emisorId, runAt });
}

/** One pass over the issuer's customers (in `tx`, scoped to the issuer); what it looked at and moved. */
export async function pasarCiclos(tx: Tx, now: Date, cron: CronCiclos): Promise<{ revisados: number; cambiados: number }> {
  const meses = cron.find((c) => c.nombre === 'Fidelizacion')?.meses ?? 0;
  const desde = new Date(now);
  desde.setUTCMonth(desde.getUTCMonth() - Math.max(0, meses));
  const filas = await rowsOf<{ id: string; ciclo: string; ultimo: { fecha?: string; manual?: boolean } | null; ultima: string | Date | null; ventana: number | null }>(
    tx,
    sql`select r.id, r.ciclo, r.ciclo_historico -> -1 as ultimo, f.ultima, f.ventana
        from receptor r
        left join (
          select receptor_id, max(fecha_emision) as ultima, (count(*) filter (where fecha_emision >= ${desde.toISOString()}::timestamptz))::int as ventana
          from factura
          where receptor_id is not null and fecha_emision <= ${now.toISOString()}::timestamptz
            and documento in (${sql.join(VENTAS.map((v) => sql`${v}`), sql`, `)}) and estado_documento not in ('4', '6')
          group by receptor_id
        ) f on f.receptor_id = r.id`,
  );
  const cambios: { id: string; ciclo: string }[] = [];
  for (const r of filas) {
    const ultima = r.ultima ? new Date(r.ultima) : null;
    const manual = !!r.ultimo?.manual && (!ultima || new Date(r.ultimo.fecha ?? 0) > ultima);
    const nuevo = cicloAutomatico(
      { ciclo: r.ciclo, diasSinComprar: ultima ? Math.floor((now.getTime() - ultima.getTime()) / DIA_MS) : null, comprasEnVentana: r.ventana ?? 0, cambioManual: manual },
      cron,
    );
    if (nuevo) cambios.push({ id: r.id, ciclo: nuevo });
  }
  const fecha = now.toISOString();
  for (let i = 0; i < cambios.length; i += 500) {
    const lote = cambios.slice(i, i + 500);
    await tx.execute(sql`
      update receptor r set ciclo = v.ciclo, ciclo_fecha = ${fecha}::timestamptz, updated_at = ${fecha}::timestamptz,
        ciclo_historico = r.ciclo_historico || jsonb_build_array(jsonb_build_object('_id', v.hid, 'ciclo', v.ciclo, 'fecha', ${fecha}::text, 'detalle', 'Ciclo automático'))
      from (values ${sql.join(lote.map((c) => sql`(${c.id}::uuid, ${c.ciclo}::text, ${uuidv7()}::text)`), sql`, `)}) as v(id, ciclo, hid)
      where r.id = v.id`);
  }
  return { revisados: filas.length, cambiados: cambios.length };
}

/** The outbox handler: the pass for the job's issuer, then the next midnight's job. */
export function cicloHandler(d: ModuleDeps): JobHandler {
  return async (job) => {
    const emisorId = typeof job.payload.emisorId === 'string' ? job.payload.emisorId : '';
    if (!esUuid(emisorId)) {
      d.log.warn({ key: job.key }, 'ciclos de clientes: el trabajo no trae un emisor válido; se descarta');
      return;
    }
    const now = d.now();
    await withTenant(d.db, emisorId, async (tx) => {
      const [cron] = await tx.select().from(clienteCron);
      if (!cron) {
        // The issuer is gone (or never saved settings): nothing to move and no next day.
        d.log.info({ emisorId }, 'ciclos de clientes: el emisor no tiene ciclos configurados; no se programa otro día');
        return;
      }
      const r = await pasarCiclos(tx, now, cron.ciclos);
      d.log.info({ emisorId, ...r }, 'ciclos de clientes: pasada diaria');
      await programarCiclos(tx, emisorId, now);
    });
  };
}
