// The line entry grid (ag-grid), keyboard first: Enter/Tab move through the cells, a new line
// appears after the last, Ctrl/Cmd + plus adds and Ctrl/Cmd+E deletes a line, lines renumber.
// The grid never owns the data: each line is a jotai atom (borrador/atoms.ts); an edit updates it
// and then only that row of the grid (a transaction), so 1,000 lines stay fast. Keys typed ahead
// of an editor are held for it (teclas-retenidas.ts).
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useComputedColorScheme, Text } from '@mantine/core';
import { AgGridReact } from 'ag-grid-react';
import type { CellEditRequestEvent, CellFocusedEvent, GridApi, GridReadyEvent } from 'ag-grid-community';
import { AG_GRID_LOCALE_ES } from '@jit/ui/data-grid';
import { appStore } from '../../../../app/store';
import { lineIdsAtom } from '../../borrador/atoms';
import { borrador, fila, type FilaGrid } from '../../borrador/borrador';
import type { CampoLinea, LineaBorrador } from '../../borrador/types';
import { FACTURAR_MESSAGES as M } from '../messages';
import { MODULES, theme } from './ag-grid-setup';
import { CAMPOS_BASE, columnasDe, errorDe, ETIQUETAS } from './columnas';
import type { EntryGridContext, Opcion } from './grid-context';
import { agruparFlechas } from './flechas';
import { soltarCursorDeTexto } from './cursor-de-texto';
import { marcoCursor, type MarcoCursor } from './marco-cursor';
import { celdaSiguiente } from './navegacion';
import { mostrarFila, navegarPorPaginas } from './pagina';
import { useTeclasRetenidas } from './teclas-retenidas';
import type { Cabys } from '../../../catalogos/queries';
import type { LineaReciente } from '../../borrador/persist';
import type { Sugerencia } from './search';
import './entry-grid.css';

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
  /** The draft's currency: prices show in it as the clerk leaves their cell. */
  moneda: string;
  searchCabys: (text: string, signal: AbortSignal) => Promise<Cabys[]>;
  buscarLocal: (text: string) => Cabys[] | null;
  recientes: () => readonly LineaReciente[];
  buscarItems: (text: string) => Sugerencia[];
  height?: number | string;
};

export function EntryGrid({ ref, options, mostrarExoneracion, ivaIncluido, moneda, searchCabys, buscarLocal, recientes, buscarItems, height = 460 }: EntryGridProps) {
  const scheme = useComputedColorScheme('light');
  const apiRef = useRef<GridApi<FilaGrid> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => (rootRef.current ? agruparFlechas(rootRef.current, () => apiRef.current) : undefined), []);
  const marco = useRef<MarcoCursor | null>(null);
  useEffect(() => {
    if (!rootRef.current) return;
    const m = (marco.current = marcoCursor(rootRef.current, () => apiRef.current));
    return () => {
      m.quitar();
      marco.current = null;
    };
  }, []);
  // The lines or the columns moved under the cursor: its frame follows the cell.
  const seguirCursor = useCallback(() => marco.current?.seguir(), []);
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

  const teclas = useTeclasRetenidas();
  const { hold } = teclas;

  const startEdit = useCallback((rowIndex: number, colKey: string) => {
    const api = apiRef.current;
    if (!api) return;
    // From here until the editor of that cell takes them, keys are held for it (a watchdog lets
    // go if no editor opens, so the keyboard is never swallowed).
    hold(1500);
    mostrarFila(api, rowIndex);
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

  const buscadores = useRef({ searchCabys, buscarLocal, recientes, buscarItems });
  useEffect(() => {
    buscadores.current = { searchCabys, buscarLocal, recientes, buscarItems };
  }, [searchCabys, buscarLocal, recientes, buscarItems]);
  const context = useMemo<EntryGridContext>(
    () => ({
      commit: (id, patch) => {
        if (borrador.actualizar(id, patch)) refreshRow(id);
      },
      preview: (id, field, text) => borrador.previsualizar(id, field, text),
      revert: (id) => borrador.revertir(id),
      advance: (_api, rowIndex, colId, dir) => {
        const ids = appStore.get(lineIdsAtom);
        const ultimaLlena = () => {
          const last = ids[ids.length - 1];
          const l = last ? fila(last) : undefined;
          return Boolean(l && (l.detalle || l.codigoCABYS || l.precio));
        };
        const d = celdaSiguiente(camposRef.current, rowIndex, colId, dir, ids.length, ultimaLlena);
        startEdit(d.nuevaLinea ? addAfter(ids.length - 1) : d.row, d.col);
      },
      setActiveCommit: (fn) => {
        activeCommit.current = fn;
      },
      hold: () => hold(8000),
      cancel: teclas.cancel,
      takeKeys: teclas.takeKeys,
      replay: teclas.replay,
      // Through the ref: an editor keeps the context it opened with, and the catalogues (the
      // issuer's items, CABYS) may arrive while it is open; it must search what is there now.
      searchCabys: (t, signal) => buscadores.current.searchCabys(t, signal),
      buscarLocal: (t) => buscadores.current.buscarLocal(t),
      recientes: () => buscadores.current.recientes(),
      buscarItems: (t) => buscadores.current.buscarItems(t),
      options,
    }),
    [refreshRow, addAfter, startEdit, hold, teclas, options],
  );

  const columns = useMemo(() => columnasDe({ options, mostrarExoneracion, ivaIncluido, moneda }), [options, mostrarExoneracion, ivaIncluido, moneda]);

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
      if (borrador.actualizar(e.data.id, { [campo]: e.newValue == null ? '' : String(e.newValue) })) refreshRow(e.data.id);
    },
    [refreshRow],
  );

  const onCellFocused = useCallback((e: CellFocusedEvent<FilaGrid>) => {
    // An editor closed before this move leaves its text cursor behind, which slows every layout.
    soltarCursorDeTexto();
    if (e.rowIndex == null || !e.column || typeof e.column === 'string') return setStatus('');
    // The row as the grid last drew it (fila(id) would recompute and reformat the line on every key).
    const campo = e.column.getColId() as CampoLinea;
    const msg = errorDe(e.api.getDisplayedRowAtIndex(e.rowIndex)?.data, campo);
    setStatus(msg ? `${M.linea(e.rowIndex + 1)} · ${ETIQUETAS[campo]}: ${msg}` : '');
  }, []);

  return (
    <div>
      <div ref={rootRef} className="jit-entry-grid" style={{ height, width: '100%' }} data-ag-theme-mode={scheme} data-testid="entry-grid">
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
          navigateToNextCell={navegarPorPaginas}
          onCellEditRequest={onCellEditRequest}
          onCellFocused={onCellFocused}
          onModelUpdated={seguirCursor}
          onColumnResized={seguirCursor}
          onDisplayedColumnsChanged={seguirCursor}
          stopEditingWhenCellsLoseFocus
          enableBrowserTooltips
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
