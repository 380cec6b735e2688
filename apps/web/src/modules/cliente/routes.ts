// The customer screens (MODULES.md §B.2) built so far: the dashboard, the list (open to every
// profile), the cycle settings, the categories, the subscriptions, the AutoPay transactions, the
// e-mail campaigns and template, the birthdays and the map.
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const CLIENTE_PAGES: Readonly<Record<string, LazyPage>> = {
  '/clientes/dashboard': lazyPage(() => import('./tablero/tablero-page'), 'ClientesTableroPage'),
  '/clientes/lista': lazyPage(() => import('./lista/clientes-page'), 'ClientesPage'),
  '/clientes/cron': lazyPage(() => import('./cron/cron-page'), 'ClientesCronPage'),
  '/clientes/marketing/birthday': lazyPage(() => import('./cumpleanos/cumpleanos-page'), 'CumpleanosPage'),
  '/maps/full-screen': lazyPage(() => import('./mapa/mapa-page'), 'MapaPage'),
  '/clientes/categorias': lazyPage(() => import('./categorias/categorias-page'), 'CategoriasClientePage'),
  '/clientes/suscripciones': lazyPage(() => import('./suscripciones/suscripciones-page'), 'SuscripcionesPage'),
  '/clientes/marketing/email': lazyPage(() => import('./marketing/marketing-page'), 'MarketingPage'),
  '/clientes/transacciones': lazyPage(() => import('./transacciones/transacciones-page'), 'TransaccionesPage'),
};
