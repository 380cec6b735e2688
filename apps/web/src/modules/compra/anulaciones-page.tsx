// /compras/listaAnulaciones: purchase cancellations (9938) with the document list every
// Facturación list uses (search, dates, live states, the drawer). A cancellation is made from a
// purchase («Anular compra» on «Compras por XML» → Compras, or on the purchase invoices' list).
import { ListaDocumentos } from '../factura/listas/lista-page';
import type { ListaConfig } from '../factura/listas/listas';

const ANULACIONES: ListaConfig = {
  path: '/compras/listaAnulaciones',
  titulo: 'Anulaciones de compras',
  tipos: [{ value: '9938', label: 'Anulaciones' }],
  tipoLista: 'notas',
  acciones: ['correo'],
  cola: false,
};

export function AnulacionesPage() {
  return <ListaDocumentos config={ANULACIONES} />;
}
