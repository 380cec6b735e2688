// Every /facturacion/* screen of the factura module, for the shell's router. One component
// serves all the document lists (LISTAS).
import { lazyPage, type LazyPage } from '../../app/lazy-page';
import { LISTAS } from './listas/listas';

const lista = lazyPage(() => import('./listas/lista-page'), 'ListaDocumentosPage');

export const FACTURA_PAGES: Readonly<Record<string, LazyPage>> = {
  '/facturacion/facturar': lazyPage(() => import('./facturar/facturar-page'), 'FacturarPage'),
  ...Object.fromEntries(Object.keys(LISTAS).map((path) => [path, lista])),
  '/facturacion/listaCredito': lazyPage(() => import('./listas/credito-page'), 'CreditoPage'),
  '/facturacion/proforma': lazyPage(() => import('./listas/proforma-page'), 'ProformaPage'),
  '/facturacion/mensajeReceptor': lazyPage(() => import('./mensaje-receptor/mensaje-receptor-page'), 'MensajeReceptorPage'),
  '/facturacion/reporte': lazyPage(() => import('./reportes/reporte-page'), 'ReportePage'),
};
