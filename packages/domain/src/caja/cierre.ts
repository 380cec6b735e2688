import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { efectivoEsperado } from './sesion';
import { MEDIO_SINPE_MOVIL } from './factura';
import type { Movimiento } from './movimiento';

/** The lines of a closing: the four cash methods, with SINPE Móvil apart from other transfers. */
export const LINEAS_CIERRE = ['EFECTIVO', 'TARJETA', 'SINPE', 'TRANSFERENCIA', 'OTRO'] as const;
/** A line of the closing. */
export type LineaCierre = (typeof LINEAS_CIERRE)[number];
/** How each line reads on screen and in the X/Z report. */
export const NOMBRE_LINEA_CIERRE: Readonly<Record<LineaCierre, string>> = {
  EFECTIVO: 'Efectivo',
  TARJETA: 'Tarjeta',
  SINPE: 'SINPE Móvil',
  TRANSFERENCIA: 'Transferencia',
  OTRO: 'Otro',
};

/** A movement as the closing reads it: its Hacienda tender code, when it came from a document. */
export type MovimientoCierre = Pick<Movimiento, 'medioPago' | 'montoIngreso' | 'montoEgreso'> & { medioHacienda?: string | null };

/** The closing line of a movement: a transfer paid by SINPE Móvil (06) is its own line. */
export const lineaDe = (m: Pick<MovimientoCierre, 'medioPago' | 'medioHacienda'>): LineaCierre =>
  m.medioPago === 'TRANSFERENCIA' && m.medioHacienda === MEDIO_SINPE_MOVIL ? 'SINPE' : m.medioPago;

/** Colón coins and bills, and dollar bills, that a cashier counts (the blind count's rows). */
export const DENOMINACIONES = {
  CRC: ['50000', '20000', '10000', '5000', '2000', '1000', '500', '100', '50', '25', '10', '5'],
  USD: ['100', '50', '20', '10', '5', '2', '1'],
} as const;

/** One closing line: what the movements say, what the cashier declared and the difference. */
export type LineaBalance = { linea: LineaCierre; ingresos: D; egresos: D; esperado: D; contado: D; dif: D };

/**
 * Ruling C-4: the closing per tender. Cash expects the opening amount plus cash income minus cash
 * expenses and is compared with the counted drawer; every other line expects its net movements and is
 * compared with what the cashier declared (card vouchers, SINPE messages). dif = contado − esperado,
 * so the lines' differences add up to the total difference.
 */
export function balancePorMedio(
  sesion: { montoInicial: D; movimientos: readonly MovimientoCierre[] },
  contado: { efectivo: DInput; otros?: Partial<Record<LineaCierre, DInput>> },
): { lineas: LineaBalance[]; esperado: D; contado: D; dif: D } {
  const lineas = LINEAS_CIERRE.map((linea) => {
    const movs = sesion.movimientos.filter((m) => lineaDe(m) === linea);
    const ingresos = movs.reduce((a, m) => a.plus(m.montoIngreso), ZERO);
    const egresos = movs.reduce((a, m) => a.plus(m.montoEgreso), ZERO);
    const esperado = linea === 'EFECTIVO' ? efectivoEsperado({ montoInicial: sesion.montoInicial, movimientos: movs as Movimiento[] }) : ingresos.minus(egresos);
    const c = linea === 'EFECTIVO' ? toD(contado.efectivo) : toD(contado.otros?.[linea] ?? esperado);
    return { linea, ingresos, egresos, esperado, contado: c, dif: c.minus(esperado) };
  });
  const esperado = lineas.reduce((a, l) => a.plus(l.esperado), ZERO);
  const total = lineas.reduce((a, l) => a.plus(l.contado), ZERO);
  return { lineas, esperado, contado: total, dif: total.minus(esperado) };
}

/** Ruling C-6: a warning (never a refusal) when the drawer's cash crosses a limit of its register; 0 is no limit. */
export function alertaLimites(efectivo: DInput, caja: { limiteInferior: DInput; limiteSuperior: DInput }): string | null {
  const e = toD(efectivo);
  const sup = toD(caja.limiteSuperior);
  const inf = toD(caja.limiteInferior);
  if (sup.gt(0) && e.gt(sup)) return `El efectivo en caja (${roundAmount(e).toFixed(2)}) pasa el límite superior (${sup.toFixed(2)}): haga un retiro a bancos.`;
  if (inf.gt(0) && e.lt(inf)) return `El efectivo en caja (${roundAmount(e).toFixed(2)}) está bajo el límite inferior (${inf.toFixed(2)}).`;
  return null;
}
