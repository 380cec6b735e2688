import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { fail, ok, type Result } from '../shared/result';
import { totalesMovimientos, type Movimiento } from './movimiento';

/** Spec 2 §3/§4: a new caja is INICIANDO; a session is ABIERTA, then CERRADA (cierre), then FINALIZADA (fin). */
export type EstadoCaja = 'INICIANDO' | 'ABIERTA' | 'CERRADA' | 'FINALIZADA';
/** A session's status. */
export type EstadoSesion = 'ABIERTA' | 'CERRADA' | 'FINALIZADA';
/** Spec 2 §4 badges. */
export const BADGE_CAJA: Readonly<Record<EstadoCaja, 'success' | 'warning' | 'danger' | 'info'>> = {
  INICIANDO: 'info',
  ABIERTA: 'success',
  CERRADA: 'warning',
  FINALIZADA: 'danger',
};

/** A cash session with its movements. */
export type SesionCaja = { status: EstadoSesion; montoInicial: D; movimientos: Movimiento[] };
/** One counted denomination (spec 2 §3 contador; ruling C-5: moneda is the coin's or bill's value); dollars count at the day's rate. */
export type Conteo = { moneda: DInput; cantidadMoneda: number; divisa?: 'CRC' | 'USD' };
/** Spec 2 §3: balance {esperado, caja, dif}. */
export type BalanceCaja = { esperado: D; caja: D; dif: D; contador: { moneda: D; cantidadMoneda: number; totalMoneda: D }[] };

/** Opens a session with its initial cash (a number in the form, a decimal here). */
export const abrirSesion = (montoInicial: DInput): SesionCaja => ({ status: 'ABIERTA', montoInicial: roundAmount(montoInicial), movimientos: [] });

/** Adds a movement to an open session. */
export function registrarMovimiento(sesion: SesionCaja, mov: Movimiento): Result<SesionCaja, 'SESION_NO_ABIERTA'> {
  if (sesion.status !== 'ABIERTA') return fail('SESION_NO_ABIERTA', 'sesion');
  return ok({ ...sesion, movimientos: [...sesion.movimientos, mov] });
}

/** The cash expected in the drawer: initial cash plus cash income minus cash expenses (cards and transfers stay out). */
export function efectivoEsperado(sesion: Pick<SesionCaja, 'montoInicial' | 'movimientos'>): D {
  const cash = totalesMovimientos(sesion.movimientos.filter((m) => m.medioPago === 'EFECTIVO'));
  return sesion.montoInicial.plus(cash.saldo);
}

/** Spec 2 §3: the closing balance: esperado, counted caja (Σ denomination × count) and dif = caja − esperado. */
export function balanceSesion(sesion: Pick<SesionCaja, 'montoInicial' | 'movimientos'>, conteo: readonly Conteo[], tipoCambioUsd: DInput = 1): BalanceCaja {
  const contador = conteo.map((c) => {
    const moneda = toD(c.moneda);
    const tc = c.divisa === 'USD' ? toD(tipoCambioUsd) : toD(1);
    return { moneda, cantidadMoneda: c.cantidadMoneda, totalMoneda: roundAmount(moneda.times(c.cantidadMoneda).times(tc)) };
  });
  const caja = contador.reduce((acc, c) => acc.plus(c.totalMoneda), ZERO);
  const esperado = efectivoEsperado(sesion);
  return { esperado, caja, dif: caja.minus(esperado), contador };
}

/** Spec 2 §4 cierre: an open session closes with its counted balance. */
export function cerrarSesion(sesion: SesionCaja, conteo: readonly Conteo[]): Result<{ sesion: SesionCaja; balance: BalanceCaja }, 'SESION_NO_ABIERTA'> {
  if (sesion.status !== 'ABIERTA') return fail('SESION_NO_ABIERTA', 'sesion');
  return ok({ sesion: { ...sesion, status: 'CERRADA' }, balance: balanceSesion(sesion, conteo) });
}

/** Spec 2 §4 fin: a closed session is finished (its movement carries the 24-zero invoice id, DECISIONS #20). */
export function finalizarSesion(sesion: SesionCaja): Result<SesionCaja, 'SESION_ABIERTA' | 'CAJA_FINALIZADA'> {
  if (sesion.status === 'ABIERTA') return fail('SESION_ABIERTA', 'sesion');
  if (sesion.status === 'FINALIZADA') return fail('CAJA_FINALIZADA', 'sesion');
  return ok({ ...sesion, status: 'FINALIZADA' });
}

/**
 * Ruling C-1: a caja shows its last session's status (INICIANDO before the first). It opens again
 * once that session is FINALIZADA (a supervisor accepted the count); while it is open, or closed and
 * waiting for the supervisor, it may not.
 */
export function puedeAbrir(estado: EstadoCaja): Result<true, 'SESION_YA_ABIERTA' | 'SESION_POR_FINALIZAR'> {
  if (estado === 'ABIERTA') return fail('SESION_YA_ABIERTA', 'caja');
  if (estado === 'CERRADA') return fail('SESION_POR_FINALIZAR', 'caja');
  return ok(true);
}

/** Spec 2 §5: caja limits to decimals (0 when empty). */
export const normalizeCaja = (c: { name: string; limiteInferior?: DInput; limiteSuperior?: DInput }) => ({
  ...c,
  status: 'INICIANDO' as EstadoCaja,
  limiteInferior: c.limiteInferior === undefined || c.limiteInferior === '' ? ZERO : toD(c.limiteInferior),
  limiteSuperior: c.limiteSuperior === undefined || c.limiteSuperior === '' ? ZERO : toD(c.limiteSuperior),
});
