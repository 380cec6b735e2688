// Whether a location code exists in Hacienda's province/canton/district catalogue.
// 'ok' exists; 'canton' / 'distrito' names the part that does not; 'desconocido' when the
// catalogue is not available (then only the code shape is checked).
export type UbicacionCheck = 'ok' | 'canton' | 'distrito' | 'desconocido';

export function distritoExiste(_provincia: string, _canton: string, _distrito: string): UbicacionCheck {
  return 'desconocido';
}
