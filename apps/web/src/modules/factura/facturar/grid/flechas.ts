// The up and down arrows of the entry grid move the cursor once a frame (DECISIONS #253). Each move
// through ag-grid costs a few milliseconds (focus, the cells' classes, the status line), so keys
// that come faster than the frames (an arrow held down on a slow laptop, a burst) queued behind
// one another and the cursor went on moving after the key was let go. The arrows pressed before a
// frame are added up and the cursor jumps once, to where all of them lead, in that frame: every
// key is counted and none waits for the others' moves.
import type { GridApi } from 'ag-grid-community';
import { mostrarFila } from './pagina';

/**
 * The moves waiting for the frame after one more step (`paso`, 1 down, -1 up) from line `fila`
 * with `pendiente` waiting, among `lineas` lines; null when the step leaves the lines (the grid
 * takes that key itself: the arrow up on the first line goes to the header).
 */
export function acumular(fila: number, pendiente: number, paso: 1 | -1, lineas: number): number | null {
  const destino = fila + pendiente + paso;
  return destino >= 0 && destino < lineas ? pendiente + paso : null;
}

/** The key was aimed at one of the grid's cells (not an editor, a header or a list). */
const enCelda = (e: KeyboardEvent) => e.target instanceof HTMLElement && e.target.classList.contains('ag-cell');

const dibujada = (root: HTMLElement, fila: number, col: string) => root.querySelector(`.ag-row[row-index="${fila}"] .ag-cell[col-id="${col}"]`) !== null;

/** Gathers the arrows pressed on the grid's cells inside `root`; returns what undoes it. */
export function agruparFlechas<T>(root: HTMLElement, grid: () => GridApi<T> | null): () => void {
  let pendiente = 0;
  let frame = 0;

  const aplicar = () => {
    frame = 0;
    const api = grid();
    const foco = api?.getFocusedCell();
    const paso = pendiente;
    pendiente = 0;
    if (!api || !foco || paso === 0) return;
    const destino = Math.min(Math.max(foco.rowIndex + paso, 0), api.getDisplayedRowCount() - 1);
    mostrarFila(api, destino);
    api.setFocusedCell(destino, foco.column);
  };

  // A click comes after the arrows before it: they are applied first.
  const alDia = () => {
    if (!frame) return false;
    cancelAnimationFrame(frame);
    aplicar();
    return true;
  };

  // So does any other key. The browser aimed it at the cell the cursor was on before those arrows:
  // on a cell it goes to the one the cursor is on now (a digit typed after a burst edits the line
  // the burst led to), as a copy; a shortcut (Ctrl, Cmd, Alt) goes on as it came, to the grid and
  // the page, which read the cursor where it is now, and keeps the browser's own meaning.
  const despues = (e: KeyboardEvent) => {
    if (!alDia() || e.ctrlKey || e.metaKey || e.altKey || !enCelda(e)) return;
    const ahora = document.activeElement;
    if (!ahora || ahora === e.target) return;
    e.preventDefault();
    e.stopPropagation();
    ahora.dispatchEvent(new KeyboardEvent('keydown', { key: e.key, code: e.code, shiftKey: e.shiftKey, repeat: e.repeat, bubbles: true, cancelable: true }));
  };

  const onKey = (e: KeyboardEvent) => {
    const vertical = (e.key === 'ArrowDown' || e.key === 'ArrowUp') && !e.shiftKey && !e.ctrlKey && !e.metaKey && !e.altKey;
    const api = grid();
    const foco = api?.getFocusedCell();
    // Only on a cell with the cursor and no editor open (an editor's list takes its own arrows).
    if (!vertical || !api || !foco || foco.rowPinned || !enCelda(e) || api.getEditingCells().length > 0) return despues(e);
    const p = acumular(foco.rowIndex, pendiente, e.key === 'ArrowDown' ? 1 : -1, api.getDisplayedRowCount());
    // Only to a line the grid has drawn: the cursor lands on it at once, so a key after the burst
    // finds it there. Past them the grid turns the page itself (its rows come a moment later).
    if (p === null || !dibujada(root, foco.rowIndex + p, foco.column.getColId())) return despues(e);
    pendiente = p;
    e.preventDefault();
    e.stopPropagation();
    if (!frame) frame = requestAnimationFrame(aplicar);
  };

  root.addEventListener('keydown', onKey, true);
  const alTocar = () => void alDia();
  root.addEventListener('pointerdown', alTocar, true);
  return () => {
    root.removeEventListener('keydown', onKey, true);
    root.removeEventListener('pointerdown', alTocar, true);
    if (frame) cancelAnimationFrame(frame);
  };
}
