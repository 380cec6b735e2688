// The trial balance and the statements drawn from it (the reports): each account's debits
// and credits of a period, its balance, and the income statement and balance sheet grouped by the
// chart's accountType.report. The database sums the lines; these rules shape and check the sums.
import { ZERO, toD, type D, type DInput } from '../money/decimal';

/** An account's sums in a period. */
export type SaldoCuenta = { cuentaId: string; code: string; name: string; report: string; category: string; debe: D; haber: D; saldo: D };

/** Rows of the trial balance (sums per account) in code order, each with saldo = debe − haber. */
export function balanzaComprobacion(filas: readonly { cuentaId: string; code: string; name: string; report: string; category: string; debe: DInput; haber: DInput }[]): { cuentas: SaldoCuenta[]; debe: D; haber: D } {
  const cuentas = filas
    .map((f) => ({ ...f, debe: toD(f.debe), haber: toD(f.haber), saldo: toD(f.debe).minus(toD(f.haber)) }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const debe = cuentas.reduce((a, c) => a.plus(c.debe), ZERO);
  const haber = cuentas.reduce((a, c) => a.plus(c.haber), ZERO);
  return { cuentas, debe, haber };
}

const RESULTADOS = 'Estado de resultados';

/**
 * The income statement and the balance sheet from the trial balance: income and expenses by
 * category with the period's result (income − costs − expenses); assets, and liabilities plus
 * equity with the result, which equal each other whenever every record balanced.
 */
export function estadosFinancieros(cuentas: readonly SaldoCuenta[]): {
  resultados: { category: string; monto: D }[];
  utilidad: D;
  situacion: { category: string; monto: D }[];
  activo: D;
  pasivoPatrimonio: D;
} {
  const porCategoria = (rows: readonly SaldoCuenta[], signo: (c: SaldoCuenta) => D) => {
    const m = new Map<string, D>();
    for (const c of rows) m.set(c.category, (m.get(c.category) ?? ZERO).plus(signo(c)));
    return [...m].map(([category, monto]) => ({ category, monto }));
  };
  const er = cuentas.filter((c) => c.report === RESULTADOS);
  const sf = cuentas.filter((c) => c.report !== RESULTADOS);
  // Income is a credit balance, costs and expenses debit ones: the result is −Σ saldo.
  const utilidad = er.reduce((a, c) => a.minus(c.saldo), ZERO);
  const esActivo = (c: SaldoCuenta) => c.code.startsWith('1');
  const activo = sf.filter(esActivo).reduce((a, c) => a.plus(c.saldo), ZERO);
  const pasivoPatrimonio = sf.filter((c) => !esActivo(c)).reduce((a, c) => a.minus(c.saldo), ZERO).plus(utilidad);
  return {
    resultados: porCategoria(er, (c) => (c.code.startsWith('4') ? c.saldo.neg() : c.saldo)),
    utilidad,
    situacion: porCategoria(sf, (c) => (esActivo(c) ? c.saldo : c.saldo.neg())),
    activo,
    pasivoPatrimonio,
  };
}
