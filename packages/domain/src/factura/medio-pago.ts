import { ZERO, toD, type D as Dec } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { copyMissing } from '../shared/copy';
import { fail, ok, type Result } from '../shared/result';
import type { MedioPago, MedioPagoInput } from './resumen-types';

/** v4.4: at most 4 MedioPago entries. */
export const MEDIOS_PAGO_MAXIMO = 4;
/** Refusal codes of the payment split. */
export type MedioPagoError = 'MEDIO_PAGO_MAXIMO' | 'MEDIO_PAGO_SIN_MONTO' | 'MEDIO_PAGO_NO_CUADRA' | 'MONTO_NEGATIVO';

/**
 * Splits totalComprobante over the payment methods: entries with an amount keep it, the one entry
 * without an amount takes the remainder; the amounts must add up to the total exactly.
 */
export function allocateMediosPago(totalComprobante: Dec, medios: readonly MedioPagoInput[]): Result<MedioPago[], MedioPagoError> {
  if (medios.length > MEDIOS_PAGO_MAXIMO) return fail('MEDIO_PAGO_MAXIMO', 'medioPago');
  // MedioPago is optional in v4.4 (0..4): no entry means nothing to split.
  if (medios.length === 0) return ok([]);
  const open = medios.filter((m) => m.totalMedioPago === undefined || m.totalMedioPago === null);
  if (open.length > 1) return fail('MEDIO_PAGO_SIN_MONTO', 'medioPago');
  let given = ZERO;
  for (let i = 0; i < medios.length; i++) {
    const m = medios[i] as MedioPagoInput;
    if (m.totalMedioPago === undefined || m.totalMedioPago === null) continue;
    const amount = roundAmount(m.totalMedioPago);
    if (amount.isNeg()) return fail('MONTO_NEGATIVO', `medioPago[${i}].totalMedioPago`);
    given = given.plus(amount);
  }
  // Nothing given: the remainder is the total itself (what minus(0) gives for a total of up to 40 digits).
  const remainder = given === ZERO && totalComprobante.e < 35 ? totalComprobante : totalComprobante.minus(given);
  if (open.length === 0 ? !remainder.isZero() : remainder.isNeg()) return fail('MEDIO_PAGO_NO_CUADRA', 'medioPago');
  return ok(medios.map((m) => toMedioPago(m, m.totalMedioPago == null ? remainder : roundAmount(m.totalMedioPago))));
}

const toMedioPago = (m: MedioPagoInput, total: Dec): MedioPago =>
  copyMissing({ tipoMedioPago: m.tipoMedioPago, totalMedioPago: total }, { medioPagoOtros: m.medioPagoOtros });

/** The payment entries as given (missing amounts as 0): what the summary shows while the split is incomplete. */
export const mediosPagoSinAjuste = (medios: readonly MedioPagoInput[]): MedioPago[] =>
  medios.map((m) => toMedioPago(m, roundAmount(m.totalMedioPago == null ? 0 : toD(m.totalMedioPago))));
