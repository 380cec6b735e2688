import { fail, ok, type Result } from '../shared/result';
import type { LineaDetalle } from './linea-types';
import { allocateMediosPago, type MedioPagoError } from './medio-pago';
import { OTROS_CARGOS_MAXIMO } from './otros-cargos';
import { computeResumen } from './resumen';
import type { OtroCargoInput, ResumenFactura, ResumenOptions } from './resumen-types';

/** v4.4: 1 to 1000 lines per document. */
export const LINEAS_MAXIMO = 1000;
/** Refusal codes of a whole summary. */
export type ResumenError = MedioPagoError | 'LINEAS_VACIAS' | 'LINEAS_MAXIMO' | 'OTROS_CARGOS_MAXIMO' | 'TIPO_CAMBIO_INVALIDO';

/** Computes the summary and refuses what Hacienda would: no lines, > 1000 lines, > 15 charges, a payment split that does not add up. */
export function validateResumen(
  lineas: readonly LineaDetalle[],
  otrosCargos: readonly OtroCargoInput[] = [],
  options: ResumenOptions = {},
): Result<ResumenFactura, ResumenError> {
  if (lineas.length === 0) return fail('LINEAS_VACIAS', 'lineas');
  if (lineas.length > LINEAS_MAXIMO) return fail('LINEAS_MAXIMO', 'lineas');
  if (otrosCargos.length > OTROS_CARGOS_MAXIMO) return fail('OTROS_CARGOS_MAXIMO', 'otrosCargos');
  const resumen = computeResumen(lineas, otrosCargos, options);
  if (resumen.codigoTipoMoneda.tipoCambio.lte(0)) return fail('TIPO_CAMBIO_INVALIDO', 'tipoCambio');
  const medios = allocateMediosPago(resumen.totalComprobante, options.medioPago ?? []);
  if (!medios.ok) return medios;
  return ok(resumen);
}
