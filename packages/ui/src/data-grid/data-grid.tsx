import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  colorSchemeVariable,
  DateFilterModule,
  InfiniteRowModelModule,
  LocaleModule,
  NumberFilterModule,
  PaginationModule,
  PinnedRowModule,
  QuickFilterModule,
  RowApiModule,
  RowSelectionModule,
  TextFilterModule,
  themeQuartz,
  type ColDef,
  type GetRowIdParams,
  type Module,
} from 'ag-grid-community';
import { AG_GRID_LOCALE_ES } from './locale-es.js';
import { useFormatters } from './format-context.js';
import type { GridContext } from './columns.js';

/** Only the ag-grid modules JIT's lists use, so the grid chunk stays small. */
export const GRID_MODULES: Module[] = [
  ClientSideRowModelModule,
  InfiniteRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  QuickFilterModule,
  RowSelectionModule,
  RowApiModule,
  PaginationModule,
  // Footers with the totals of the rows (pinnedBottomRowData).
  PinnedRowModule,
  CellStyleModule,
  LocaleModule,
];

const gridTheme = themeQuartz.withPart(colorSchemeVariable).withParams({ fontFamily: 'inherit' });

const DEFAULT_COL_DEF: ColDef = { sortable: true, filter: true, resizable: true, flex: 1, minWidth: 110 };

export type DataGridProps<Row> = Omit<
  AgGridReactProps<Row>,
  'rowData' | 'columnDefs' | 'getRowId' | 'localeText' | 'theme' | 'modules' | 'context'
> & {
  /** undefined while loading. */
  rows: readonly Row[] | undefined;
  columns: ColDef<Row>[];
  /** The row's stable id (never the index): selection and updates survive reloads. */
  getRowId: (row: Row) => string;
  height?: number | string;
  /** More ag-grid modules for a grid that needs them (cell editors where people type many rows). */
  extraModules?: readonly Module[];
};

/** The one list widget of JIT: ag-grid with Spanish texts, es-CR formatters and stable ids. */
export function DataGrid<Row>({ rows, columns, getRowId, height = 480, extraModules, ...rest }: DataGridProps<Row>) {
  const scheme = useComputedColorScheme('light');
  const format = useFormatters();
  const idRef = useRef(getRowId);
  useEffect(() => {
    idRef.current = getRowId;
  }, [getRowId]);
  const rowId = useCallback((p: GetRowIdParams<Row>) => idRef.current(p.data), []);
  const context = useMemo<GridContext>(() => ({ format }), [format]);
  const modules = useMemo(() => (extraModules?.length ? [...GRID_MODULES, ...extraModules] : GRID_MODULES), [extraModules]);
  return (
    <div style={{ height, width: '100%' }} data-ag-theme-mode={scheme} data-testid="data-grid">
      <AgGridReact<Row>
        theme={gridTheme}
        modules={modules}
        localeText={AG_GRID_LOCALE_ES}
        defaultColDef={DEFAULT_COL_DEF as ColDef<Row>}
        rowData={rows as Row[] | undefined}
        loading={rows === undefined}
        columnDefs={columns}
        getRowId={rowId}
        context={context}
        {...rest}
      />
    </div>
  );
}
