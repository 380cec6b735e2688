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
/** One counted denomination (spec 2 §3 contador). */
export type Conteo = { moneda: DInput; cantidadMoneda: number };
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
export function balanceSesion(sesion: Pick<SesionCaja, 'montoInicial' | 'movimientos'>, conteo: readonly Conteo[]): BalanceCaja {
  const contador = conteo.map((c) => {
    const moneda = toD(c.moneda);
    return { moneda, cantidadMoneda: c.cantidadMoneda, totalMoneda: roundAmount(moneda.times(c.cantidadMoneda)) };
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

/** Spec 2 §4: a caja may open a session when none is open and it is not finished. */
export function puedeAbrir(estado: EstadoCaja): Result<true, 'SESION_YA_ABIERTA' | 'CAJA_FINALIZADA'> {
  if (estado === 'ABIERTA') return fail('SESION_YA_ABIERTA', 'caja');
  if (estado === 'FINALIZADA') return fail('CAJA_FINALIZADA', 'caja');
  return ok(true);
}

/** Spec 2 §5: caja limits to decimals (0 when empty). */
export const normalizeCaja = (c: { name: string; limiteInferior?: DInput; limiteSuperior?: DInput }) => ({
  ...c,
  status: 'INICIANDO' as EstadoCaja,
  limiteInferior: c.limiteInferior === undefined || c.limiteInferior === '' ? ZERO : toD(c.limiteInferior),
  limiteSuperior: c.limiteSuperior === undefined || c.limiteSuperior === '' ? ZERO : toD(c.limiteSuperior),
});
