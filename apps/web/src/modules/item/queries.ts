// Server state of the catalogue's screens: the lists every editor picks from (categories,
// discounts, the cost catalogues), cached per session and refreshed after a change.
import { useQuery } from '@tanstack/react-query';
import {
  CategoriasDocument,
  CostosFijosDocument,
  CostosVariablesDocument,
  DescuentosDocument,
  GastosActivosDocument,
  type CostoFieldsFragment,
  type DescuentoFieldsFragment,
  type DescuentosQuery,
} from '@jit/api';
import { api } from '../../app/api';

export const ITEM_KEY = ['item'] as const;
export const CATEGORIAS_KEY = [...ITEM_KEY, 'categorias'] as const;
export const DESCUENTOS_KEY = [...ITEM_KEY, 'descuentos'] as const;
export const ARTICULOS_KEY = [...ITEM_KEY, 'articulos'] as const;

export type ClaseCosto = 'CostoFijo' | 'CostoVariable' | 'GastosActivos';
export const costosKey = (clase: ClaseCosto) => [...ITEM_KEY, 'costos', clase] as const;

export function useCategorias() {
  return useQuery({
    queryKey: CATEGORIAS_KEY,
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await api.request(CategoriasDocument, {}, { signal })).CategoriaItem.readAllByEmisor,
  });
}

/** Every discount (the picker of the item editor reads them all, 100 per page). */
export function useDescuentosTodos() {
  return useQuery({
    queryKey: [...DESCUENTOS_KEY, 'todos'],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const out: DescuentoFieldsFragment[] = [];
      let cursor: string | null = null;
      do {
        const r: DescuentosQuery = await api.request(DescuentosDocument, { cursor, limit: 100 }, { signal });
        const p = r.Descuento.readAllByEmisor;
        out.push(...p.feed);
        cursor = p.pageInfo.hasNextPage ? (p.pageInfo.nextPageCursor ?? null) : null;
      } while (cursor);
      return out;
    },
  });
}

/** One cost catalogue (not paged, spec 3 §7). */
export async function leerCostos(clase: ClaseCosto, signal?: AbortSignal): Promise<CostoFieldsFragment[]> {
  if (clase === 'CostoFijo') return (await api.request(CostosFijosDocument, {}, { signal })).CostoFijo.readAllByEmisor;
  if (clase === 'CostoVariable') return (await api.request(CostosVariablesDocument, {}, { signal })).CostoVariable.readAllByEmisor;
  return (await api.request(GastosActivosDocument, {}, { signal })).GastosActivos.readAllByEmisor;
}

export function useCostos(clase: ClaseCosto, enabled = true) {
  return useQuery({ queryKey: costosKey(clase), enabled, staleTime: 60_000, queryFn: ({ signal }) => leerCostos(clase, signal) });
}
