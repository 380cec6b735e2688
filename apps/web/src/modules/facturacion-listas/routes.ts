// The screens of this module, lazily loaded, for the shell's router (PAGE_LOADERS).
import type { ComponentType } from 'react';
import { LISTAS } from './listas';

type Lazy = () => Promise<{ Component: ComponentType }>;

const lista: Lazy = async () => ({ Component: (await import('./lista-page')).ListaDocumentosPage });

export const FACTURACION_LISTAS_PAGES: Readonly<Record<string, Lazy>> = {
  ...Object.fromEntries(Object.keys(LISTAS).map((path) => [path, lista])),
  '/facturacion/listaCredito': async () => ({ Component: (await import('./credito-page')).CreditoPage }),
  '/facturacion/proforma': async () => ({ Component: (await import('./proforma-page')).ProformaPage }),
  '/facturacion/mensajeReceptor': async () => ({ Component: (await import('./mensaje-receptor-page')).MensajeReceptorPage }),
  '/facturacion/reporte': async () => ({ Component: (await import('./reporte-page')).ReportePage }),
};
