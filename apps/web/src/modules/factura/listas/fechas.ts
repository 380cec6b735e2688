// Date ranges of the lists and the report (spec 1 §9: 'Este Mes' by default in reports; shortcuts
// this week, 7, 30 and 90 days), as Costa Rica calendar days. The server reads a date without
// time as that whole day in Costa Rica (final inclusive), so ranges travel as 'YYYY-MM-DD'.
import { CR_OFFSET_MS, diaCostaRica, diasDelMes, partesFechaCostaRica } from '@jit/domain';

export type Preset = 'HOY' | 'ESTA_SEMANA' | 'ULTIMOS_7_DIAS' | 'ULTIMOS_30_DIAS' | 'ULTIMOS_90_DIAS' | 'ESTE_MES' | 'MES_ANTERIOR' | 'ESTE_ANO';
export type Rango = { inicio: string; final: string };

/** The shortcuts offered in the lists (spec 1 §9) and, with the month ones, in the report. */
export const PRESETS_LISTA: readonly Preset[] = ['HOY', 'ESTA_SEMANA', 'ULTIMOS_7_DIAS', 'ULTIMOS_30_DIAS', 'ULTIMOS_90_DIAS', 'ESTE_MES'];
export const PRESETS_REPORTE: readonly Preset[] = ['ESTE_MES', 'ESTA_SEMANA', 'ULTIMOS_7_DIAS', 'ULTIMOS_30_DIAS', 'ULTIMOS_90_DIAS', 'HOY', 'MES_ANTERIOR', 'ESTE_ANO'];

const DIA = 86_400_000;
const p2 = (n: number) => String(n).padStart(2, '0');
const diaMenos = (ms: number, dias: number) => diaCostaRica(ms - dias * DIA);

/** The Costa Rica days of a shortcut at `now` (first and last day, both included). */
export function rangoDe(preset: Preset, now: number): Rango {
  const hoy = diaCostaRica(now);
  const { year, month } = partesFechaCostaRica(now);
  switch (preset) {
    case 'HOY':
      return { inicio: hoy, final: hoy };
    case 'ESTA_SEMANA': {
      // Monday to today (the server's ESTA_SEMANA).
      const dow = new Date(now + CR_OFFSET_MS).getUTCDay();
      return { inicio: diaMenos(now, (dow + 6) % 7), final: hoy };
    }
    case 'ULTIMOS_7_DIAS':
      return { inicio: diaMenos(now, 6), final: hoy };
    case 'ULTIMOS_30_DIAS':
      return { inicio: diaMenos(now, 29), final: hoy };
    case 'ULTIMOS_90_DIAS':
      return { inicio: diaMenos(now, 89), final: hoy };
    case 'ESTE_MES':
      return { inicio: `${year}-${p2(month)}-01`, final: `${year}-${p2(month)}-${p2(diasDelMes(year, month))}` };
    case 'MES_ANTERIOR': {
      const y = month === 1 ? year - 1 : year;
      const m = month === 1 ? 12 : month - 1;
      return { inicio: `${y}-${p2(m)}-01`, final: `${y}-${p2(m)}-${p2(diasDelMes(y, m))}` };
    }
    case 'ESTE_ANO':
      return { inicio: `${year}-01-01`, final: `${year}-12-31` };
  }
}

const DIA_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Days between two 'YYYY-MM-DD' (inclusive count), or null when either is not a day. */
export function diasDelRango(r: Partial<Rango>): number | null {
  if (!r.inicio || !r.final || !DIA_RE.test(r.inicio) || !DIA_RE.test(r.final)) return null;
  return Math.round((Date.parse(`${r.final}T00:00:00Z`) - Date.parse(`${r.inicio}T00:00:00Z`)) / DIA) + 1;
}

/** True when the Costa Rica day of `iso` falls in the range (a new document belongs in the list). */
export function enRango(iso: string, r: Rango | null): boolean {
  if (!r) return true;
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return false;
  const dia = diaCostaRica(t);
  return dia >= r.inicio && dia <= r.final;
}
