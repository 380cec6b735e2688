// Server state of the stock screens: keys (a write refreshes the whole module), the entry and loss
// types, and every item (pickers of entries, losses, counts and production).
import { useQuery } from '@tanstack/react-query';
import { ExistenciasDocument, ItemsTodosDocument, TiposEntradaDocument, TiposMermaDocument, type ExistenciaFieldsFragment, type ExistenciasQuery } from '@jit/api';
import { api } from '../../app/api';

export const INVENTARIO_KEY = ['inventario'] as const;
export type Clase = 'ENTRADA' | 'MERMA';

export function useTipos(clase: Clase) {
  return useQuery({
    queryKey: [...INVENTARIO_KEY, 'tipos', clase],
    queryFn: async ({ signal }) =>
      clase === 'ENTRADA' ? (await api.request(TiposEntradaDocument, {}, { signal })).Entrada.readAllByEmisor : (await api.request(TiposMermaDocument, {}, { signal })).Merma.readAllByEmisor,
  });
}

/** Every item and variant (the catalogue's unpaged list), for the pickers. */
export function useArticulos() {
  return useQuery({
    queryKey: [...INVENTARIO_KEY, 'articulos'],
    staleTime: 30_000,
    queryFn: async ({ signal }) => (await api.request(ItemsTodosDocument, {}, { signal })).Item.readAllItemByEmisor,
  });
}

/** Every product's stock, 1,000 a page (the count sheet and the export). */
export async function todasLasExistencias(signal: AbortSignal): Promise<ExistenciaFieldsFragment[]> {
  const out: ExistenciaFieldsFragment[] = [];
  let cursor: string | null = null;
  do {
    const r: ExistenciasQuery = await api.request(ExistenciasDocument, { cursor, limit: 1000 }, { signal });
    const p = r.MovimientoInventario.readExistencias;
    out.push(...p.feed);
    cursor = p.pageInfo.hasNextPage ? (p.pageInfo.nextPageCursor ?? null) : null;
  } while (cursor);
  return out;
}
