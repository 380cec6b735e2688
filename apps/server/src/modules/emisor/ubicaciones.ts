// Whether a location code exists in Hacienda's province/canton/district catalogue (the catalogos
// module's, DECISIONS #22): 'ok', or the part that does not exist.
import { cantonesDe, distritosDe } from '../catalogos/index.js';

export type UbicacionCheck = 'ok' | 'canton' | 'distrito';

export function distritoExiste(provincia: string, canton: string, distrito: string): UbicacionCheck {
  if (!cantonesDe(provincia)?.some((c) => c.codigo === canton)) return 'canton';
  if (!distritosDe(`${provincia}${canton}`)?.some((d) => d.codigo === distrito)) return 'distrito';
  return 'ok';
}
