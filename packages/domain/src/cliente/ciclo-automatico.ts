import type { Ciclo } from './ciclo';

/** The cron's settings (Cliente.createCron): valor per cycle, and meses for Fidelizacion; 0 = that rule is off. */
export type CronCiclos = { nombre: string; valor: number; meses?: number | null }[];

/** What the daily pass knows of a customer. */
export type HechosCliente = {
  ciclo: string;
  /** Days since the last sale document (null: never bought). */
  diasSinComprar: number | null;
  /** Sale documents within Fidelizacion's `meses` months. */
  comprasEnVentana: number;
  /** A person set the cycle after the last purchase (or, never bought, at all): it stands until they buy. */
  cambioManual?: boolean;
};

const valorDe = (cron: CronCiclos, nombre: Ciclo) => {
  const c = cron.find((x) => x.nombre === nombre);
  return { valor: c && c.valor > 0 ? c.valor : 0, meses: c?.meses && c.meses > 0 ? c.meses : 0 };
};

/**
 * Ruling B-2, the daily cycle pass: the cycle a customer should be in, or null to leave it.
 * - A customer who has bought and was at Oportunidad or En Contacto converts (Conversion).
 * - Without purchases for Finalizado's, Recuperacion's or Retencion's `valor` days (the largest
 *   reached wins), a buying customer moves there.
 * - A customer in Retencion, Recuperacion or Finalizado who bought again within Retencion's days
 *   (or at all, when Retencion is off) is back at Conversion.
 * - `valor` purchases within `meses` months make a Conversion customer Fidelizacion.
 * A cycle a person set after the last purchase stands until the customer buys again. A rule whose
 * valor is 0 is off. The pass is idempotent: run twice, it moves nothing the second time.
 */
export function cicloAutomatico(h: HechosCliente, cron: CronCiclos): Ciclo | null {
  const retencion = valorDe(cron, 'Retencion').valor;
  const recuperacion = valorDe(cron, 'Recuperacion').valor;
  const finalizado = valorDe(cron, 'Finalizado').valor;
  const fidel = valorDe(cron, 'Fidelizacion');
  if (h.cambioManual) return null;
  const objetivo = ((): Ciclo | null => {
    if (h.diasSinComprar === null) return null; // never bought: only a person moves them
    const d = h.diasSinComprar;
    if (finalizado && d >= finalizado) return 'Finalizado';
    if (recuperacion && d >= recuperacion) return 'Recuperacion';
    if (retencion && d >= retencion) return 'Retencion';
    // bought recently enough
    if (fidel.valor && fidel.meses && h.comprasEnVentana >= fidel.valor) return 'Fidelizacion';
    return 'Conversion';
  })();
  if (objetivo === null || objetivo === h.ciclo) return null;
  // An active, loyal customer is not demoted to Conversion just because the window moved on
  // before they left: Fidelizacion holds until the inactivity rules move them.
  if (objetivo === 'Conversion' && h.ciclo === 'Fidelizacion') return null;
  return objetivo;
}
