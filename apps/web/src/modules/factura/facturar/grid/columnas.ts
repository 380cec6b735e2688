// The columns of the entry grid: the cells a clerk edits (each with its editor and its error mark
// and tooltip), the line number, and the amounts the domain computes for the line.
import type { CellClassParams, ColDef, SuppressKeyboardEventParams } from 'ag-grid-community';
import { appStore } from '../../../../app/store';
import { intentoEnvioAtom } from '../../borrador/atoms';
import type { FilaGrid } from '../../borrador/borrador';
import { BORRADOR_MESSAGES } from '../../borrador/messages';
import type { CampoLinea, LineaBorrador } from '../../borrador/types';
import { FACTURAR_MESSAGES as M } from '../messages';
import { CodigoEditor } from './codigo-editor';
import { ListaEditor } from './lista-editor';
import { TextoEditor } from './texto-editor';
import type { Opcion } from './grid-context';
import { textoCantidad, textoDescuento, textoMonto } from './formato-celdas';

/** The cells a line always has, in the order Enter and Tab go through them. */
export const CAMPOS_BASE: CampoLinea[] = ['codigoCABYS', 'detalle', 'cantidad', 'unidadMedida', 'precio', 'descuento', 'codigoTarifaIVA'];

/** Each editable cell's header (and its name in the status line). */
export const ETIQUETAS: Record<CampoLinea, string> = {
  codigoCABYS: M.colCodigo,
  detalle: M.colDetalle,
  cantidad: M.colCantidad,
  unidadMedida: M.colUnidad,
  precio: M.colPrecio,
  descuento: M.colDescuento,
  codigoTarifaIVA: M.colIva,
  exoneracion: M.colExoneracion,
};

/** Shown when the cell has text, or for every cell after a send attempt. */
export function errorDe(data: FilaGrid | undefined, campo: CampoLinea): string | undefined {
  if (!data) return undefined;
  const msg = data.errores[campo];
  if (!msg) return undefined;
  if (appStore.get(intentoEnvioAtom)) return msg;
  return String(data[campo] ?? '').trim() !== '' && msg !== BORRADOR_MESSAGES.requerido ? msg : undefined;
}

type Opciones = { options: Partial<Record<keyof LineaBorrador, Opcion[]>>; mostrarExoneracion: boolean; ivaIncluido: boolean; moneda: string };

export function columnasDe({ options, mostrarExoneracion, ivaIncluido, moneda }: Opciones): ColDef<FilaGrid>[] {
  const suppress = (p: SuppressKeyboardEventParams<FilaGrid>) =>
    p.editing && (p.event.key === 'Enter' || p.event.key === 'Tab') && !p.event.ctrlKey && !p.event.metaKey;
  const editable = (campo: CampoLinea, extra: Partial<ColDef<FilaGrid>> = {}): ColDef<FilaGrid> => ({
    colId: campo,
    field: campo,
    headerName: ETIQUETAS[campo],
    editable: true,
    suppressKeyboardEvent: suppress,
    cellClassRules: { 'jit-celda-error': (p: CellClassParams<FilaGrid>) => Boolean(errorDe(p.data, campo)) },
    tooltipValueGetter: (p) => errorDe(p.data, campo),
    cellEditor: TextoEditor,
    ...extra,
  });
  const label = (campo: keyof LineaBorrador) => (v: string | null | undefined) =>
    options[campo]?.find((o) => o.value === v)?.label ?? v ?? '';
  const cols: ColDef<FilaGrid>[] = [
    {
      colId: 'numero',
      headerName: M.colNumero,
      width: 56,
      valueGetter: (p) => (p.node?.rowIndex ?? 0) + 1,
      cellClass: 'jit-celda-numero',
      suppressNavigable: true,
    },
    editable('codigoCABYS', {
      cellEditor: CodigoEditor,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'over',
      width: 170,
      valueFormatter: (p) => (p.data?.codigo ? `${p.data.codigo} · ${p.data.codigoCABYS}` : (p.data?.codigoCABYS ?? '')),
    }),
    editable('detalle', { flex: 2, minWidth: 220 }),
    editable('cantidad', { width: 90, type: 'rightAligned', valueFormatter: (p) => textoCantidad(p.data?.cantidad) }),
    editable('unidadMedida', {
      cellEditor: ListaEditor,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'over',
      width: 100,
    }),
    editable('precio', {
      width: 130,
      type: 'rightAligned',
      headerName: ivaIncluido ? M.colPrecioIva : M.colPrecio,
      valueFormatter: (p) => textoMonto(p.data?.precio, moneda),
    }),
    editable('descuento', { width: 100, type: 'rightAligned', valueFormatter: (p) => textoDescuento(p.data?.descuento, moneda) }),
    editable('codigoTarifaIVA', {
      cellEditor: ListaEditor,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'over',
      width: 110,
      valueFormatter: (p) => label('codigoTarifaIVA')(p.data?.codigoTarifaIVA),
    }),
  ];
  if (mostrarExoneracion) {
    cols.push(
      editable('exoneracion', {
        cellEditor: ListaEditor,
        cellEditorPopup: true,
        cellEditorPopupPosition: 'over',
        width: 150,
        valueFormatter: (p) => label('exoneracion')(p.data?.exoneracion),
      }),
    );
  }
  cols.push(
    { colId: 'subTotal', field: 'subTotal', headerName: M.colSubtotal, width: 130, type: 'rightAligned', suppressNavigable: true },
    { colId: 'impuestoNeto', field: 'impuestoNeto', headerName: M.colImpuesto, width: 120, type: 'rightAligned', suppressNavigable: true },
    {
      colId: 'montoTotalLinea',
      field: 'montoTotalLinea',
      headerName: M.colTotal,
      width: 140,
      type: 'rightAligned',
      suppressNavigable: true,
      cellClass: 'jit-celda-total',
    },
  );
  return cols;
}
