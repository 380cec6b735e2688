// The roles screen, for the shell's router.
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const ROL_PAGES: Readonly<Record<string, LazyPage>> = {
  '/admin/roles': lazyPage(() => import('./roles-page'), 'RolesPage'),
};
