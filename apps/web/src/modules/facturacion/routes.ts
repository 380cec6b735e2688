// The invoicing screens of this module, lazily loaded, for the shell's router (PAGE_LOADERS).
import type { ComponentType } from 'react';

type Lazy = () => Promise<{ Component: ComponentType }>;

export const FACTURACION_PAGES: Readonly<Record<string, Lazy>> = {
  '/facturacion/facturar': async () => ({ Component: (await import('./facturar-page')).FacturarPage }),
};
