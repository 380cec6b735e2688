// The purchase screens (MODULES.md §E.2) built so far: suppliers and the supplier mailbox's log.
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const COMPRA_PAGES: Readonly<Record<string, LazyPage>> = {
  '/compras/Proveedores': lazyPage(() => import('./proveedores-page'), 'ProveedoresPage'),
  '/compras/listaAutoEmail': lazyPage(() => import('./correos-page'), 'CorreosPage'),
};
