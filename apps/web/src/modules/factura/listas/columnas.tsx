// The columns of the document lists, from the shared factories (money from the decimal string,
// es-CR dates, state badges), per kind of list. The least widths of a sales list add up to about
// 1,070 px, so with compact cells (documentos-grid.css) it fits 1,440 px with the side navigation
// open; `flex` (in hundreds of pixels) shares the width so that a consecutivo reads in full.
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Badge, Group } from '@mantine/core';
import { dateColumn, moneyColumn, statusBadgeColumn } from '@jit/ui/data-grid';
import { StatusBadge } from '@jit/ui';
import { formatCurrency, formatDate } from '../../../app/format';
import { BADGE_ESTADO, BADGE_PROFORMA, estadoProformaVisible, validaHasta, vencimiento } from './estados';
import { LISTAS_MESSAGES as M } from './messages';
import type { Fila } from './queries';

export type TipoLista = 'ventas' | 'credito' | 'proforma' | 'mensajes' | 'compras' | 'notas';

const moneda = (r: Fila | undefined) => r?.resumenFactura.codigoTipoMoneda.codigoMoneda.value ?? 'CRC';

function notas(p: ICellRendererParams<Fila>) {
  const r = p.data;
  if (!r) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {r.bulk && !r.state ? <Badge color="red" variant="light">{M.anulada}</Badge> : null}
      {r.notaCredito.length > 0 ? (
        <Badge color="orange" variant="light" title={r.notaCredito.map((n) => n.consecutivo ?? n.id).join(', ')}>
          {M.acreditada}
        </Badge>
      ) : null}
      {r.mail ? <Badge color="gray" variant="outline">{M.enviado}</Badge> : null}
    </Group>
  );
}

/** The columns of a list; `acciones` renders the row's action button. */
export function columnasDe(tipo: TipoLista, opts: { multiTipo: boolean; acciones: (p: ICellRendererParams<Fila>) => React.ReactNode; now: number }): ColDef<Fila>[] {
  const cols: ColDef<Fila>[] = [
    { field: 'consecutivo', headerName: M.colConsecutivo, minWidth: 195, flex: 2, cellDataType: 'text' },
    dateColumn<Fila>('fechaEmision', M.colFecha, { withTime: true, minWidth: 130, flex: 1.5, sort: null }),
  ];
  if (opts.multiTipo) cols.push({ field: 'documento.annotation', headerName: M.colTipo, minWidth: 105, flex: 1.2 });
  cols.push(
    { field: 'receptor.nombre', headerName: tipo === 'mensajes' || tipo === 'compras' ? M.colProveedor : M.colCliente, minWidth: 130, flex: 1.5 },
    {
      colId: 'identificacion',
      headerName: M.colIdentificacion,
      valueGetter: (p) => p.data?.receptor?.identificacion?.numero ?? p.data?.receptor?.identificacionExtranjero ?? '',
      minWidth: 105,
      flex: 1.05,
    },
    moneyColumn<Fila>('resumenFactura.totalComprobante', M.colTotal, {
      valueFormatter: (p) => formatCurrency(p.value as string, moneda(p.data)),
      minWidth: 110,
      flex: 1.15,
    }),
  );
  // Purchases show what is still owed to the supplier (the payable, ruling E-6).
  if (tipo === 'compras') cols.push(moneyColumn<Fila>('saldo', M.colSaldo, { valueFormatter: (p) => formatCurrency(p.value as string, moneda(p.data)), minWidth: 120 }));
  if (tipo === 'credito') {
    cols.push(
      moneyColumn<Fila>('saldo', M.colSaldo, { valueFormatter: (p) => formatCurrency(p.value as string, moneda(p.data)), minWidth: 130 }),
      {
        colId: 'vence',
        headerName: M.colVence,
        valueGetter: (p) => (p.data ? vencimiento(p.data.fechaEmision, p.data.plazoCredito, opts.now).vence?.toISOString() : ''),
        valueFormatter: (p) => formatDate(p.value as string),
        minWidth: 110,
      },
      {
        colId: 'diasVencida',
        headerName: M.colDiasVencida,
        type: 'rightAligned',
        valueGetter: (p) => (p.data ? vencimiento(p.data.fechaEmision, p.data.plazoCredito, opts.now).diasVencida : 0),
        cellStyle: (p) => ((p.value as number) > 0 ? { color: 'var(--mantine-color-red-7)', fontWeight: 600 } : null),
        minWidth: 110,
      },
    );
  }
  if (tipo === 'proforma') {
    cols.push(
      {
        colId: 'validez',
        headerName: M.colValidez,
        valueGetter: (p) => (p.data ? (validaHasta(p.data.fechaEmision, p.data.plazoProforma)?.toISOString() ?? '') : ''),
        valueFormatter: (p) => (p.value ? formatDate(p.value as string) : M.proformaSinPlazo),
        minWidth: 120,
      },
      {
        colId: 'estadoProforma',
        headerName: M.colEstadoProforma,
        valueGetter: (p) => (p.data ? estadoProformaVisible(p.data, opts.now) : ''),
        cellRenderer: (p: ICellRendererParams<Fila>) =>
          p.value ? (
            <StatusBadge type={BADGE_PROFORMA[p.value as string] ?? 'info'} data-testid="estado-proforma">
              {M.estadosProforma[p.value as string] ?? String(p.value)}
            </StatusBadge>
          ) : null,
        minWidth: 120,
      },
    );
  } else {
    if (tipo === 'mensajes') cols.push({ field: 'mensaje.annotation', headerName: M.colMensaje, minWidth: 150 });
    cols.push(
      statusBadgeColumn<Fila>('estadoDocumento.value', M.colEstado, BADGE_ESTADO, {
        labels: M.estados,
        minWidth: 112,
        flex: 1.25,
        cellClass: 'estado-documento',
      }),
    );
  }
  cols.push(
    { colId: 'notas', headerName: M.colNotas, cellRenderer: notas, minWidth: 95, flex: 1.07, sortable: false, filter: false },
    { colId: 'acciones', headerName: M.colAcciones, cellRenderer: opts.acciones, width: 84, minWidth: 84, flex: 0, resizable: false, sortable: false, filter: false },
  );
  return cols;
}
