// How the entry grid follows the cursor through a long draft (DECISIONS #182): when an arrow key, or
// Enter/Tab out of an editor, takes the cursor past the lines in sight, the grid turns a page,
// keeping the line it comes from in sight, instead of scrolling one line per key. Every scroll makes the grid build the
// lines that come into sight and lay out the page again; one turn per page leaves the other keys of
// that page with nothing but the cursor to move, so each paints within a frame.
import type { GridApi, NavigateToNextCellParams } from 'ag-grid-community';

/** The lines' pixel band in sight (the grid's vertical pixel range). */
export type Vista = { top: number; bottom: number };
/** The line to put at the top or bottom of the view. */
export type Ancla = { index: number; position: 'top' | 'bottom' };

/**
 * Where to anchor the view so that line `index` (at `rowTop`, `rowHeight` high) is in sight, keeping
 * `contexto` lines before it (going down) or after it (going up); null when it is in sight already.
 */
export function anclaParaFila(index: number, rowTop: number, rowHeight: number, vista: Vista, lineas: number, contexto = 1): Ancla | null {
  if (rowTop >= vista.top && rowTop + rowHeight <= vista.bottom) return null;
  if (rowTop + rowHeight > vista.bottom) return { index: Math.max(0, index - contexto), position: 'top' };
  return { index: Math.min(lineas - 1, index + contexto), position: 'bottom' };
}

/** Brings line `index` into sight, a page at a time. */
export function mostrarFila<T>(api: GridApi<T>, index: number): void {
  const node = api.getDisplayedRowAtIndex(index);
  if (!node || node.rowTop == null || node.rowHeight == null) {
    if (index >= 0 && index < api.getDisplayedRowCount()) api.ensureIndexVisible(index);
    return;
  }
  const ancla = anclaParaFila(index, node.rowTop, node.rowHeight, api.getVerticalPixelRange(), api.getDisplayedRowCount());
  if (ancla) api.ensureIndexVisible(ancla.index, ancla.position);
}

/** The grid's `navigateToNextCell`: the arrow keys go where they would, a page at a time. */
export function navegarPorPaginas<T>(p: NavigateToNextCellParams<T>) {
  const next = p.nextCellPosition;
  if (next && !next.rowPinned && next.rowIndex >= 0 && (p.key === 'ArrowDown' || p.key === 'ArrowUp')) mostrarFila(p.api, next.rowIndex);
  return next;
}
