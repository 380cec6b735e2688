// Each document list of the Facturación menu (spec 1 §2): which types it shows, from which
// query, and which actions its rows offer.
import type { Accion } from './acciones/reglas';
import type { TipoLista } from './columnas';

export type ListaConfig = {
  path: string;
  titulo: string;
  /** Types, each its own keyset stream; more than one offers «Todos» and one button per type. */
  tipos: readonly { value: string; label: string }[];
  tipoLista: TipoLista;
  acciones: readonly Accion[];
  /** Lists of documents that go to Hacienda show the outgoing queue beside them. */
  cola: boolean;
  bulk?: boolean;
};

const VENTA: readonly Accion[] = ['correo', 'notaCredito', 'notaDebito', 'anular', 'corregir'];

export const LISTAS: Readonly<Record<string, ListaConfig>> = {
  '/facturacion/listaFactura': {
    path: '/facturacion/listaFactura',
    titulo: 'Facturas electrónicas',
    tipos: [
      { value: '01', label: 'Facturas' },
      { value: '02', label: 'Notas de débito' },
      { value: '10', label: 'Recibos de pago' },
    ],
    tipoLista: 'ventas',
    acciones: VENTA,
    cola: true,
  },
  '/facturacion/listaTiquete': {
    path: '/facturacion/listaTiquete',
    titulo: 'Tiquetes electrónicos',
    tipos: [{ value: '04', label: 'Tiquetes' }],
    tipoLista: 'ventas',
    acciones: VENTA,
    cola: true,
  },
  '/facturacion/listaNotaCredito': {
    path: '/facturacion/listaNotaCredito',
    titulo: 'Notas de crédito',
    tipos: [
      { value: '03', label: 'Notas de crédito (03)' },
      { value: '993', label: 'De otras facturas (993)' },
    ],
    tipoLista: 'notas',
    acciones: ['correo'],
    cola: true,
  },
  '/facturacion/listaMensajeReceptor': {
    path: '/facturacion/listaMensajeReceptor',
    titulo: 'Comprobantes recibidos (mensajes receptor)',
    tipos: [
      { value: '05', label: 'Aceptados' },
      { value: '06', label: 'Aceptados parcialmente' },
      { value: '07', label: 'Rechazados' },
    ],
    tipoLista: 'mensajes',
    acciones: [],
    cola: true,
  },
  '/facturacion/listaFacturaCompras': {
    path: '/facturacion/listaFacturaCompras',
    titulo: 'Facturas electrónicas de compra',
    tipos: [{ value: '08', label: 'Compras' }],
    tipoLista: 'compras',
    acciones: ['correo', 'anularCompra'],
    cola: true,
  },
  '/facturacion/listaFacturaExportacion': {
    path: '/facturacion/listaFacturaExportacion',
    titulo: 'Facturas de exportación',
    tipos: [{ value: '09', label: 'Exportación' }],
    tipoLista: 'ventas',
    acciones: VENTA,
    cola: true,
  },
  '/facturacion/listaFacturaOtro': {
    path: '/facturacion/listaFacturaOtro',
    titulo: 'Otras facturas (internas)',
    tipos: [{ value: '99', label: 'Otras' }],
    tipoLista: 'ventas',
    acciones: ['correo', 'notaCredito', 'anular'],
    cola: false,
  },
  '/facturacion/listaFacturaBulk': {
    path: '/facturacion/listaFacturaBulk',
    titulo: 'Temporal (facturación masiva)',
    tipos: [],
    tipoLista: 'ventas',
    acciones: ['correo', 'anularBulk'],
    cola: false,
    bulk: true,
  },
};
