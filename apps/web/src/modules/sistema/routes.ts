// The shell's own pages (no business context behind them): the dashboard that hosts each
// module's figures, the account and access notices, signing out.
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const SISTEMA_PAGES: Readonly<Record<string, LazyPage>> = {
  '/dashboard': lazyPage(() => import('./dashboard-page'), 'DashboardPage'),
  '/accountDisabled': lazyPage(() => import('./account-disabled-page'), 'AccountDisabledPage'),
  '/noauth': lazyPage(() => import('./noauth-page'), 'NoAuthPage'),
  '/logout': lazyPage(() => import('./logout-page'), 'LogoutPage'),
};

/** Every route whose module is not built yet (DECISIONS #39). */
export const EN_PREPARACION: LazyPage = lazyPage(() => import('./en-preparacion-page'), 'EnPreparacionPage');
