// A whole item sheet checked before anything is written: every row read (importacion-fila.ts) and
// every code that repeats inside the sheet refused on the later row, naming the earlier one.
import type { ClaveColumna, FilaItem } from './importacion-columnas';
import { leerFilaItem, type ContextoFila, type ErrorCelda, type ItemImportado } from './importacion-fila';

/** A row's outcome: `fila` is its number in the sheet (headers are row 1). */
export type RevisionFila = { fila: number; item: ItemImportado | null; errores: ErrorCelda[] };

const CODIGOS: readonly [ClaveColumna, string][] = [
  ['codigoRapido', 'código rápido'],
  ['SKU', 'SKU'],
  ['codigoBarras', 'código de barras'],
];

/** Rows that are entirely empty are skipped (spreadsheets keep formatted blank rows). */
const vacia = (f: FilaItem): boolean => Object.values(f).every((v) => !v || !v.trim());

/** Checks every row; `primeraFila` is the sheet number of the first data row. */
export function revisarHoja(filas: readonly FilaItem[], ctx: ContextoFila, primeraFila = 2): RevisionFila[] {
  const vistos = new Map<string, number>();
  const out: RevisionFila[] = [];
  filas.forEach((f, i) => {
    if (vacia(f)) return;
    const fila = primeraFila + i;
    const r = leerFilaItem(f, ctx);
    const errores = r.ok ? [] : [...r.errores];
    for (const [col, nombre] of CODIGOS) {
      const v = f[col]?.trim().toLowerCase();
      if (!v) continue;
      const k = `${col}:${v}`;
      const antes = vistos.get(k);
      if (antes !== undefined) errores.push({ columna: col, mensaje: `El ${nombre} «${f[col]!.trim()}» ya está en la fila ${antes}.` });
      else vistos.set(k, fila);
    }
    out.push({ fila, item: r.ok && errores.length === 0 ? r.item : null, errores });
  });
  return out;
}
