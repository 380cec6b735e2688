// The ledger's columns, shared by the movements list and one item's kardex.
import type { ColDef } from 'ag-grid-community';
import type { MovimientoInventarioFieldsFragment } from '@jit/api';
import { dateColumn, moneyColumn, quantityColumn } from '@jit/ui/data-grid';
import { INVENTARIO_MESSAGES as M } from '../messages';

export type Movimiento = MovimientoInventarioFieldsFragment;

export function columnasMovimiento(conArticulo: boolean): ColDef<Movimiento>[] {
  return [
    dateColumn<Movimiento>('fecha', M.colFecha, { withTime: true, minWidth: 150 }),
    ...(conArticulo ? [{ colId: 'articulo', headerName: M.colArticulo, minWidth: 180, valueGetter: (p: { data?: Movimiento }) => p.data?.item.nombre ?? '' }] : []),
    { colId: 'origen', headerName: M.colOrigen, minWidth: 130, valueGetter: (p) => (p.data ? (M.origenes[p.data.origen] ?? p.data.origen) : '') },
    { field: 'documento', headerName: M.colDocumento, minWidth: 150 },
    { colId: 'descripcion', headerName: M.colDescripcion, minWidth: 160, valueGetter: (p) => (p.data ? [p.data.descripcion, p.data.causa, p.data.proveedor].filter(Boolean).join(' · ') : '') },
    moneyColumn<Movimiento>('costoUnitario', M.colCosto),
    quantityColumn<Movimiento>('entrada.cantidad', M.colEntrada),
    quantityColumn<Movimiento>('salida.cantidad', M.colSalida),
    quantityColumn<Movimiento>('saldo.cantidad', M.colSaldo, { cellStyle: (p) => (p.data?.negativo ? { color: 'var(--mantine-color-red-7)', fontWeight: 600 } : null) }),
    moneyColumn<Movimiento>('saldo.valor', M.colValor),
    moneyColumn<Movimiento>('pp', M.colPP),
    moneyColumn<Movimiento>('peps', M.colPEPS),
  ];
}
