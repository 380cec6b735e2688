// The restaurant screens (MODULES.md §D.2), in the restaurant layout with its exit to /dashboard.
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const RESTAURANTE_PAGES: Readonly<Record<string, LazyPage>> = {
  '/restaurante/lista': lazyPage(() => import('./restaurantes-page'), 'RestaurantesPage'),
  '/restaurante/zona': lazyPage(() => import('./zonas-page'), 'ZonasPage'),
  '/restaurante/pedidos': lazyPage(() => import('./pedidos-page'), 'PedidosPage'),
  '/restaurante/cocina': lazyPage(() => import('./cocina-page'), 'CocinaPage'),
  '/restaurante/facturar': lazyPage(() => import('./facturar-page'), 'FacturarPage'),
  '/restaurante/listaPedidos': lazyPage(() => import('./lista-pedidos-page'), 'ListaPedidosPage'),
  '/restaurante/listaEliminados': lazyPage(() => import('./eliminados-page'), 'EliminadosPage'),
  '/restaurante/pedidosEnLinea': lazyPage(() => import('./pedidos-en-linea-page'), 'PedidosEnLineaPage'),
};
