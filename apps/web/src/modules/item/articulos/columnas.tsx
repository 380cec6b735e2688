// The columns of an item list (MODULES.md §A1.2): image, name, codes, category, unit, stock (red
// under the minimum), cost, markup, price, price with VAT, active.
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Avatar, Text } from '@mantine/core';
import { D, type D as Dec } from '@jit/domain';
import type { ItemFieldsFragment } from '@jit/api';
import { moneyColumn } from '@jit/ui/data-grid';
import { formatAmount, formatCurrency } from '../../../app/format';
import { ITEM_MESSAGES as M } from '../messages';

type Fila = ItemFieldsFragment;

const bajoMinimo = (r: Fila): boolean => {
  if (!r.minimo || r.clasificacion === 'servicio') return false;
  const c: Dec = new D(r.cantidad);
  return c.lt(r.minimo);
};

const dinero = (field: 'costoUnitarioTotal' | 'precioUnitario' | 'precioVenta', titulo: string): ColDef<Fila> => ({
  ...moneyColumn<Fila>(field, titulo),
  valueFormatter: (p) => formatCurrency(p.value as string, p.data?.codigoMoneda.id),
});

export function columnasItems(categorias: ReadonlyMap<string, string>): ColDef<Fila>[] {
  return [
    {
      colId: 'img',
      headerName: M.colImagen,
      maxWidth: 80,
      sortable: false,
      filter: false,
      cellRenderer: (p: ICellRendererParams<Fila>) => <Avatar src={p.data?.img?.src ?? null} size={28} radius="sm" alt="" />,
    },
    { field: 'nombre', headerName: M.colNombre, minWidth: 220 },
    { field: 'codigoRapido', headerName: M.colCodigo, maxWidth: 140 },
    { field: 'SKU', headerName: M.colSku, maxWidth: 130 },
    { colId: 'categoria', headerName: M.colCategoria, valueGetter: (p) => p.data?.categoria.map((c) => categorias.get(c) ?? '').join(', ') ?? '' },
    { colId: 'unidad', headerName: M.colUnidad, maxWidth: 100, valueGetter: (p) => p.data?.unidadMedida.id ?? '' },
    {
      colId: 'cantidad',
      headerName: M.colExistencias,
      type: 'rightAligned',
      maxWidth: 130,
      valueGetter: (p) => p.data?.cantidad,
      cellRenderer: (p: ICellRendererParams<Fila>) =>
        p.data ? (
          <Text size="sm" c={bajoMinimo(p.data) ? 'red' : undefined} title={bajoMinimo(p.data) ? M.bajoMinimo : undefined} component="span">
            {formatAmount(p.data.cantidad, 3)}
          </Text>
        ) : null,
    },
    dinero('costoUnitarioTotal', M.colCosto),
    { colId: 'utilidad', headerName: M.colUtilidad, type: 'rightAligned', maxWidth: 120, valueGetter: (p) => (p.data ? `${formatAmount(p.data.utilidad)} %` : '') },
    dinero('precioUnitario', M.colPrecio),
    dinero('precioVenta', M.colPrecioIva),
    { colId: 'variantes', headerName: M.colVariantes, maxWidth: 110, valueGetter: (p) => p.data?.variantes || '' },
    { colId: 'activo', headerName: M.colActivo, maxWidth: 100, valueGetter: (p) => (p.data?.stockState ? M.si : M.no) },
  ];
}
