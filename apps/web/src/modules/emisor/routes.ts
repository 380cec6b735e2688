// The issuer settings screen (/admin/datosatv, «Configuración»), for the shell's router.
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const EMISOR_PAGES: Readonly<Record<string, LazyPage>> = {
  '/admin/datosatv': lazyPage(() => import('./datosatv-page'), 'DatosAtvPage'),
};
