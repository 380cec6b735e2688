// What a purchase line can go to: the purchasable items (Item.readItemsCompras) and the three cost
// catalogues, as the grouped options of a select (`item:<id>` or `<clase>:<id>`) and, by that
// value, what a purchase invoice line takes from it (name, CABYS, unit, cost, VAT rate, class).
import { useQuery } from '@tanstack/react-query';
import { CostosFijosDocument, CostosVariablesDocument, GastosActivosDocument, ItemsComprasDocument } from '@jit/api';
import { api } from '../../../app/api';
import type { OpcionesDestino } from './mapeo-tabla';
import { XML_MESSAGES as M } from './messages';

export type DestinoCompra = { nombre: string; codigoCABYS: string; unidadMedida: string; costo: string; codigoTarifaIVA: string; clasificacion: string; itemId: string | null };

export function useDestinos(): { opciones: OpcionesDestino; porValor: ReadonlyMap<string, DestinoCompra> } {
  const q = useQuery({
    queryKey: ['compras', 'destinos'],
    queryFn: async ({ signal }) => {
      const [items, gastos, fijos, variables] = await Promise.all([
        api.request(ItemsComprasDocument, {}, { signal }),
        api.request(GastosActivosDocument, {}, { signal }),
        api.request(CostosFijosDocument, {}, { signal }),
        api.request(CostosVariablesDocument, {}, { signal }),
      ]);
      const porValor = new Map<string, DestinoCompra>();
      const itemOps = items.Item.readItemsCompras.map((i) => {
        porValor.set(`item:${i._id}`, { nombre: i.nombre, codigoCABYS: i.codigo ?? '', unidadMedida: i.unidadMedida.id, costo: i.costoUnitarioTotal, codigoTarifaIVA: i.impuesto[0]?.codigoTarifa?.id ?? '08', clasificacion: 'producto', itemId: i._id });
        return { value: `item:${i._id}`, label: i.SKU ? `${i.nombre} (${i.SKU})` : i.nombre };
      });
      type C = { _id: string; nombre: string; tipo?: string | null; codigo?: string | null; unidadMedida: { id: string }; costoUnitarioTotal: string };
      const costos = (lista: C[], clase: string, clasificacion: (c: C) => string) =>
        lista.map((c) => {
          porValor.set(`${clase}:${c._id}`, { nombre: c.nombre, codigoCABYS: c.codigo ?? '', unidadMedida: c.unidadMedida.id, costo: c.costoUnitarioTotal, codigoTarifaIVA: '08', clasificacion: clasificacion(c), itemId: null });
          return { value: `${clase}:${c._id}`, label: c.nombre };
        });
      const opciones = [
        { group: M.grupoArticulos, items: itemOps },
        { group: M.grupoGastos, items: costos(gastos.GastosActivos.readAllByEmisor, 'GastosActivos', (c) => (c.tipo === 'Activo' ? 'activo' : 'gasto')) },
        { group: M.grupoFijos, items: costos(fijos.CostoFijo.readAllByEmisor, 'CostoFijo', () => 'costo fijo') },
        { group: M.grupoVariables, items: costos(variables.CostoVariable.readAllByEmisor, 'CostoVariable', () => 'costo variable') },
      ].filter((g) => g.items.length > 0);
      return { opciones, porValor };
    },
    staleTime: 30_000,
  });
  return q.data ?? { opciones: [], porValor: new Map() };
}
