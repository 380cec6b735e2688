// Every /facturacion/* screen of the factura module, lazily loaded, for the shell's router
// (PAGE_LOADERS). One component serves all the document lists (LISTAS).
import type { ComponentType } from 'react';
import { LISTAS } from './listas/listas';

type Lazy = () => Promise<{ Component: ComponentType }>;

const lista: Lazy = async () => ({ Component: (await import('./listas/lista-page')).ListaDocumentosPage });

export const FACTURA_PAGES: Readonly<Record<string, Lazy>> = {
  '/facturacion/facturar': async () => ({ Component: (await import('./facturar/facturar-page')).FacturarPage }),
  ...Object.fromEntries(Object.keys(LISTAS).map((path) => [path, lista])),
  '/facturacion/listaCredito': async () => ({ Component: (await import('./listas/credito-page')).CreditoPage }),
  '/facturacion/proforma': async () => ({ Component: (await import('./listas/proforma-page')).ProformaPage }),
  '/facturacion/mensajeReceptor': async () => ({ Component: (await import('./mensaje-receptor/mensaje-receptor-page')).MensajeReceptorPage }),
  '/facturacion/reporte': async () => ({ Component: (await import('./reportes/reporte-page')).ReportePage }),
};
