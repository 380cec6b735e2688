import { ZERO, toD, type D, type DInput } from '../money/decimal';

// Aging of receivables and payables (the buckets): by days past the due date, the due date
// being the issue date plus the credit term (plazoCredito, days; none = due on issue).

export const TRAMOS = ['corriente', 'd1a30', 'd31a60', 'd61a90', 'mas90'] as const;
export type Tramo = (typeof TRAMOS)[number];
/** Spanish labels, in bucket order. */
export const TRAMO_ETIQUETA: Record<Tramo, string> = {
  corriente: 'Al día',
  d1a30: '1–30 días',
  d31a60: '31–60 días',
  d61a90: '61–90 días',
  mas90: 'Más de 90 días',
};
/** Upper bounds (days overdue) of each bucket but the last; SQL builds its CASE from them. */
export const LIMITES_TRAMO = [0, 30, 60, 90] as const;

const DIA = 86_400_000;
/** Whole days from `vence` to `hoy` (calendar days in UTC of both instants' dates). */
export function diasVencido(vence: Date, hoy: Date): number {
  const a = Date.UTC(vence.getUTCFullYear(), vence.getUTCMonth(), vence.getUTCDate());
  const b = Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth(), hoy.getUTCDate());
  return Math.round((b - a) / DIA);
}

export function tramoDeDias(dias: number): Tramo {
  const i = LIMITES_TRAMO.findIndex((l) => dias <= l);
  return i < 0 ? 'mas90' : TRAMOS[i]!;
}

export const vencimiento = (fechaEmision: Date, plazoCredito: number | null | undefined): Date =>
  new Date(fechaEmision.getTime() + Math.max(0, plazoCredito ?? 0) * DIA);

export type FilaAntiguedad = { contraparte: string; saldo: DInput; fechaEmision: Date; plazoCredito?: number | null };
export type Antiguedad = { contraparte: string; total: D } & Record<Tramo, D>;

/** Sums saldos per counterparty and bucket; every document lands in exactly one bucket. */
export function antiguedad(filas: readonly FilaAntiguedad[], hoy: Date): Antiguedad[] {
  const map = new Map<string, Antiguedad>();
  for (const f of filas) {
    const a =
      map.get(f.contraparte) ??
      ({ contraparte: f.contraparte, total: ZERO, corriente: ZERO, d1a30: ZERO, d31a60: ZERO, d61a90: ZERO, mas90: ZERO });
    const t = tramoDeDias(diasVencido(vencimiento(f.fechaEmision, f.plazoCredito), hoy));
    a[t] = a[t].plus(toD(f.saldo));
    a.total = a.total.plus(toD(f.saldo));
    map.set(f.contraparte, a);
  }
  return [...map.values()];
}
