/** Costa Rica keeps UTC−6 all year (no daylight saving). */
export const CR_OFFSET_MS = -6 * 3_600_000;
/** The ISO offset text of Costa Rica. */
export const CR_OFFSET = '-06:00';

/** Calendar parts of an instant in Costa Rica time (what the clave and day grouping need). */
export function partesFechaCostaRica(ms: number): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const d = new Date(ms + CR_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const p2 = (n: number): string => String(n).padStart(2, '0');

/** The Costa Rica calendar day of an instant as 'YYYY-MM-DD'. */
export function diaCostaRica(ms: number): string {
  const p = partesFechaCostaRica(ms);
  return `${p.year}-${p2(p.month)}-${p2(p.day)}`;
}

/** The same day written the Costa Rican way, 'DD/MM/YYYY'. */
export const diaCostaRicaTexto = (isoDay: string): string => isoDay.split('-').reverse().join('/');

/** An instant as Hacienda's FechaEmision text in Costa Rica time, e.g. 2026-11-05T10:30:00-06:00. */
export function fechaEmisionCostaRica(ms: number): string {
  const p = partesFechaCostaRica(ms);
  return `${p.year}-${p2(p.month)}-${p2(p.day)}T${p2(p.hour)}:${p2(p.minute)}:${p2(p.second)}${CR_OFFSET}`;
}

/** Days in a month of the Gregorian calendar. */
export const diasDelMes = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
