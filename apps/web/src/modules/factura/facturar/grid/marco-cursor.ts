// The entry grid's cursor is drawn by one frame of its own, on a layer of its own, that a
// transform moves over the cells (DECISIONS #256). ag-grid draws it as a border of the focused
// cell, so every arrow repainted two cells: the lines' layer was painted and rastered again (in a
// trace of an arrow held down a 1,000-line draft, about 390 paints in 120 frames). The frame's
// layer keeps its pixels and only moves; the cells repaint nothing.
import type { GridApi } from 'ag-grid-community';

/** The grid's element that holds its scrolling lines: the frame lives there and scrolls with them. */
const LINEAS = '.ag-grid-scrolling-container';

/** The frame's place for the focused cell (its column's left and width, its line's top), or null. */
function lugarDelCursor<T>(api: GridApi<T>): { x: number; y: number; ancho: number } | null {
  const foco = api.getFocusedCell();
  if (!foco || foco.rowPinned) return null;
  const top = api.getDisplayedRowAtIndex(foco.rowIndex)?.rowTop;
  const x = foco.column.getLeft();
  if (top == null || x == null) return null;
  return { x, y: top, ancho: foco.column.getActualWidth() };
}

export type MarcoCursor = {
  /** Puts the frame on the focused cell again (after a change of the lines or of the columns). */
  seguir: () => void;
  /** Takes the frame and its listeners away. */
  quitar: () => void;
};

/** The cursor's frame of the grid inside `root`; it shows while the focus is on one of its cells. */
export function marcoCursor<T>(root: HTMLElement, grid: () => GridApi<T> | null): MarcoCursor {
  const marco = document.createElement('div');
  marco.className = 'jit-marco-cursor';
  marco.setAttribute('aria-hidden', 'true');
  marco.dataset.testid = 'marco-cursor';

  const seguir = () => {
    const api = grid();
    const lineas = root.querySelector(LINEAS);
    const lugar = api ? lugarDelCursor(api) : null;
    if (!lineas || !lugar) return;
    if (marco.parentElement !== lineas) lineas.appendChild(marco);
    marco.style.transform = `translate(${lugar.x}px, ${lugar.y}px)`;
    marco.style.width = `${lugar.ancho}px`;
  };

  // It moves as the focus comes to a cell: the browser's focus moves in the same task as the
  // grid's cursor, so the frame is in place in the frame that shows the move (the grid's own
  // cellFocused reaches the page's callbacks in a later task, a frame late). It shows while the
  // focus is on a cell (not in its editor, which draws its own border), as ag-grid's border did:
  // a move from cell to cell leaves it as it is.
  const esCelda = (el: EventTarget | null) => el instanceof HTMLElement && el.classList.contains('ag-cell') && root.contains(el);
  const alEntrar = (e: FocusEvent) => {
    if (esCelda(e.target)) seguir();
    marco.classList.toggle('jit-marco-visible', esCelda(e.target));
  };
  const alSalir = (e: FocusEvent) => {
    if (!esCelda(e.relatedTarget)) marco.classList.remove('jit-marco-visible');
  };
  root.addEventListener('focusin', alEntrar);
  root.addEventListener('focusout', alSalir);
  return {
    seguir,
    quitar: () => {
      root.removeEventListener('focusin', alEntrar);
      root.removeEventListener('focusout', alSalir);
      marco.remove();
    },
  };
}
