// What the entry grid loads of ag-grid (only the modules it uses, so the bundle stays small) and
// its theme: the app's font, compact rows and cells (every column fits 1,440 px with the side
// navigation open), light or dark with the shell.
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
  type Module,
} from 'ag-grid-community';

export const MODULES: Module[] = [
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

export const theme = themeQuartz.withPart(colorSchemeVariable).withParams({
  fontFamily: 'inherit',
  rowHeight: 36,
  headerHeight: 36,
  cellHorizontalPadding: 10,
});
