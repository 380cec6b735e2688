// Recurring invoices (ruling B-4, DECISIONS #110): a subscription issues a copy of its template
// document at each due date. The n-th due date is computed from the first one (never from the
// previous date), so a monthly subscription that starts on the 31st comes due on the last day of
// shorter months and returns to the 31st afterwards instead of drifting to the 28th.

export const FRECUENCIAS = ['DIARIA', 'SEMANAL', 'MENSUAL', 'ANUAL'] as const;
export type Frecuencia = (typeof FRECUENCIAS)[number];

export const esFrecuencia = (f: string): f is Frecuencia => (FRECUENCIAS as readonly string[]).includes(f);

const DIA_MS = 86_400_000;

/** Months added to a date, the day clamped to the end of the target month (UTC fields: Costa Rica has no DST). */
function sumarMeses(d: Date, meses: number): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + meses;
  const ultimo = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const r = new Date(d.getTime());
  r.setUTCFullYear(y, m, Math.min(d.getUTCDate(), ultimo));
  return r;
}

/** The n-th due date (n = 0 is `inicio` itself). */
export function ocurrencia(inicio: Date, freq: Frecuencia, n: number): Date {
  switch (freq) {
    case 'DIARIA':
      return new Date(inicio.getTime() + n * DIA_MS);
    case 'SEMANAL':
      return new Date(inicio.getTime() + n * 7 * DIA_MS);
    case 'MENSUAL':
      return sumarMeses(inicio, n);
    case 'ANUAL':
      return sumarMeses(inicio, 12 * n);
  }
}

/** How many due dates from the n-th on have come by `now` (the runs missed while stopped, plus the due one). */
export function vencidas(inicio: Date, freq: Frecuencia, n: number, now: Date): number {
  let k = 0;
  while (ocurrencia(inicio, freq, n + k).getTime() <= now.getTime()) k++;
  return k;
}
