// The outbox handlers that post the journal (ruling F2-2). Posting runs in batches: a claim's jobs
// of every accounting kind are grouped by issuer, each group's sources are read back from storage
// a kind at a time (asientos-factura.ts, asientos-fuentes.ts), and its entries are written in one
// transaction with one statement (asentar.ts). Idempotent by source: a batch run again after a
// crash, or a job queued twice, writes nothing twice; a batch that fails is run again job by job
// by the outbox, so one bad source waits alone. Registering a kind also claims its backlog: every
// factura.contabilidad row queued before this module existed is posted like new work.
import { withTenant } from '../../db/tenant.js';
import { OutboxWorker, type Job } from '../../jobs/outbox.js';
import type { ModuleDeps, Workers } from '../../server-module.js';
import { asentarVarios, planDe, type NuevoAsiento } from './asentar.js';
import { asientosDeFacturas, type PayloadFactura } from './asientos-factura.js';
import { asientosDeCajas, asientosDeMovimientos, asientosDePagos } from './asientos-fuentes.js';
import { asientosDeRecibos } from './asientos-recibos.js';
import { KIND_CAJA, KIND_FACTURA, KIND_INVENTARIO, KIND_PAGO, KIND_PAGO_ELIMINADO, KIND_RECIBO, KIND_RECIBO_ANULADO } from './encolar.js';
import { encolarPendientes, KIND_PENDIENTES, KINDS_ASIENTOS } from './pendientes.js';

/** Jobs one posting transaction takes at most (the module's own worker claims this many). */
const LOTE = 250;

type Fuente = { emisorId: string; id: string };

/** Posts one issuer's jobs (any mix of kinds) in its transaction; how many entries were written. */
async function asentarLote(d: ModuleDeps, emisorId: string, jobs: readonly Job[]): Promise<number> {
  const de = (kind: string) => jobs.filter((j) => j.kind === kind).map((j) => j.payload as unknown as Fuente);
  const ids = (kind: string) => de(kind).map((p) => p.id);
  return withTenant(d.db, emisorId, async (tx) => {
    const now = d.now();
    if (de(KIND_PENDIENTES).length > 0) {
      const n = await encolarPendientes(tx, emisorId);
      if (n > 0) d.log.info({ emisorId, fuentes: n }, 'contabilidad: se encolaron los movimientos y cierres de caja anteriores');
    }
    const asientoKinds = jobs.filter((j) => j.kind !== KIND_PENDIENTES);
    if (asientoKinds.length === 0) return 0;
    const plan = await planDe(tx, emisorId, now);
    const asientos: NuevoAsiento[] = [
      ...(await asientosDeFacturas(tx, plan, jobs.filter((j) => j.kind === KIND_FACTURA).map((j) => j.payload as unknown as PayloadFactura))),
      ...(await asientosDeMovimientos(tx, plan, ids(KIND_INVENTARIO), d.log)),
      ...(await asientosDeCajas(tx, plan, ids(KIND_CAJA), d.log)),
      ...(await asientosDePagos(tx, plan, ids(KIND_PAGO), false, now, d.log)),
      ...(await asientosDePagos(tx, plan, ids(KIND_PAGO_ELIMINADO), true, now, d.log)),
      ...(await asientosDeRecibos(tx, ids(KIND_RECIBO), false, d.log)),
      ...(await asientosDeRecibos(tx, ids(KIND_RECIBO_ANULADO), true, d.log)),
    ];
    return asentarVarios(tx, emisorId, plan, asientos, now);
  });
}

/** The batch handler of every accounting kind: one transaction per issuer of the claim. */
function posteador(d: ModuleDeps) {
  return async (jobs: Job[]): Promise<void> => {
    const porEmisor = new Map<string, Job[]>();
    for (const j of jobs) {
      const e = (j.payload as { emisorId?: string }).emisorId ?? j.emisorRef;
      if (!e) {
        d.log.warn({ job: j.kind, key: j.key }, 'contabilidad: trabajo sin emisor; no se asentó');
        continue;
      }
      const de = porEmisor.get(e);
      if (de) de.push(j);
      else porEmisor.set(e, [j]);
    }
    for (const [emisorId, js] of porEmisor) await asentarLote(d, emisorId, js);
  };
}

/**
 * Registers the kinds on the shared outbox and on a worker of the module's own, which claims them
 * in batches of LOTE: the shared worker takes ten jobs of every kind at a time behind the issuing's
 * work, which would leave a busy issuer's journal minutes behind. Both claim with FOR UPDATE SKIP
 * LOCKED, and the entries' unique key keeps each source posted once.
 */
export function registrarAsientos(d: ModuleDeps): Workers {
  const propio = new OutboxWorker({ db: d.db, log: d.log, now: d.now, pollMs: 500, claimSeconds: d.config.OUTBOX_CLAIM_SECONDS, batch: LOTE });
  const handler = posteador(d);
  for (const kind of KINDS_ASIENTOS) {
    d.services.outbox.registerBatch(kind, handler);
    propio.registerBatch(kind, handler);
  }
  return { start: () => propio.start(), stop: () => propio.stop() };
}
