import { toD, type D, type DInput } from '../money/decimal';

/**
 * The screens keep the spec's porcentajeExoneracion (share of the tax exonerated, 0–100); v4.4 sends
 * TarifaExonerada in rate points (DECISIONS #26): tarifa × porcentaje / 100, at 2 decimals.
 */
export const tarifaExoneradaDesdePorcentaje = (porcentajeExoneracion: DInput, tarifa: DInput): D =>
  toD(tarifa).times(toD(porcentajeExoneracion)).div(100).toDecimalPlaces(2);

/** The spec's porcentajeExoneracion back from v4.4 TarifaExonerada (for display), at 3 decimals. */
export const porcentajeDesdeTarifaExonerada = (tarifaExonerada: DInput, tarifa: DInput): D =>
  toD(tarifa).isZero() ? toD(0) : toD(tarifaExonerada).times(100).div(toD(tarifa)).toDecimalPlaces(3);
