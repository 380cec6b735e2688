import { toD, type D, type DInput } from '../money/decimal';
import { roundBalance } from '../money/rounding';
import { CR_OFFSET, diasDelMes } from '../shared/fecha-cr';

const p2 = (n: number): string => String(n).padStart(2, '0');

/** Spec 3 §5: the previous calendar month of a date, first day 00:00:00 to last day 23:59:59 (Costa Rica time). */
export function rangoMesAnterior(fecha: { year: number; month: number }): { inicio: string; fin: string } {
  const year = fecha.month === 1 ? fecha.year - 1 : fecha.year;
  const month = fecha.month === 1 ? 12 : fecha.month - 1;
  const last = diasDelMes(year, month);
  return {
    inicio: `${year}-${p2(month)}-01T00:00:00${CR_OFFSET}`,
    fin: `${year}-${p2(month)}-${p2(last)}T23:59:59${CR_OFFSET}`,
  };
}

/** The VAT return of a period (spec 3 §3 Iva): inputs as the form holds them. */
export type IvaInput = {
  totalImpuestoVentas: DInput;
  totalCredito: DInput;
  creditoImportaciones?: DInput;
  saldoAnterior?: DInput;
  retenciones?: DInput;
};

/**
 * VAT balance (decision, spec 3 is silent on the formula): totalImpuesto = sales VAT − purchase credit − import
 * credit; saldo = totalImpuesto − previous balance in favour − withholdings, at 2 decimals. Positive: to pay;
 * negative: in favour, carried as next month's saldoAnterior.
 */
export function saldoIva(input: IvaInput): { totalImpuesto: D; saldo: D; saldoAnteriorSiguiente: D } {
  const totalImpuesto = toD(input.totalImpuestoVentas).minus(toD(input.totalCredito)).minus(toD(input.creditoImportaciones ?? 0));
  const saldo = roundBalance(totalImpuesto.minus(toD(input.saldoAnterior ?? 0)).minus(toD(input.retenciones ?? 0)));
  return { totalImpuesto, saldo, saldoAnteriorSiguiente: saldo.isNeg() ? saldo.neg() : toD(0) };
}
