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

// Each column's least width and its share of the grid (`flex`, in hundreds of pixels: at 1,440 px
// with the side navigation open, about 1,100 px are shared, so each header reads in full). The
// columns fill the grid and shrink with it down to their least widths, which add up to 1,030 px
// (1,130 with the exoneration column): no sideways scroll at 1,440 px, and ₡999 999,99 still fits.
const ANCHOS: Record<string, { minWidth: number; flex: number }> = {
  codigoCABYS: { minWidth: 125, flex: 1.5 },
  detalle: { minWidth: 140, flex: 1.9 },
  cantidad: { minWidth: 78, flex: 0.88 },
  unidadMedida: { minWidth: 72, flex: 0.72 },
  precio: { minWidth: 105, flex: 1.28 },
  descuento: { minWidth: 82, flex: 0.98 },
  codigoTarifaIVA: { minWidth: 70, flex: 0.7 },
  exoneracion: { minWidth: 100, flex: 1 },
  subTotal: { minWidth: 100, flex: 1.08 },
  impuestoNeto: { minWidth: 95, flex: 0.95 },
  montoTotalLinea: { minWidth: 110, flex: 1.11 },
};
const ancho = (colId: string): Partial<ColDef<FilaGrid>> => ANCHOS[colId] ?? { flex: 1 };

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
    headerTooltip: ETIQUETAS[campo], // a narrow column cuts its header off
    editable: true,
    suppressKeyboardEvent: suppress,
    cellClassRules: { 'jit-celda-error': (p: CellClassParams<FilaGrid>) => Boolean(errorDe(p.data, campo)) },
    // The browser shows it (the grid's enableBrowserTooltips: the cell's title): ag-grid's own
    // tooltips hang five listeners on every cell it builds, half the script time of a page turn.
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
      width: 52,
      valueGetter: (p) => (p.node?.rowIndex ?? 0) + 1,
      cellClass: 'jit-celda-numero',
      suppressNavigable: true,
    },
    editable('codigoCABYS', {
      cellEditor: CodigoEditor,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'over',
      ...ancho('codigoCABYS'),
      valueFormatter: (p) => (p.data?.codigo ? `${p.data.codigo} · ${p.data.codigoCABYS}` : (p.data?.codigoCABYS ?? '')),
    }),
    editable('detalle', ancho('detalle')),
    editable('cantidad', { ...ancho('cantidad'), type: 'rightAligned', valueFormatter: (p) => textoCantidad(p.data?.cantidad) }),
    editable('unidadMedida', {
      cellEditor: ListaEditor,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'over',
      ...ancho('unidadMedida'),
    }),
    editable('precio', {
      ...ancho('precio'),
      type: 'rightAligned',
      headerName: ivaIncluido ? M.colPrecioIva : M.colPrecio,
      headerTooltip: ivaIncluido ? M.colPrecioIva : M.colPrecio,
      valueFormatter: (p) => textoMonto(p.data?.precio, moneda),
    }),
    editable('descuento', { ...ancho('descuento'), type: 'rightAligned', valueFormatter: (p) => textoDescuento(p.data?.descuento, moneda) }),
    editable('codigoTarifaIVA', {
      cellEditor: ListaEditor,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'over',
      ...ancho('codigoTarifaIVA'),
      valueFormatter: (p) => label('codigoTarifaIVA')(p.data?.codigoTarifaIVA),
    }),
  ];
  if (mostrarExoneracion) {
    cols.push(
      editable('exoneracion', {
        cellEditor: ListaEditor,
        cellEditorPopup: true,
        cellEditorPopupPosition: 'over',
        ...ancho('exoneracion'),
        valueFormatter: (p) => label('exoneracion')(p.data?.exoneracion),
      }),
    );
  }
  cols.push(
    { colId: 'subTotal', field: 'subTotal', headerName: M.colSubtotal, ...ancho('subTotal'), type: 'rightAligned', suppressNavigable: true },
    { colId: 'impuestoNeto', field: 'impuestoNeto', headerName: M.colImpuesto, ...ancho('impuestoNeto'), type: 'rightAligned', suppressNavigable: true },
    {
      colId: 'montoTotalLinea',
      field: 'montoTotalLinea',
      headerName: M.colTotal,
      ...ancho('montoTotalLinea'),
      type: 'rightAligned',
      suppressNavigable: true,
      cellClass: 'jit-celda-total',
    },
  );
  return cols;
}
