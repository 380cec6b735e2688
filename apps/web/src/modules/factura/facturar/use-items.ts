// The billing list of the code cell: Item.readToBill (active sellable items and their variants),
// every page read once per session and kept (5 minutes fresh), indexed once for the local search.
// An issuer without the catalogue (its profile or role may not read it) simply has no items.
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { indexarItems } from '@jit/domain';
import { ItemsParaFacturarDocument, type ItemsParaFacturarQuery } from '@jit/api';
import { api } from '../../../app/api';
import { lineaDeItem, sugerenciasItems, type ItemFacturable } from './grid/items';

export const ITEMS_FACTURAR_KEY = ['item', 'facturables'] as const;

async function leerFacturables(signal: AbortSignal): Promise<ItemFacturable[]> {
  const out: ItemFacturable[] = [];
  let cursor: string | null = null;
  do {
    const r: ItemsParaFacturarQuery = await api.request(ItemsParaFacturarDocument, { cursor, limit: 2000 }, { signal, quiet: true });
    out.push(...r.Item.readToBill.feed);
    cursor = r.Item.readToBill.pageInfo.hasNextPage ? (r.Item.readToBill.pageInfo.nextPageCursor ?? null) : null;
  } while (cursor);
  return out;
}

/** Today in Costa Rica (aaaa-mm-dd): the date a document issued now carries, for scheduled prices. */
export const hoyCR = (now = new Date()) => now.toLocaleDateString('sv-SE', { timeZone: 'America/Costa_Rica' });

/** The code cell's item search, as a function of the text typed. */
export function useBuscarItems(ivaIncluido: boolean): (text: string) => ReturnType<typeof sugerenciasItems> {
  const q = useQuery({
    queryKey: ITEMS_FACTURAR_KEY,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => indexarItems(await leerFacturables(signal)),
  });
  const indice = useMemo(() => q.data ?? [], [q.data]);
  return useCallback(
    (text: string) => {
      if (!text.trim() || indice.length === 0) return [];
      const fecha = hoyCR();
      return sugerenciasItems(indice, text, (i) => lineaDeItem(i, fecha, ivaIncluido));
    },
    [indice, ivaIncluido],
  );
}
