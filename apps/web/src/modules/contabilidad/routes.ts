// The accounting screen (MODULES.md §F2.2).
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const CONTABILIDAD_PAGES: Readonly<Record<string, LazyPage>> = {
  '/contabilidad': lazyPage(() => import('./contabilidad-page'), 'ContabilidadPage'),
};
