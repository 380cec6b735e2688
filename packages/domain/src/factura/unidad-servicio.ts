import { esServicio, esServicioPorCabys, type Clasificacion } from './clasificacion';

/**
 * Hacienda's units of measure for services (v4.4 note on TotalServGravados: the service totals
 * are the lines whose unit is one of these); every other unit is goods.
 */
export const UNIDADES_SERVICIO = ['Sp', 'Spe', 'St', 'Os', 'Al', 'Alc', 'Cm', 'I'] as const;

/** True when the unit of measure is one of Hacienda's service units. */
export const esUnidadServicio = (unidad: string | null | undefined): boolean =>
  unidad != null && (UNIDADES_SERVICIO as readonly string[]).includes(unidad);

/**
 * The unit a line takes from its CABYS code: a service code (first digit 5–9) a service unit,
 * a good a goods unit — the activity's own when it is of the right kind, else Sp or Unid.
 */
export function unidadPorCabys(codigoCABYS: string | null | undefined, preferida?: string | null): string {
  const codigo = codigoCABYS?.trim() ?? '';
  if (!/^\d/.test(codigo)) return preferida || 'Unid';
  const servicio = esServicioPorCabys(codigo);
  if (preferida && esUnidadServicio(preferida) === servicio) return preferida;
  return servicio ? 'Sp' : 'Unid';
}

/**
 * The unit a line keeps when its CABYS code changes: the one it has when it is of the code's kind
 * (a clerk's «kg» for a good, «St» for a service), else the code's own (unidadPorCabys).
 */
export function unidadAlCambiarCabys(actual: string | null | undefined, codigoCABYS: string, preferida?: string | null): string {
  if (!/^\d/.test(codigoCABYS.trim())) return actual || preferida || 'Unid';
  if (actual && esUnidadServicio(actual) === esServicioPorCabys(codigoCABYS.trim())) return actual;
  return unidadPorCabys(codigoCABYS, preferida);
}

/** A classification that agrees with the unit: the given one when it does, else servicio or producto. */
export function clasificacionPorUnidad(unidad: string, preferida?: Clasificacion | null): Clasificacion {
  const servicio = esUnidadServicio(unidad);
  if (preferida && esServicio(preferida) === servicio) return preferida;
  return servicio ? 'servicio' : 'producto';
}

/** Whether a line counts as a service: its unit decides (Hacienda's rule); without one, its classification (spec 1 §5). */
export const esServicioDeLinea = (l: { unidadMedida?: string | null; clasificacion?: Clasificacion | null }): boolean =>
  l.unidadMedida ? esUnidadServicio(l.unidadMedida) : esServicio(l.clasificacion);
