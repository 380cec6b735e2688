// The issuer settings screen (/admin/datosatv, "Configuración"), lazily loaded, for the shell's router.
import type { ComponentType } from 'react';

type Lazy = () => Promise<{ Component: ComponentType }>;

export const EMISOR_PAGES: Readonly<Record<string, Lazy>> = {
  '/admin/datosatv': async () => ({ Component: (await import('./datosatv-page')).DatosAtvPage }),
};
