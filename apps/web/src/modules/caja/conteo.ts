// The blind count's form rows: every colón coin and bill and every dollar bill, with what the cashier
// typed; the colón total as counted (dollars go to colones at the day's rate on the server).
import { D, DENOMINACIONES } from '@jit/domain';

export type FilaConteo = { moneda: string; divisa: 'CRC' | 'USD'; cantidad: string };

export const filasConteo = (): FilaConteo[] => [
  ...DENOMINACIONES.CRC.map((moneda) => ({ moneda, divisa: 'CRC' as const, cantidad: '' })),
  ...DENOMINACIONES.USD.map((moneda) => ({ moneda, divisa: 'USD' as const, cantidad: '' })),
];

/** A typed quantity: blank is 0; null when it is not a whole number of 0 or more. */
export function cantidadDe(t: string): number | null {
  const s = t.trim();
  if (!s) return 0;
  return /^\d{1,7}$/.test(s) ? Number(s) : null;
}

/** The subtotal of one currency's rows (in that currency). */
export const subtotal = (filas: readonly FilaConteo[], divisa: 'CRC' | 'USD'): D =>
  filas.filter((f) => f.divisa === divisa).reduce((a, f) => a.plus(new D(f.moneda).times(cantidadDe(f.cantidad) ?? 0)), new D(0));

/** The rows sent to cierreCaja: only those counted. */
export const contadorDe = (filas: readonly FilaConteo[]) =>
  filas.flatMap((f) => {
    const n = cantidadDe(f.cantidad);
    return n ? [{ moneda: f.moneda, divisa: f.divisa, cantidadMoneda: n }] : [];
  });
