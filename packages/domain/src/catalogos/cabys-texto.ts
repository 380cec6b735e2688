// Text of the CABYS catalogue as a search compares it: folded (no accents, lower case), split
// into words, with the forms a word may take (singular, the stem without the gender vowel).

/** Lower case without accents (á → a, ñ → n, ü → u): how catalogue text is compared. */
export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words of a text, folded: runs of letters and digits. */
export const words = (s: string): string[] => fold(s).split(/[^a-z0-9]+/).filter(Boolean);

/** Words a clerk types that say nothing about the product: not required to match. */
export const STOP = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'o', 'e', 'u', 'a', 'al', 'en', 'con', 'sin', 'para', 'por', 'un', 'una', 'otro', 'otros', 'otra', 'otras']);

/**
 * The forms a word may take in a description: itself, its singular ("tomates" → "tomate",
 * "camiones" → "camion") and, for longer words, the stem without the gender vowel
 * ("computadora" also finds "computadores").
 */
export function variants(w: string): string[] {
  const out = [w];
  if (w.length > 4 && w.endsWith('es')) out.push(w.slice(0, -2), w.slice(0, -1));
  else if (w.length > 3 && w.endsWith('s')) out.push(w.slice(0, -1));
  for (const f of out.slice()) if (f.length > 5 && /[ao]$/.test(f)) out.push(f.slice(0, -1));
  return out;
}
