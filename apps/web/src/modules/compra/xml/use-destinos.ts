// What a received line can go to: the purchasable items (Item.readItemsCompras) and the three cost
// catalogues, as the grouped options of the mapping's select.
import { useQuery } from '@tanstack/react-query';
import { CostosFijosDocument, CostosVariablesDocument, GastosActivosDocument, ItemsComprasDocument } from '@jit/api';
import { api } from '../../../app/api';
import type { OpcionesDestino } from './mapeo-tabla';
import { XML_MESSAGES as M } from './messages';

export function useDestinos(): OpcionesDestino {
  const q = useQuery({
    queryKey: ['compras', 'destinos'],
    queryFn: async ({ signal }) => {
      const [items, gastos, fijos, variables] = await Promise.all([
        api.request(ItemsComprasDocument, {}, { signal }),
        api.request(GastosActivosDocument, {}, { signal }),
        api.request(CostosFijosDocument, {}, { signal }),
        api.request(CostosVariablesDocument, {}, { signal }),
      ]);
      const costos = (lista: { _id: string; nombre: string }[], clase: string) => lista.map((c) => ({ value: `${clase}:${c._id}`, label: c.nombre }));
      return [
        { group: M.grupoArticulos, items: items.Item.readItemsCompras.map((i) => ({ value: `item:${i._id}`, label: i.SKU ? `${i.nombre} (${i.SKU})` : i.nombre })) },
        { group: M.grupoGastos, items: costos(gastos.GastosActivos.readAllByEmisor, 'GastosActivos') },
        { group: M.grupoFijos, items: costos(fijos.CostoFijo.readAllByEmisor, 'CostoFijo') },
        { group: M.grupoVariables, items: costos(variables.CostoVariable.readAllByEmisor, 'CostoVariable') },
      ].filter((g) => g.items.length > 0);
    },
    staleTime: 30_000,
  });
  return q.data ?? [];
}
