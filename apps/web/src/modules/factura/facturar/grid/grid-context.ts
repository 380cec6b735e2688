// What the entry grid's editors ask of the page: commit a value, move to the next cell, search.
import type { GridApi } from 'ag-grid-community';
import type { Cabys } from '../../../catalogos/queries';
import type { FilaGrid } from '../../borrador/borrador';
import type { LineaBorrador } from '../../borrador/types';
import type { LineaReciente } from '../../borrador/persist';
import type { Sugerencia } from './search';

export type Opcion = { value: string; label: string; hint?: string };

export type EntryGridContext = {
  /** Saves fields of a line and refreshes its row. */
  commit: (id: string, patch: Partial<LineaBorrador>) => void;
  /** Live totals while a cell is typed (not yet committed). */
  preview: (id: string, field: keyof LineaBorrador, text: string) => void;
  /** The edit was cancelled (Escape). */
  revert: (id: string) => void;
  /** Moves to the next (+1) or previous (-1) editable cell and starts editing it. */
  advance: (api: GridApi<FilaGrid>, rowIndex: number, colId: string, dir: 1 | -1) => void;
  /** The editor currently open registers how to commit what it holds (Ctrl+Enter, clicks elsewhere). */
  setActiveCommit: (fn: (() => void) | null) => void;
  /**
   * Keys typed between one cell's commit and the next editor's mount (fast typists, scanners):
   * the characters up to the first Enter/Tab, and that key; the rest waits for the next editor.
   * `atajo` says a held shortcut comes next: the editor calls `replay` once its text is in.
   */
  takeKeys: () => { chars: string; nav: { key: 'Enter' | 'Tab' | 'Escape'; shift: boolean } | null; atajo: boolean };
  /** Runs the held shortcut that comes next (Ctrl/Cmd+Enter, Ctrl/Cmd + plus…) where it was pressed. */
  replay: () => void;
  /** A held Escape: closes the editor without saving, then moves as the held Tabs say. */
  cancel: (api: GridApi<FilaGrid>) => void;
  /** Holds every key for the next editor (an Enter waits for search results before moving on). */
  hold: () => void;
  searchCabys: (text: string, signal: AbortSignal) => Promise<Cabys[]>;
  /** The catalogue in the browser: what a text finds at once, or null while it is not loaded. */
  buscarLocal: (text: string) => Cabys[] | null;
  recientes: () => readonly LineaReciente[];
  /** The issuer's items matching the text (searched in the browser, items.ts). */
  buscarItems: (text: string) => Sugerencia[];
  options: Partial<Record<keyof LineaBorrador, Opcion[]>>;
};
