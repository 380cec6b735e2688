// Searching the CABYS index: by code prefix, or by the words of the description ranked by how
// well they match (the same answers on the server and in the browser).
import { candidates, lowerBound, type CabysRow, type IndiceCabys } from './cabys-indice';
import { STOP, variants, words } from './cabys-texto';

/** How well a description's word matches a query word: 3 the same, 2 singular/plural, 1 prefix. */
function matchOf(t: string, w: string, forms: string[]): number {
  if (t === w) return 3;
  if (forms.includes(t) || t === `${w}s` || t === `${w}es`) return 2;
  return forms.some((f) => t.startsWith(f)) ? 1 : 0;
}

/**
 * Ranking score of a description for the query words: the best match of each word, +2 when the
 * words come in the query's order one after another (stop words aside), +1 when the description
 * begins with the first word.
 */
function score(content: string[], ws: string[], forms: string[][]): number {
  let total = 0;
  const positions: number[] = [];
  ws.forEach((w, k) => {
    let best = 0;
    let at = -1;
    content.forEach((t, i) => {
      const m = matchOf(t, w, forms[k]!);
      if (m > best) {
        best = m;
        at = i;
      }
    });
    total += best;
    positions.push(at);
  });
  if (ws.length > 1 && positions.every((p, k) => k === 0 || p === positions[k - 1]! + 1)) total += 2;
  if (positions[0] === 0) total += 1;
  return total;
}

export type CabysHit = { cabys: string; descripcion: string; impuesto: string };
const hit = (r: CabysRow): CabysHit => ({ cabys: r[0], descripcion: r[1], impuesto: r[2] });

/** Codes that start with the digits, in code order. */
function byCode(ix: IndiceCabys, digits: string, limit: number): CabysHit[] {
  const out: CabysHit[] = [];
  for (let i = lowerBound(ix.rows.length, digits, (k) => ix.rows[k]![0]); i < ix.rows.length && out.length < limit; i++) {
    if (!ix.rows[i]![0].startsWith(digits)) break;
    out.push(hit(ix.rows[i]!));
  }
  return out;
}

/**
 * Search by words of the description (every word must start a word of it, accents and case
 * aside, stop words optional) or, when the text is only digits, by code prefix. Ranked by
 * score(), then shorter descriptions (the more general ones), then code.
 */
export function buscarEnCabys(ix: IndiceCabys, text: string, limit: number): CabysHit[] {
  const trimmed = text.trim();
  if (/^\d[\d\s.-]*$/.test(trimmed)) return byCode(ix, trimmed.replace(/[\s.-]/g, ''), limit);
  const all = words(trimmed);
  let ws = all.filter((w) => !STOP.has(w));
  if (ws.length === 0) ws = all;
  if (ws.some((w) => w.length > 1)) ws = ws.filter((w) => w.length > 1);
  ws = [...new Set(ws)];
  if (ws.length === 0) return [];
  // Intersect starting from the rarest word: fewer entries to carry along.
  const sets = ws.map((w) => candidates(ix, w)).sort((a, b) => a.length - b.length);
  let found = sets[0]!;
  for (const next of sets.slice(1)) {
    if (found.length === 0) break;
    const g = ++ix.generation;
    for (const i of next) ix.stamp[i] = g;
    found = found.filter((i) => ix.stamp[i] === g);
  }
  const forms = ws.map(variants);
  const scored = found.map((i) => ({ i, score: score(ix.tokens[i]!, ws, forms), len: ix.rows[i]![1].length }));
  scored.sort((a, b) => b.score - a.score || a.len - b.len || a.i - b.i);
  return scored.slice(0, limit).map((s) => hit(ix.rows[s.i]!));
}

/** One code of the catalogue, or null. */
export function cabysPorCodigo(ix: IndiceCabys, codigo: string): CabysHit | null {
  const i = lowerBound(ix.rows.length, codigo, (k) => ix.rows[k]![0]);
  const r = ix.rows[i];
  return r && r[0] === codigo ? hit(r) : null;
}
