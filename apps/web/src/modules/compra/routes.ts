// The purchase screens (MODULES.md §E.2): suppliers, the supplier mailbox's log, received XML into
// purchases, the purchase invoice (FEC), the purchase report and purchase cancellations.
import { lazyPage, type LazyPage } from '../../app/lazy-page';

export const COMPRA_PAGES: Readonly<Record<string, LazyPage>> = {
  '/compras/Proveedores': lazyPage(() => import('./proveedores-page'), 'ProveedoresPage'),
  '/compras/listaAutoEmail': lazyPage(() => import('./correos-page'), 'CorreosPage'),
  '/compras/comprasXml': lazyPage(() => import('./xml/compras-xml-page'), 'ComprasXmlPage'),
  '/compras/reporte': lazyPage(() => import('./reporte/reporte-page'), 'ReporteComprasPage'),
  '/compras/FacturaCompras': lazyPage(() => import('./fec/fec-page'), 'FecPage'),
  '/compras/listaAnulaciones': lazyPage(() => import('./anulaciones-page'), 'AnulacionesPage'),
};
