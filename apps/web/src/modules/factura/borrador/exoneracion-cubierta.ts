// Which of the receptor's exonerations a line takes by itself: the first one whose authorized
// CABYS codes include the line's code (an EXONET authorization limited to codes). One not limited
// to codes applies to whatever the customer buys, so the clerk applies it to the lines on purpose
// («Aplicar la exoneración a todas las líneas»); a line the clerk cleared keeps its choice until
// its code or the receptor's exonerations change.
import type { ExoneracionBorrador, LineaBorrador } from './types';

/** The id of the exoneration that covers a CABYS code, or ''. */
export function exoneracionQueCubre(
  exoneraciones: readonly ExoneracionBorrador[],
  codigoCABYS: string,
): string {
  const c = codigoCABYS.trim();
  if (!c) return '';
  return exoneraciones.find((e) => e.cabys.includes(c))?.id ?? '';
}

/**
 * The line after the receptor's exonerations changed: an id no longer among them is dropped; a
 * line without one takes a new exoneration that covers its code (those before keep the clerk's choice).
 */
export function conExoneraciones(
  l: LineaBorrador,
  antes: readonly ExoneracionBorrador[],
  ahora: readonly ExoneracionBorrador[],
): LineaBorrador {
  const vigente = l.exoneracion && ahora.some((e) => e.id === l.exoneracion) ? l.exoneracion : '';
  const nuevas = ahora.filter((e) => !antes.some((a) => a.id === e.id));
  const exoneracion = vigente || exoneracionQueCubre(nuevas, l.codigoCABYS);
  return exoneracion === l.exoneracion ? l : { ...l, exoneracion };
}

/** A patch that changes the code of a line without an exoneration brings the one covering the new code. */
export function conExoneracionDelCabys(
  antes: LineaBorrador,
  patch: Partial<LineaBorrador>,
  exoneraciones: readonly ExoneracionBorrador[],
): Partial<LineaBorrador> {
  const cabys = patch.codigoCABYS?.trim();
  if (!cabys || cabys === antes.codigoCABYS || patch.exoneracion !== undefined) return patch;
  const cubre = exoneracionQueCubre(exoneraciones, cabys);
  // A covered line moved to a code the exoneration does not cover loses it (it would be refused).
  const actual = exoneraciones.find((e) => e.id === antes.exoneracion);
  if (actual && actual.cabys.length > 0 && !actual.cabys.includes(cabys))
    return { ...patch, exoneracion: cubre };
  return antes.exoneracion || !cubre ? patch : { ...patch, exoneracion: cubre };
}
