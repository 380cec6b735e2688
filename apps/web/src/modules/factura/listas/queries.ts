// Server state of the lists (TanStack Query over the typed documents): keyset pages as the
// clerk scrolls, one stream per document type, and the cache edits that live changes and
// actions make on the rows already shown.
import { useMemo } from 'react';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  ColaEnvioDocument,
  DocumentoFilaDocument,
  ListaCreditoDocument,
  ListaDocumentosDocument,
  ListaProformasDocument,
  nextCursor,
  type FacturaColaFieldsFragment,
  type FacturaFilaFieldsFragment,
  type FacturaFilter,
} from '@jit/api';
import { api } from '../../../app/api';
import { advance, nextStream, startStreams, visibleRows, type Stream } from './paging';

export type Fila = FacturaFilaFieldsFragment;
export type FilaCola = FacturaColaFieldsFragment;

/** Rows per request: one screen of the grid fills with one call. */
export const PAGE_SIZE = 25;

/** Every list query key starts here, so a change can reach all of them at once. */
export const LISTAS_KEY = ['factura', 'listas'] as const;

export type Fuente =
  | { kind: 'filtro'; tipos: readonly (string | null)[]; bulk?: boolean }
  | { kind: 'credito'; showContado: boolean; showPagadas: boolean }
  | { kind: 'proforma'; estadoProforma: string | null };

export type Filtros = { searchString: string; inicio: string | null; final: string | null };

type Pagina<T> = { rows: T[]; streams: Stream[] };

function filterDe(f: Filtros, extra: Partial<FacturaFilter> = {}): FacturaFilter {
  return {
    ...(f.searchString.trim() ? { searchString: f.searchString.trim() } : {}),
    ...(f.inicio ? { inicio: f.inicio } : {}),
    ...(f.final ? { final: f.final } : {}),
    ...extra,
  };
}

async function leerPagina(fuente: Fuente, filtros: Filtros, s: Stream, signal: AbortSignal) {
  const base = { cursor: s.cursor, limit: PAGE_SIZE };
  switch (fuente.kind) {
    case 'filtro': {
      const filter = filterDe(filtros, fuente.bulk ? { bulk: true } : {});
      return (await api.request(ListaDocumentosDocument, { ...base, documento: s.tipo, filter }, { signal })).Factura.readByFilter;
    }
    case 'credito':
      return (
        await api.request(
          ListaCreditoDocument,
          { ...base, filter: filterDe(filtros), showContado: fuente.showContado, showPagadas: fuente.showPagadas },
          { signal },
        )
      ).Factura.readDocumentosCredito;
    case 'proforma':
      return (await api.request(ListaProformasDocument, { ...base, filter: filterDe(filtros), estadoProforma: fuente.estadoProforma }, { signal }))
        .Factura.readDocumentosProforma;
  }
}

const tiposDe = (fuente: Fuente): readonly (string | null)[] => (fuente.kind === 'filtro' ? fuente.tipos : [null]);

/** A list's rows, read page by page as the clerk scrolls (fetchNextPage). */
export function useDocumentos(lista: string, fuente: Fuente, filtros: Filtros) {
  const query = useInfiniteQuery({
    queryKey: [...LISTAS_KEY, lista, fuente, filtros],
    initialPageParam: null as Stream[] | null,
    queryFn: async ({ pageParam, signal }): Promise<Pagina<Fila>> => {
      const streams = pageParam ?? startStreams(tiposDe(fuente));
      const targets = pageParam ? [nextStream(streams)].filter((s): s is Stream => s !== null) : streams;
      const pages = await Promise.all(targets.map((s) => leerPagina(fuente, filtros, s, signal)));
      const next = streams.map((s) => {
        const i = targets.indexOf(s);
        return i < 0 ? s : advance(s, pages[i]!);
      });
      return { rows: pages.flatMap((p) => p.feed), streams: next };
    },
    getNextPageParam: (last) => (last.streams.some((s) => s.hasNext) ? last.streams : undefined),
    staleTime: 15_000,
  });
  const rows = useMemo(() => {
    const pages = query.data?.pages;
    if (!pages) return undefined;
    return visibleRows(
      pages.map((p) => p.rows),
      pages[pages.length - 1]!.streams,
    );
  }, [query.data]);
  return { ...query, rows };
}

/** The outgoing queue: every document Hacienda has not accepted (all types the user sees). */
export function useCola(estados: readonly string[]) {
  return useInfiniteQuery({
    queryKey: [...LISTAS_KEY, 'cola', estados],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      (await api.request(ColaEnvioDocument, { filter: { estadoDocumento: [...estados] }, cursor: pageParam, limit: 100 }, { signal })).Factura
        .readByFilter,
    getNextPageParam: nextCursor,
    staleTime: 10_000,
  });
}

type AnyPage = { rows?: Fila[]; feed?: Fila[] };

function mapPages(data: unknown, fn: (rows: Fila[]) => Fila[]): unknown {
  const d = data as InfiniteData<AnyPage> | undefined;
  if (!d?.pages) return data;
  return {
    ...d,
    pages: d.pages.map((p) => (p.rows ? { ...p, rows: fn(p.rows) } : p.feed ? { ...p, feed: fn(p.feed) } : p)),
  };
}

/** Applies `patch` to the row with this id wherever a list shows it. Returns whether any did. */
export function patchRow(client: QueryClient, id: string, patch: (r: Fila) => Fila): boolean {
  let found = false;
  client.setQueriesData({ queryKey: LISTAS_KEY }, (data) =>
    mapPages(data, (rows) =>
      rows.map((r) => {
        if (r.id !== id) return r;
        found = true;
        return patch(r);
      }),
    ),
  );
  return found;
}

/** Adds a new row at the top of one list (its first page). */
export function prependRow(client: QueryClient, queryKey: readonly unknown[], row: Fila): void {
  client.setQueryData(queryKey, (data: unknown) => {
    const d = data as InfiniteData<AnyPage> | undefined;
    if (!d?.pages?.length) return data;
    const [first, ...rest] = d.pages;
    const exists = d.pages.some((p) => (p.rows ?? p.feed ?? []).some((r) => r.id === row.id));
    if (exists) return data;
    const page = first!.rows ? { ...first, rows: [row, ...first!.rows] } : { ...first, feed: [row, ...(first!.feed ?? [])] };
    return { ...d, pages: [page, ...rest] };
  });
}

/** The row of one document as the lists show it (after an action or a live change). */
export async function leerFila(id: string): Promise<Fila | null> {
  return (await api.request(DocumentoFilaDocument, { id }, { quiet: true })).Factura.readById ?? null;
}

/** Spec 1 §4: the lists refresh 3 seconds after an action (Hacienda's answer may follow it). */
export const REFRESCO_TRAS_ACCION_MS = 3_000;

export function refrescarTrasAccion(client: QueryClient): void {
  setTimeout(() => void client.invalidateQueries({ queryKey: LISTAS_KEY }), REFRESCO_TRAS_ACCION_MS);
}
