// Where Enter and Tab go in the entry grid (Shift: back): the next editable cell of the line, then
// the first of the next line; past the last line a new one opens, unless the last is still empty
// (a clerk pressing Enter on a blank line stays there); before the first cell nothing moves.

export type Destino = { row: number; col: string; nuevaLinea: boolean };

/**
 * The cell after (dir 1) or before (dir -1) `colId` of line `rowIndex`, among the editable
 * `cols`, in a draft of `lineas` lines; `ultimaLlena` says whether the last line has anything.
 */
export function celdaSiguiente(cols: readonly string[], rowIndex: number, colId: string, dir: 1 | -1, lineas: number, ultimaLlena: () => boolean): Destino {
  let row = rowIndex;
  let col = cols.indexOf(colId) + dir;
  let nuevaLinea = false;
  if (col >= cols.length) {
    col = 0;
    row += 1;
    if (row >= lineas) {
      if (ultimaLlena()) nuevaLinea = true;
      else row = lineas - 1;
    }
  } else if (col < 0) {
    if (row === 0) col = 0;
    else {
      row -= 1;
      col = cols.length - 1;
    }
  }
  return { row, col: cols[col]!, nuevaLinea };
}
