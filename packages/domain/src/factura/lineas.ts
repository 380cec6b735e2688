import type { Clasificacion } from './clasificacion';
import { clasificacionPorUnidad, unidadPorCabys } from './unidad-servicio';

/** The issuer activity settings a new line falls back on (spec 3 §3 activity settings). */
export type ActividadDefaults = {
  clasificacion?: Clasificacion;
  unidadMedida?: string;
  cabys?: string;
};

/**
 * Spec 1 §5: a line without classification, unit or CABYS code takes the issuer defaults. A
 * missing unit comes from the CABYS code (a service gets a service unit, a good a goods unit,
 * the activity's when it is of that kind), and a missing classification agrees with the unit.
 */
export function applyLineaDefaults<T extends { clasificacion?: Clasificacion; unidadMedida?: string; codigoCABYS?: string }>(
  linea: T,
  defaults: ActividadDefaults,
): T {
  const out = { ...linea };
  if (!out.codigoCABYS && defaults.cabys) out.codigoCABYS = defaults.cabys;
  if (!out.unidadMedida && (out.codigoCABYS || defaults.unidadMedida)) out.unidadMedida = unidadPorCabys(out.codigoCABYS, defaults.unidadMedida);
  if (!out.clasificacion)
    out.clasificacion = out.unidadMedida ? clasificacionPorUnidad(out.unidadMedida, defaults.clasificacion) : (defaults.clasificacion ?? 'producto');
  return out;
}

/** Numbers lines 1..n in their order (spec 1 §5: deleting a line renumbers the rest). */
export const renumberLineas = <T extends { numeroLinea?: number }>(lineas: readonly T[]): T[] =>
  lineas.map((l, i) => ({ ...l, numeroLinea: i + 1 }));

/** Removes the line at `index` (0-based) and renumbers the rest. */
export const removeLineaAt = <T extends { numeroLinea?: number }>(lineas: readonly T[], index: number): T[] =>
  renumberLineas(lineas.filter((_, i) => i !== index));

/** Appends a line numbered after the last one. */
export const appendLinea = <T extends { numeroLinea?: number }>(lineas: readonly T[], linea: T): T[] => [
  ...lineas,
  { ...linea, numeroLinea: lineas.length + 1 },
];
