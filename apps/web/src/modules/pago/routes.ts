// The payment screens (MODULES.md §F1.2): payments of sales and of purchases, payables, links.
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const PAGO_PAGES: Readonly<Record<string, LazyPage>> = {
  '/facturacion/listaPagos': lazyPage(() => import('./pagos-page'), 'PagosVentasPage'),
  '/compras/listaPagos': lazyPage(() => import('./pagos-page'), 'PagosComprasPage'),
  '/compras/listaCredito': lazyPage(() => import('./cuentas-page'), 'CuentasPagarPage'),
  '/facturacion/listaLinks': lazyPage(() => import('./links-page'), 'LinksPage'),
};
