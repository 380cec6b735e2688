import { D, type D as Dec } from '../../src/money/decimal';
import { roundAmount } from '../../src/money/rounding';
import { copyMissing } from './copy';
import type { OtroCargo, OtroCargoInput } from '../../src/factura/resumen-types';

/** v4.4: at most 15 OtrosCargos. */
export const OTROS_CARGOS_MAXIMO = 15;

/** Computes each charge: its amount, or its percentage (rounded to 5 decimals) of totalVentaNeta. */
export function computeOtrosCargos(inputs: readonly OtroCargoInput[], totalVentaNeta: Dec): OtroCargo[] {
  return inputs.map(({ porcentajeOC, montoCargo, ...rest }) => {
    const porcentaje = porcentajeOC === undefined ? undefined : new D(porcentajeOC).toDecimalPlaces(5);
    const monto = montoCargo !== undefined ? roundAmount(montoCargo) : roundAmount(totalVentaNeta.times(porcentaje ?? 0).div(100));
    return copyMissing(copyMissing({ montoCargo: monto } as OtroCargo, { porcentajeOC: porcentaje }), rest);
  });
}

/** Spec 1 §5: other charges are unique by charge type; a repeat replaces the earlier one in its place. */
export function upsertOtroCargo<T extends { tipoDocumentoOC: string }>(list: readonly T[], cargo: T): T[] {
  const at = list.findIndex((c) => c.tipoDocumentoOC === cargo.tipoDocumentoOC);
  if (at < 0) return [...list, cargo];
  return list.map((c, i) => (i === at ? cargo : c));
}
