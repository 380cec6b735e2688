import { toD, type D, type DInput } from '../money/decimal';

/** One line of a customer's statement: a document or payment in its own currency. */
export type MovimientoCuenta = {
  fecha: string;
  /** FACTURA (a sale: charge), NOTA_CREDITO (credit), PAGO (credit), DEVOLUCION (a refund paid: charge). */
  tipo: 'FACTURA' | 'NOTA_CREDITO' | 'PAGO' | 'DEVOLUCION';
  codigoMoneda: string;
  referencia: string;
  detalle: string;
  monto: DInput;
};

export type LineaCuenta = Omit<MovimientoCuenta, 'monto'> & { cargo: D; abono: D; saldo: D };
export type CuentaMoneda = { codigoMoneda: string; saldoInicial: D; cargos: D; abonos: D; saldoFinal: D; lineas: LineaCuenta[] };

const esCargo = (t: MovimientoCuenta['tipo']) => t === 'FACTURA' || t === 'DEVOLUCION';

/** What the movements before the period leave owed, per currency. */
export function saldoPorMoneda(movs: readonly MovimientoCuenta[]): Map<string, D> {
  const out = new Map<string, D>();
  for (const m of movs) {
    const v = toD(m.monto);
    out.set(m.codigoMoneda, (out.get(m.codigoMoneda) ?? toD(0)).plus(esCargo(m.tipo) ? v : v.neg()));
  }
  return out;
}

/**
 * A customer's statement of account for a period, one account per currency (amounts are never
 * converted): the balance brought forward, each movement in date order with the running balance,
 * and the totals. saldoFinal = saldoInicial + cargos − abonos.
 */
export function estadoDeCuenta(anteriores: readonly MovimientoCuenta[], periodo: readonly MovimientoCuenta[]): CuentaMoneda[] {
  const inicial = saldoPorMoneda(anteriores);
  const monedas = [...new Set([...inicial.keys(), ...periodo.map((m) => m.codigoMoneda)])].sort((a, b) => (a === 'CRC' ? -1 : b === 'CRC' ? 1 : a.localeCompare(b)));
  return monedas.map((codigoMoneda) => {
    const saldoInicial = inicial.get(codigoMoneda) ?? toD(0);
    let saldo = saldoInicial;
    let cargos = toD(0);
    let abonos = toD(0);
    const lineas = periodo
      .filter((m) => m.codigoMoneda === codigoMoneda)
      .slice()
      .sort((a, b) => a.fecha.localeCompare(b.fecha))
      .map(({ monto, ...m }) => {
        const v = toD(monto);
        const cargo = esCargo(m.tipo) ? v : toD(0);
        const abono = esCargo(m.tipo) ? toD(0) : v;
        cargos = cargos.plus(cargo);
        abonos = abonos.plus(abono);
        saldo = saldo.plus(cargo).minus(abono);
        return { ...m, cargo, abono, saldo };
      });
    return { codigoMoneda, saldoInicial, cargos, abonos, saldoFinal: saldo, lineas };
  });
}
