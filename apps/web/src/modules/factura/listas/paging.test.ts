import { describe, expect, it } from 'vitest';
import { advance, nextStream, startStreams, visibleRows, type Fila, type Stream } from './paging';

// A server of several types, each paged newest first with a keyset cursor, like readByFilter.
function servidor(rows: (Fila & { tipo: string })[], limit: number) {
  const desc = (a: Fila, b: Fila) => Date.parse(b.fechaEmision) - Date.parse(a.fechaEmision) || (a.id < b.id ? 1 : -1);
  return (tipo: string | null, cursor: string | null) => {
    const todas = rows.filter((r) => r.tipo === tipo).sort(desc);
    const desde = cursor ? todas.findIndex((r) => r.id === cursor) + 1 : 0;
    const feed = todas.slice(desde, desde + limit);
    const hasNextPage = desde + limit < todas.length;
    return { feed, pageInfo: { hasNextPage, nextPageCursor: hasNextPage ? feed[feed.length - 1]!.id : null } };
  };
}

function leerTodo(tipos: string[], rows: (Fila & { tipo: string })[], limit: number) {
  const pagina = servidor(rows, limit);
  let streams: Stream[] = startStreams(tipos);
  const pages: Fila[][] = [];
  const vistas: Fila[][] = [];
  // First page: every stream; then only the one that limits the view.
  const first = streams.map((s) => pagina(s.tipo, s.cursor));
  streams = streams.map((s, i) => advance(s, first[i]!));
  pages.push(first.flatMap((p) => p.feed));
  vistas.push(visibleRows(pages, streams));
  for (let guard = 0; guard < 1000; guard += 1) {
    const s = nextStream(streams);
    if (!s) break;
    const p = pagina(s.tipo, s.cursor);
    streams = streams.map((x) => (x === s ? advance(x, p) : x));
    pages.push([...p.feed]);
    vistas.push(visibleRows(pages, streams));
  }
  return { vistas, final: visibleRows(pages, streams) };
}

function documentos(n: number, seed: number) {
  let x = seed;
  const rnd = () => ((x = (x * 1103515245 + 12345) % 2147483648), x / 2147483648);
  const tipos = ['05', '06', '07'];
  return Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    // Few distinct instants, so equal dates (ordered by id) happen often.
    fechaEmision: new Date(Date.UTC(2026, 10, 1 + Math.floor(rnd() * 5), 10)).toISOString(),
    tipo: tipos[Math.floor(rnd() * tipos.length)]!,
  }));
}

describe('merging keyset streams', () => {
  it('shows every document once, newest first, with no gap at any moment of the scroll', () => {
    for (let seed = 1; seed < 40; seed += 1) {
      const docs = documentos(37, seed);
      const esperado = [...docs].sort((a, b) => Date.parse(b.fechaEmision) - Date.parse(a.fechaEmision) || (a.id < b.id ? 1 : -1)).map((d) => d.id);
      const { vistas, final } = leerTodo(['05', '06', '07'], docs, 4);
      expect(final.map((r) => r.id)).toEqual(esperado);
      // Each intermediate view is a prefix of the full order: never a hole the next page fills.
      for (const v of vistas) expect(v.map((r) => r.id)).toEqual(esperado.slice(0, v.length));
    }
  });

  it('a single stream is plain keyset paging', () => {
    const docs = documentos(9, 7).map((d) => ({ ...d, tipo: '01' }));
    const { final } = leerTodo(['01'], docs, 2);
    expect(final).toHaveLength(9);
  });

  it('a row that comes again replaces the earlier copy (state changed between pages)', () => {
    const a = { id: 'a', fechaEmision: '2026-11-02T00:00:00.000Z', estado: '1' };
    const b = { id: 'b', fechaEmision: '2026-11-01T00:00:00.000Z', estado: '1' };
    const s: Stream[] = [{ tipo: '01', cursor: null, hasNext: false, last: null }];
    const rows = visibleRows([[a, b], [{ ...a, estado: '3' }]], s);
    expect(rows.map((r) => [r.id, r.estado])).toEqual([
      ['a', '3'],
      ['b', '1'],
    ]);
  });
});
