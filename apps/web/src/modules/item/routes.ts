// The catalogue's screens (MODULES.md §A1.2): the five item lists on one page, categories,
// discounts, and one cost-catalogue page for fixed costs, variable costs and expenses/assets.
import { lazyPage, type LazyPage } from '../../app/lazy-page';

const items = lazyPage(() => import('./articulos/items-page'), 'ItemsPage');
const costos = lazyPage(() => import('./costos/costos-page'), 'CostosPage');

export const ITEM_PAGES: Readonly<Record<string, LazyPage>> = {
  '/inventario/materiaPrima': items,
  '/inventario/reventa': items,
  '/inventario/manufacturado': items,
  '/inventario/consumible': items,
  '/inventario/Servicio': items,
  '/inventario/categoria': lazyPage(() => import('./categorias/categorias-page'), 'CategoriasPage'),
  '/inventario/descuentos': lazyPage(() => import('./descuentos/descuentos-page'), 'DescuentosPage'),
  '/inventario/costosfijos': costos,
  '/inventario/costosvariables': costos,
  '/compras/tipos': costos,
};
