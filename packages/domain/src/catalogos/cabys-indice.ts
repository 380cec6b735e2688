// The CABYS catalogue's search index (about 20,500 codes), the same on the server and in the
// browser: an inverted index of the folded words of every description (sorted, so a word prefix
// is a binary search and a contiguous range). Built once from the rows, then a query touches only
// the postings of its words.
import { STOP, variants, words } from './cabys-texto';

/** [code (13 digits), description, VAT percent] */
export type CabysRow = [string, string, string];

export type IndiceCabys = {
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

/** The index of rows sorted by code (as the catalogue file keeps them). */
export function crearIndiceCabys(rows: CabysRow[]): IndiceCabys {
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

/** First position in a sorted array whose value is ≥ key. */
export function lowerBound(length: number, key: string, get: (i: number) => string): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (get(mid) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The entries whose description has a word starting with one of the forms of w. */
export function candidates(ix: IndiceCabys, w: string): number[] {
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
