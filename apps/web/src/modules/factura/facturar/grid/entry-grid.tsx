// The line entry grid (ag-grid), keyboard first: Enter/Tab move through the cells, a new line
// appears after the last, Ctrl/Cmd + plus adds and Ctrl/Cmd+E deletes a line, lines renumber.
// The grid never owns the data: each line is a jotai atom (atoms.ts); an edit updates the atom
// and then only that row of the grid (a transaction), so 1,000 lines stay fast.
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useComputedColorScheme, Text } from '@mantine/core';
import { AgGridReact } from 'ag-grid-react';
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  colorSchemeVariable,
  CustomEditorModule,
  LocaleModule,
  RenderApiModule,
  RowApiModule,
  ScrollApiModule,
  themeQuartz,
  TooltipModule,
  type CellClassParams,
  type CellEditRequestEvent,
  type CellFocusedEvent,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  type Module,
  type SuppressKeyboardEventParams,
} from 'ag-grid-community';
import { AG_GRID_LOCALE_ES } from '@jit/ui/data-grid';
import { appStore } from '../../../../app/store';
import { intentoEnvioAtom, lineIdsAtom } from '../../borrador/atoms';
import { borrador, fila, type FilaGrid } from '../../borrador/borrador';
import type { CampoLinea, LineaBorrador } from '../../borrador/types';
import { BORRADOR_MESSAGES } from '../../borrador/messages';
import { FACTURAR_MESSAGES as M } from '../messages';
import { CodigoEditor, ListaEditor, TextoEditor } from './editors';
import type { EntryGridContext, Opcion } from './grid-context';
import type { Cabys } from '../../../catalogos/queries';
import type { LineaReciente } from '../../borrador/persist';
import './entry-grid.css';

const MODULES: Module[] = [
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  CustomEditorModule,
  CellStyleModule,
  RowApiModule,
  RenderApiModule,
  ScrollApiModule,
  TooltipModule,
  LocaleModule,
];

const theme = themeQuartz.withPart(colorSchemeVariable).withParams({ fontFamily: 'inherit', rowHeight: 36, headerHeight: 36 });

export type EntryGridHandle = {
  /** Starts editing the code cell of the first line with nothing in it (or the first line). */
  focusFirst: () => void;
  /** Commits the value of the editor that is open, if any. */
  commitActive: () => void;
  /** Adds a line after the focused one and starts editing its code. */
  addLine: () => void;
  /** Deletes the focused line (the last one left is emptied instead). */
  deleteFocused: () => void;
  /** Reloads every row from the draft (after clearing it or changing every line). */
  reload: () => void;
  /** Redraws the error marks (after a send attempt). */
  refreshErrors: () => void;
  /** Puts the cursor on a line's cell. */
  focusCell: (lineId: string, campo: string) => void;
};

export type EntryGridProps = {
  ref?: Ref<EntryGridHandle>;
  options: Partial<Record<keyof LineaBorrador, Opcion[]>>;
  mostrarExoneracion: boolean;
  ivaIncluido: boolean;
  searchCabys: (text: string, signal: AbortSignal) => Promise<Cabys[]>;
  recientes: () => readonly LineaReciente[];
  height?: number | string;
};

type TeclaRetenida = { key: string; shift: boolean; atajo?: KeyboardEventInit };

const MODIFICADORES = new Set(['Control', 'Shift', 'Alt', 'AltGraph', 'Meta', 'OS']);

/** Ctrl/Cmd/Alt with a key, not a character typed with AltGr (@, #, € on Spanish layouts). */
function esAtajo(e: KeyboardEvent): boolean {
  if (MODIFICADORES.has(e.key) || e.getModifierState('AltGraph')) return false;
  return e.ctrlKey || e.metaKey || e.altKey;
}

const copiaAtajo = (e: KeyboardEvent): KeyboardEventInit => ({
  key: e.key,
  code: e.code,
  ctrlKey: e.ctrlKey,
  metaKey: e.metaKey,
  altKey: e.altKey,
  shiftKey: e.shiftKey,
  bubbles: true,
  cancelable: true,
});

const CAMPOS_BASE: CampoLinea[] = ['codigoCABYS', 'detalle', 'cantidad', 'unidadMedida', 'precio', 'descuento', 'codigoTarifaIVA'];

/** Shown when the cell has text, or for every cell after a send attempt. */
function errorDe(data: FilaGrid | undefined, campo: CampoLinea): string | undefined {
  if (!data) return undefined;
  const msg = data.errores[campo];
  if (!msg) return undefined;
  if (appStore.get(intentoEnvioAtom)) return msg;
  return String(data[campo] ?? '').trim() !== '' && msg !== BORRADOR_MESSAGES.requerido ? msg : undefined;
}

const ETIQUETAS: Record<CampoLinea, string> = {
  codigoCABYS: M.colCodigo,
  detalle: M.colDetalle,
  cantidad: M.colCantidad,
  unidadMedida: M.colUnidad,
  precio: M.colPrecio,
  descuento: M.colDescuento,
  codigoTarifaIVA: M.colIva,
  exoneracion: M.colExoneracion,
};

export function EntryGrid({ ref, options, mostrarExoneracion, ivaIncluido, searchCabys, recientes, height = 460 }: EntryGridProps) {
  const scheme = useComputedColorScheme('light');
  const apiRef = useRef<GridApi<FilaGrid> | null>(null);
  const activeCommit = useRef<(() => void) | null>(null);
  const [status, setStatus] = useState<string>('');
  const campos = useMemo(() => (mostrarExoneracion ? [...CAMPOS_BASE, 'exoneracion' as const] : CAMPOS_BASE), [mostrarExoneracion]);
  const camposRef = useRef(campos);
  useEffect(() => {
    camposRef.current = campos;
  }, [campos]);

  const refreshRow = useCallback((id: string) => {
    apiRef.current?.applyTransaction({ update: [fila(id)] });
  }, []);

  const renumber = useCallback(() => {
    apiRef.current?.refreshCells({ columns: ['numero'], force: true });
  }, []);

  // Keys typed while the next editor is still mounting are kept, never lost (see takeKeys).
  const buffer = useRef<{ active: boolean; token: number; keys: TeclaRetenida[] }>({ active: false, token: 0, keys: [] });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const b = buffer.current;
      if (!b.active) return;
      const atajo = esAtajo(e);
      if (atajo || e.key.length === 1 || e.key === 'Enter' || e.key === 'Tab' || e.key === 'Escape') {
        // A shortcut waits its turn too: Ctrl+Enter run now would issue a line whose keys are
        // still held (the code typed but not its CABYS pick, nor its price).
        b.keys.push({ key: e.key, shift: e.shiftKey, ...(atajo ? { atajo: copiaAtajo(e) } : {}) });
        e.preventDefault();
        e.stopImmediatePropagation();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const hold = useCallback((ms: number) => {
    const b = buffer.current;
    b.active = true;
    const token = ++b.token;
    setTimeout(() => {
      if (b.active && b.token === token) {
        b.active = false;
        b.keys = [];
      }
    }, ms);
  }, []);

  const startEdit = useCallback((rowIndex: number, colKey: string) => {
    const api = apiRef.current;
    if (!api) return;
    // From here until the editor of that cell takes them, keys are held for it (a watchdog lets
    // go if no editor opens, so the keyboard is never swallowed).
    hold(1500);
    api.ensureIndexVisible(rowIndex);
    api.setFocusedCell(rowIndex, colKey);
    api.startEditingCell({ rowIndex, colKey });
  }, [hold]);

  const addAfter = useCallback(
    (index: number): number => {
      const id = borrador.agregar(index);
      apiRef.current?.applyTransaction({ add: [fila(id)], addIndex: index + 1 });
      renumber();
      return index + 1;
    },
    [renumber],
  );

  const context = useMemo<EntryGridContext>(
    () => ({
      commit: (id, patch) => {
        borrador.actualizar(id, patch);
        refreshRow(id);
      },
      preview: (id, field, text) => borrador.previsualizar(id, field, text),
      revert: (id) => borrador.revertir(id),
      advance: (api, rowIndex, colId, dir) => {
        const cols = camposRef.current as string[];
        const at = cols.indexOf(colId);
        let row = rowIndex;
        let col = at + dir;
        if (col >= cols.length) {
          col = 0;
          row += 1;
          const ids = appStore.get(lineIdsAtom);
          if (row >= ids.length) {
            const last = ids[ids.length - 1];
            const blank = last ? fila(last) : undefined;
            // A new line after the last, unless the last one is still empty.
            if (blank && (blank.detalle || blank.codigoCABYS || blank.precio)) row = addAfter(ids.length - 1);
            else row = ids.length - 1;
          }
        } else if (col < 0) {
          if (row === 0) col = 0;
          else {
            row -= 1;
            col = cols.length - 1;
          }
        }
        void api;
        startEdit(row, cols[col]!);
      },
      setActiveCommit: (fn) => {
        activeCommit.current = fn;
      },
      hold: () => hold(8000),
      cancel: (api) => {
        api.stopEditing(true);
        // What was typed after the Escape: Tabs move between cells, the rest is let go.
        const b = buffer.current;
        for (const k of b.keys) {
          if (k.key !== 'Tab') break;
          if (k.shift) api.tabToPreviousCell();
          else api.tabToNextCell();
        }
        b.keys = [];
        b.active = false;
      },
      takeKeys: () => {
        const b = buffer.current;
        let chars = '';
        let nav: { key: 'Enter' | 'Tab' | 'Escape'; shift: boolean } | null = null;
        let atajo = false;
        while (b.keys.length > 0) {
          const k = b.keys[0]!;
          // A shortcut stays first in line (and keys stay held) until the editor replays it.
          if (k.atajo) {
            atajo = true;
            break;
          }
          b.keys.shift();
          if (k.key === 'Enter' || k.key === 'Tab' || k.key === 'Escape') {
            nav = { key: k.key, shift: k.shift };
            break;
          }
          chars += k.key;
        }
        // Until the next cell's editor opens, keys keep being held for it.
        if (!nav && !atajo) b.active = false;
        return { chars, nav, atajo };
      },
      replay: () => {
        const b = buffer.current;
        const k = b.keys[0];
        if (!k?.atajo) return;
        b.keys.shift();
        b.active = false;
        // Where a live key would have gone: the editor with the focus, so the grid, the page's
        // hotkeys and the shell's shortcuts each see it as they would have.
        (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', k.atajo));
        // A shortcut that opens an editor (add a line) holds the rest for it; otherwise the keys
        // after it have nowhere to go and must not surface in a later editor.
        if (!b.active) b.keys = [];
      },
      searchCabys,
      recientes,
      options,
    }),
    [refreshRow, addAfter, startEdit, hold, searchCabys, recientes, options],
  );

  const columns = useMemo<ColDef<FilaGrid>[]>(() => {
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
      editable('cantidad', { width: 100, type: 'rightAligned' }),
      editable('unidadMedida', {
        cellEditor: ListaEditor,
        cellEditorPopup: true,
        cellEditorPopupPosition: 'over',
        width: 100,
      }),
      editable('precio', { width: 130, type: 'rightAligned', headerName: ivaIncluido ? M.colPrecioIva : M.colPrecio }),
      editable('descuento', { width: 110, type: 'rightAligned' }),
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
  }, [options, mostrarExoneracion, ivaIncluido]);

  const rowData = useMemo(() => appStore.get(lineIdsAtom).map(fila), []);

  const focusedIndex = () => apiRef.current?.getFocusedCell()?.rowIndex ?? appStore.get(lineIdsAtom).length - 1;

  useImperativeHandle(
    ref,
    () => ({
      focusFirst: () => {
        const ids = appStore.get(lineIdsAtom);
        const blank = ids.findIndex((id) => !fila(id).detalle && !fila(id).codigoCABYS);
        startEdit(blank >= 0 ? blank : 0, 'codigoCABYS');
      },
      commitActive: () => {
        const fn = activeCommit.current;
        if (fn) {
          apiRef.current?.stopEditing(true);
          fn();
          activeCommit.current = null;
        } else apiRef.current?.stopEditing();
      },
      addLine: () => {
        const api = apiRef.current;
        if (!api) return;
        const fn = activeCommit.current;
        api.stopEditing(true);
        fn?.();
        const row = addAfter(focusedIndex());
        // The new row renders first (a shortcut arrives outside the grid's own key handling);
        // meanwhile the keys typed are held for the editor.
        hold(1500);
        setTimeout(() => startEdit(row, 'codigoCABYS'), 0);
      },
      deleteFocused: () => {
        const api = apiRef.current;
        if (!api) return;
        const index = focusedIndex();
        const col = api.getFocusedCell()?.column.getColId() ?? 'codigoCABYS';
        api.stopEditing(true);
        const ids = appStore.get(lineIdsAtom);
        const id = ids[index];
        if (!id) return;
        borrador.eliminar(id);
        api.applyTransaction({ remove: [{ id } as FilaGrid] });
        if (ids.length === 1) addAfter(-1);
        renumber();
        const left = appStore.get(lineIdsAtom).length;
        const target = Math.min(index, left - 1);
        api.ensureIndexVisible(target);
        api.setFocusedCell(target, camposRef.current.includes(col as CampoLinea) ? col : 'codigoCABYS');
      },
      reload: () => {
        apiRef.current?.setGridOption('rowData', appStore.get(lineIdsAtom).map(fila));
      },
      refreshErrors: () => apiRef.current?.refreshCells({ force: true }),
      focusCell: (lineId, campo) => {
        const index = appStore.get(lineIdsAtom).indexOf(lineId);
        if (index >= 0) startEdit(index, campo);
      },
    }),
    [addAfter, renumber, startEdit, hold],
  );

  const onCellEditRequest = useCallback(
    (e: CellEditRequestEvent<FilaGrid>) => {
      if (!e.data) return;
      const campo = e.column.getColId() as CampoLinea;
      borrador.actualizar(e.data.id, { [campo]: e.newValue == null ? '' : String(e.newValue) });
      refreshRow(e.data.id);
    },
    [refreshRow],
  );

  const onCellFocused = useCallback((e: CellFocusedEvent<FilaGrid>) => {
    if (e.rowIndex == null || !e.column || typeof e.column === 'string') return setStatus('');
    const id = appStore.get(lineIdsAtom)[e.rowIndex];
    const campo = e.column.getColId() as CampoLinea;
    const msg = id ? errorDe(fila(id), campo) : undefined;
    setStatus(msg ? `${M.linea(e.rowIndex + 1)} · ${ETIQUETAS[campo]}: ${msg}` : '');
  }, []);

  return (
    <div>
      <div style={{ height, width: '100%' }} data-ag-theme-mode={scheme} data-testid="entry-grid">
        <AgGridReact<FilaGrid>
          theme={theme}
          modules={MODULES}
          localeText={AG_GRID_LOCALE_ES}
          rowData={rowData}
          columnDefs={columns}
          getRowId={(p) => p.data.id}
          context={context}
          readOnlyEdit
          animateRows={false}
          onCellEditRequest={onCellEditRequest}
          onCellFocused={onCellFocused}
          stopEditingWhenCellsLoseFocus
          tooltipShowDelay={200}
          onGridReady={(e: GridReadyEvent<FilaGrid>) => {
            apiRef.current = e.api;
          }}
        />
      </div>
      <Text size="xs" c={status ? 'red' : 'dimmed'} mt={4} data-testid="grid-status" aria-live="polite">
        {status || M.gridAyuda}
      </Text>
    </div>
  );
}
