// The list grid: the shared DataGrid (Spanish texts, es-CR formats, stable row ids) that asks
// for the next keyset page when the clerk scrolls near the end, and opens a row with Enter.
import { useCallback, useEffect, useRef } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import type { CellKeyDownEvent, ColDef, RowDoubleClickedEvent, ViewportChangedEvent } from 'ag-grid-community';
import { DataGrid } from '@jit/ui/data-grid';
import { LISTAS_MESSAGES as M } from './messages';
import './documentos-grid.css';

type Props<Row extends { id: string }> = {
  rows: readonly Row[] | undefined;
  columns: ColDef<Row>[];
  hasNextPage: boolean;
  fetchingNext: boolean;
  fetchNextPage: () => void;
  onOpen: (row: Row) => void;
  height?: number | string;
  testId?: string;
};

/** How close to the last row a scroll asks for more. */
const MARGEN_FILAS = 8;

export function DocumentosGrid<Row extends { id: string }>(p: Props<Row>) {
  const state = useRef(p);
  useEffect(() => {
    state.current = p;
  });
  const maybeMore = useCallback((lastRow: number) => {
    const s = state.current;
    if (s.hasNextPage && !s.fetchingNext && s.rows && lastRow >= s.rows.length - MARGEN_FILAS) s.fetchNextPage();
  }, []);
  const getRowId = useCallback((r: Row) => r.id, []);
  const onViewportChanged = useCallback((e: ViewportChangedEvent<Row>) => maybeMore(e.lastRow), [maybeMore]);
  const onCellKeyDown = useCallback((e: CellKeyDownEvent<Row>) => {
    const k = (e.event as KeyboardEvent | undefined)?.key;
    if (k === 'Enter' && e.data && e.column.getColId() !== 'acciones') state.current.onOpen(e.data);
    if ((k === 'ArrowDown' || k === 'PageDown' || k === 'End') && e.rowIndex !== null) maybeMore(e.rowIndex + 1);
  }, [maybeMore]);
  const onRowDoubleClicked = useCallback((e: RowDoubleClickedEvent<Row>) => e.data && state.current.onOpen(e.data), []);
  const n = p.rows?.length ?? 0;
  return (
    <div className="jit-lista-documentos" data-testid={p.testId ?? 'lista-documentos'}>
      <DataGrid<Row>
        rows={p.rows}
        columns={p.columns}
        getRowId={getRowId}
        height={p.height ?? 'calc(100vh - 330px)'}
        onViewportChanged={onViewportChanged}
        onCellKeyDown={onCellKeyDown}
        onRowDoubleClicked={onRowDoubleClicked}
        overlayNoRowsTemplate={`<span>${M.sinDocumentos}</span>`}
        suppressCellFocus={false}
        suppressColumnVirtualisation
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {M.gridAyuda}
        </Text>
        <Group gap={6}>
          {p.fetchingNext ? <Loader size="xs" /> : null}
          <Text size="xs" c="dimmed" data-testid="lista-conteo">
            {p.fetchingNext ? M.cargandoMas : M.filas(n, p.hasNextPage)}
          </Text>
        </Group>
      </Group>
    </div>
  );
}
