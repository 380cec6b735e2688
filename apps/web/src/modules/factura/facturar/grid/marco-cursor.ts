// The entry grid's cursor is drawn by one frame of its own, on a layer of its own, that a
// transform moves over the cells (DECISIONS #256). ag-grid draws it as a border of the focused
// cell, so every arrow repainted two cells: the lines' layer was painted and rastered again (in a
// trace of an arrow held down a 1,000-line draft, about 390 paints in 120 frames). The frame's
// layer keeps its pixels and only moves; the cells repaint nothing.
import type { GridApi } from 'ag-grid-community';

/** The grid's element that holds its scrolling lines: the frame lives there and scrolls with them. */
const LINEAS = '.ag-grid-scrolling-container';

/** Where the frame goes for a cell: its column's left and width, its line's top. */
export type Lugar = { x: number; y: number; ancho: number };

/** The frame's place for the focused cell, or null when it has none among the lines. */
export function lugarDelCursor<T>(api: GridApi<T>): Lugar | null {
  const foco = api.getFocusedCell();
  if (!foco || foco.rowPinned) return null;
  const top = api.getDisplayedRowAtIndex(foco.rowIndex)?.rowTop;
  const x = foco.column.getLeft();
  if (top == null || x == null) return null;
  return { x, y: top, ancho: foco.column.getActualWidth() };
}

export type MarcoCursor = {
  /** Puts the frame on the focused cell (after a move, a change of lines or of columns). */
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
  let puesto = '';
  let ancho = -1;

  const seguir = () => {
    const api = grid();
    const lineas = root.querySelector(LINEAS);
    const lugar = api ? lugarDelCursor(api) : null;
    if (!lineas || !lugar) return;
    if (marco.parentElement !== lineas) lineas.appendChild(marco);
    // Only what changed is written: the same value written again still costs a style pass.
    const transform = `translate(${lugar.x}px, ${lugar.y}px)`;
    if (transform !== puesto) marco.style.transform = puesto = transform;
    if (lugar.ancho !== ancho) marco.style.width = `${(ancho = lugar.ancho)}px`;
  };

  // Shown while the focus is on a cell (not in its editor, which draws its own border), as
  // ag-grid's border was: a move from cell to cell leaves it as it is.
  const esCelda = (el: EventTarget | null) => el instanceof HTMLElement && el.classList.contains('ag-cell') && root.contains(el);
  const mostrar = (si: boolean) => {
    if (marco.classList.contains('jit-marco-visible') !== si) marco.classList.toggle('jit-marco-visible', si);
  };
  const alEntrar = (e: FocusEvent) => {
    if (esCelda(e.target)) seguir();
    mostrar(esCelda(e.target));
  };
  const alSalir = (e: FocusEvent) => {
    if (!esCelda(e.relatedTarget)) mostrar(false);
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
