/** Line classification of spec 1 §3/§5 (also the issuer activity default, spec 3 §3). */
export type Clasificacion = 'servicio' | 'gasto' | 'costo fijo' | 'costo variable' | 'producto' | 'activo';

/** Spec 1 §5: these classifications count as services; producto and activo count as goods. */
export const CLASIFICACIONES_SERVICIO: readonly Clasificacion[] = ['servicio', 'gasto', 'costo fijo', 'costo variable'];

/** True when a line of this classification counts as a service (a missing one is goods). */
export const esServicio = (clasificacion: Clasificacion | null | undefined): boolean =>
  clasificacion != null && CLASIFICACIONES_SERVICIO.includes(clasificacion);

/** CABYS convention: codes whose first digit is 5–9 are services, 0–4 goods (a cross-check for the UI). */
export const esServicioPorCabys = (codigoCABYS: string): boolean => /^[5-9]/.test(codigoCABYS);
