// The cash-register screens (MODULES.md §C.2): registers, sessions to open and finish, my register.
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const CAJA_PAGES: Readonly<Record<string, LazyPage>> = {
  '/cajas/lista': lazyPage(() => import('./cajas-page'), 'CajasPage'),
  '/cajas/administrar': lazyPage(() => import('./administrar-page'), 'AdministrarPage'),
  '/cajas/micaja': lazyPage(() => import('./micaja-page'), 'MiCajaPage'),
};
