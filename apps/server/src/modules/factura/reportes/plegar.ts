// Folding the report movements into the day rows (migration 0015): issuing and state changes only
// append movements, so no writer waits on a hot day row; a moment after an issuer's documents
// change (every committed change publishes facturaChanged, which marks the issuer here) this
// folds its movements in, in the background lane, one short transaction per issuer. Readers read
// day rows plus pending movements, so the figures are exact whether or not the fold has run; the
// fold only keeps the movements few. A fold lost to a crash is made by the issuer's next change.
import { sql } from 'drizzle-orm';
import { enFondo } from '../../../db/carril.js';
import { withTenant } from '../../../db/tenant.js';
import { rowsOf, type Db } from '../../../db/types.js';
import type { Logger } from '../../../logger.js';

export type Plegador = {
  /** The issuer's documents changed: fold its movements soon. */
  marcar(emisorId: string): void;
  /** Folds the issuer's movements now; how many it folded. */
  plegar(emisorId: string): Promise<number>;
  start(): void;
  stop(): Promise<void>;
};

export function createPlegador(d: { db: Db; log: Logger; intervaloMs?: number }): Plegador {
  const marcados = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let corriendo: Promise<void> | null = null;
  let activo = false;

  const plegar = (emisorId: string) =>
    withTenant(d.db, emisorId, async (tx) => {
      // The receivables' summary by due day (migration 0028) folds with them: its movements come
      // from the same changes of documents.
      const r = await rowsOf<{ n: number }>(
        tx,
        sql`select factura_reportes_plegar(${emisorId}::uuid) + cobro_plegar(${emisorId}::uuid) as n`,
      );
      return Number(r[0]?.n ?? 0);
    });

  const ronda = async () => {
    for (const emisorId of [...marcados]) {
      marcados.delete(emisorId);
      try {
        await plegar(emisorId);
      } catch (err) {
        marcados.add(emisorId);
        d.log.warn(
          { err, emisorId },
          'reportes: no se pudieron plegar los movimientos; se reintenta',
        );
      }
    }
  };

  const programar = () => {
    if (!activo || timer) return;
    timer = setTimeout(() => {
      timer = null;
      corriendo = enFondo(ronda).finally(() => {
        corriendo = null;
        if (marcados.size > 0) programar();
      });
    }, d.intervaloMs ?? 500);
    timer.unref?.();
  };

  return {
    marcar(emisorId) {
      marcados.add(emisorId);
      if (!corriendo) programar();
    },
    plegar,
    start() {
      activo = true;
      if (marcados.size > 0) programar();
    },
    async stop() {
      activo = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await corriendo;
    },
  };
}
