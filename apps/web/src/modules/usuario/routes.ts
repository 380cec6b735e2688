// The signed-in screens of the usuario module (its users, their roles, the account's plan), for
// the shell's router; sign-in, sign-up and recovery are public routes of their own.
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const USUARIO_PAGES: Readonly<Record<string, LazyPage>> = {
  '/admin/usuarios': lazyPage(() => import('./usuarios-page'), 'UsuariosPage'),
  '/admin/roles': lazyPage(() => import('./roles/roles-page'), 'RolesPage'),
  '/pricing': lazyPage(() => import('./plan/pricing-page'), 'PricingPage'),
};
