// Keyset paging over one or several document types at once. The server pages each type newest
// first (fechaEmision, then id); a list of several types (e.g. 05, 06 and 07) reads each as its
// own stream and shows only the rows no unread row can come before, so merging never leaves a
// gap nor repeats a row, and each further page asks only the stream that limits the view.

export type Key = { fecha: number; id: string };
export type Stream = { tipo: string | null; cursor: string | null; hasNext: boolean; last: Key | null };
export type Fila = { id: string; fechaEmision: string };

/** Orders newest first: by date, then id, both descending (the server's order). */
export function compareDesc(a: Key, b: Key): number {
  if (a.fecha !== b.fecha) return b.fecha - a.fecha;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export const keyOf = (r: Fila): Key => ({ fecha: Date.parse(r.fechaEmision), id: r.id });

export function startStreams(tipos: readonly (string | null)[]): Stream[] {
  return tipos.map((tipo) => ({ tipo, cursor: null, hasNext: true, last: null }));
}

/**
 * The stream to read next: the one with more rows whose last row read is the newest (its unread
 * rows are what keeps the older rows of the other streams hidden). null when all are done.
 */
export function nextStream(streams: readonly Stream[]): Stream | null {
  let best: Stream | null = null;
  for (const s of streams) {
    if (!s.hasNext) continue;
    if (!s.last) return s;
    if (!best || compareDesc(s.last, best.last!) < 0) best = s;
  }
  return best;
}

/** The stream after reading a page of it. */
export function advance(s: Stream, page: { feed: readonly Fila[]; pageInfo: { nextPageCursor?: string | null; hasNextPage: boolean } }): Stream {
  const lastRow = page.feed[page.feed.length - 1];
  const cursor = page.pageInfo.nextPageCursor ?? null;
  return { ...s, cursor, hasNext: page.pageInfo.hasNextPage && cursor !== null, last: lastRow ? keyOf(lastRow) : s.last };
}

/**
 * The rows to show: every row read, each once (a later copy replaces an earlier one), newest
 * first, cut where an unread row of a stream with more could still come before.
 */
export function visibleRows<T extends Fila>(pages: readonly (readonly T[])[], streams: readonly Stream[]): T[] {
  const byId = new Map<string, T>();
  for (const rows of pages) for (const r of rows) byId.set(r.id, r);
  const all = [...byId.values()].sort((a, b) => compareDesc(keyOf(a), keyOf(b)));
  let frontier: Key | null = null;
  for (const s of streams) {
    if (!s.hasNext || !s.last) continue;
    if (!frontier || compareDesc(s.last, frontier) < 0) frontier = s.last;
  }
  // A stream with more rows that has not been read at all hides everything (never happens after the first page).
  if (streams.some((s) => s.hasNext && !s.last)) return [];
  return frontier ? all.filter((r) => compareDesc(keyOf(r), frontier) <= 0) : all;
}
