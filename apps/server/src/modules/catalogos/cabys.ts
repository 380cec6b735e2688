// CABYS search over the 20,501 codes, in memory: an inverted index of the folded words of every
// description (sorted, so a word prefix is a binary search and a contiguous range), intersected
// word by word. Built once on first use (~100 ms), then a query touches only the postings of its
// words.
import { cabysRows, type CabysRow } from './data.js';
import { words } from './normalize.js';

/** Words a clerk types that say nothing about the product: not required to match. */
const STOP = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'o', 'e', 'u', 'a', 'al', 'en', 'con', 'sin', 'para', 'por', 'un', 'una', 'otro', 'otros', 'otra', 'otras']);

type Index = {
  rows: CabysRow[];
  /** Folded words of each description, in order, without stop words (for ranking). */
  tokens: string[][];
  /** Sorted distinct words of every description, and for each the entries that hold it. */
  vocab: string[];
  postings: Uint32Array[];
  /** Scratch marks for the intersection (generation-stamped, never cleared). */
  stamp: Uint32Array;
  generation: number;
};

let index: Index | null = null;

function build(): Index {
  const rows = cabysRows();
  const all = rows.map((r) => words(r[1]));
  const lists = new Map<string, number[]>();
  all.forEach((ts, i) => {
    for (const t of new Set(ts)) {
      const list = lists.get(t);
      if (list) list.push(i);
      else lists.set(t, [i]);
    }
  });
  const vocab = [...lists.keys()].sort();
  const postings = vocab.map((t) => Uint32Array.from(lists.get(t)!));
  const tokens = all.map((ts) => ts.filter((t) => !STOP.has(t)));
  return { rows, tokens, vocab, postings, stamp: new Uint32Array(rows.length), generation: 0 };
}

/** The index, built on first use. */
export const cabysIndex = (): Index => (index ??= build());

/** First position in a sorted array whose value is ≥ key. */
function lowerBound(length: number, key: string, get: (i: number) => string): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (get(mid) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The forms a word may take in a description: itself, its singular ("tomates" → "tomate",
 * "camiones" → "camion") and, for longer words, the stem without the gender vowel
 * ("computadora" also finds "computadores").
 */
function variants(w: string): string[] {
  const out = [w];
  if (w.length > 4 && w.endsWith('es')) out.push(w.slice(0, -2), w.slice(0, -1));
  else if (w.length > 3 && w.endsWith('s')) out.push(w.slice(0, -1));
  for (const f of out.slice()) if (f.length > 5 && /[ao]$/.test(f)) out.push(f.slice(0, -1));
  return out;
}

/** The entries whose description has a word starting with one of the forms of w. */
function candidates(ix: Index, w: string): number[] {
  const g = ++ix.generation;
  const out: number[] = [];
  for (const v of variants(w)) {
    for (let j = lowerBound(ix.vocab.length, v, (k) => ix.vocab[k]!); j < ix.vocab.length && ix.vocab[j]!.startsWith(v); j++) {
      for (const i of ix.postings[j]!) {
        if (ix.stamp[i] !== g) {
          ix.stamp[i] = g;
          out.push(i);
        }
      }
    }
  }
  return out;
}

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
function byCode(ix: Index, digits: string, limit: number): CabysHit[] {
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
export function searchCabys(text: string, limit: number): CabysHit[] {
  const ix = cabysIndex();
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
export function findCabys(codigo: string): CabysHit | null {
  const ix = cabysIndex();
  const i = lowerBound(ix.rows.length, codigo, (k) => ix.rows[k]![0]);
  const r = ix.rows[i];
  return r && r[0] === codigo ? hit(r) : null;
}
