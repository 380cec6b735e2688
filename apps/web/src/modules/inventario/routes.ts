// The stock ledger's screens (MODULES.md §A2.2).
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const INVENTARIO_PAGES: Readonly<Record<string, LazyPage>> = {
  '/inventario/lista': lazyPage(() => import('./lista/inventario-page'), 'InventarioPage'),
  '/inventario/entrada': lazyPage(() => import('./ajustes/entrada-page'), 'EntradaPage'),
  '/inventario/merma': lazyPage(() => import('./ajustes/merma-page'), 'MermaPage'),
  '/produccion/producir': lazyPage(() => import('./produccion/producir-page'), 'ProducirPage'),
  '/produccion/ordenes': lazyPage(() => import('./produccion/ordenes-page'), 'OrdenesPage'),
};
