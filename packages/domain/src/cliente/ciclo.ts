import { copyMissing } from '../shared/copy';

/** Spec 2 §3: customer cycle names. */
export const CICLOS = ['Oportunidad', 'En Contacto', 'Conversion', 'Fidelizacion', 'Retencion', 'Recuperacion', 'Finalizado'] as const;
/** A customer cycle. */
export type Ciclo = (typeof CICLOS)[number];
/** Spec 2 §3: the cycles the cron configures (Fidelizacion also carries meses). */
export const CICLOS_CRON: readonly Ciclo[] = ['En Contacto', 'Fidelizacion', 'Retencion', 'Recuperacion', 'Finalizado'];
/** Spec 2 §4: a new customer starts here. */
export const CICLO_INICIAL: Ciclo = 'Oportunidad';
/** Spec 2 §4: setting a cycle without a value sets this one. */
export const CICLO_POR_DEFECTO: Ciclo = 'Conversion';

/** One entry of cicloHistorico. */
export type CicloHistorico = { _id: string; ciclo: string; detalle?: string; fecha: string };

/** Spec 2 §4 setCiclo: the new cycle (Conversion when none is given) with the change kept in cicloHistorico. */
export function setCiclo<T extends { ciclo?: string; cicloHistorico?: readonly CicloHistorico[] }>(
  cliente: T,
  cambio: { _id: string; fecha: string; ciclo?: string | null; detalle?: string | null },
): T & { ciclo: string; cicloHistorico: CicloHistorico[] } {
  const ciclo = cambio.ciclo && cambio.ciclo.trim() !== '' ? cambio.ciclo : CICLO_POR_DEFECTO;
  const entry = copyMissing({ _id: cambio._id, ciclo, fecha: cambio.fecha }, { detalle: cambio.detalle || undefined });
  return { ...cliente, ciclo, cicloHistorico: [...(cliente.cicloHistorico ?? []), entry] };
}

/** Spec 2 §5: cron cycle values are numbers (meses too, for Fidelizacion). */
export function normalizeCron(cron: { emisor: string; ciclos: { nombre: string; valor: unknown; meses?: unknown }[] }) {
  return {
    emisor: cron.emisor,
    ciclos: cron.ciclos.map((c) => {
      const valor = Number(c.valor);
      const meses = c.meses === undefined || c.meses === null || c.meses === '' ? undefined : Number(c.meses) || 0;
      return copyMissing({ nombre: c.nombre, valor: Number.isFinite(valor) ? valor : 0 }, { meses });
    }),
  };
}
