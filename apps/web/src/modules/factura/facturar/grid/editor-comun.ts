// What every cell editor of the entry grid shares, made for the keyboard: Enter and Tab commit and
// go to the next cell (Shift goes back), Escape cancels, typing a character starts the edit with
// it, and the keys typed while the editor was opening are typed into it first (DECISIONS #41).
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { CustomCellEditorProps } from 'ag-grid-react';
import type { FilaGrid } from '../../borrador/borrador';
import type { LineaBorrador } from '../../borrador/types';
import type { EntryGridContext } from './grid-context';

export type Props = CustomCellEditorProps<FilaGrid, string, EntryGridContext>;

/** The line field this editor edits (the column's id). */
export const field = (p: Props) => p.column.getColId() as keyof LineaBorrador;

/** The text the editor starts with: the key that opened it, or the cell's value. */
export function textoInicial(p: Props): string {
  const k = p.eventKey;
  if (k && k.length === 1) return k;
  if (k === 'Backspace' || k === 'Delete') return '';
  return p.value ?? '';
}

/** Closes the editor, commits and goes to the next (or previous) cell. */
export function moverCon(p: Props, back: boolean, commit: () => void): void {
  const { api, node, column, context } = p;
  api.stopEditing(true);
  commit();
  context.advance(api, node.rowIndex ?? 0, column.getColId(), back ? -1 : 1);
}

export type Nav = { key: 'Enter' | 'Tab' | 'Escape'; shift: boolean };

/**
 * On mount, before any other key can arrive: focuses the input and types into it what was typed
 * while it was opening (the grid held those keys); an Enter/Tab among them then moves on, and a
 * shortcut among them (Ctrl+Enter) runs after the text.
 */
export function useArranque(
  p: Props,
  ref: React.RefObject<HTMLInputElement | null>,
  selectAll: boolean,
  apply: (chars: string) => string,
  navegar: (text: string, nav: Nav) => void,
) {
  const fns = useRef({ apply, navegar });
  const done = useRef(false);
  const { context, api } = p;
  const id = p.data.id;
  useLayoutEffect(() => {
    const el = ref.current;
    // Once per editor (StrictMode runs effects twice; a second select-all would eat what was typed).
    if (!el || done.current) return;
    done.current = true;
    el.focus();
    const { chars, nav, atajo } = context.takeKeys();
    let text = el.value;
    if (chars) {
      text = fns.current.apply(chars);
      el.value = text;
      el.setSelectionRange(text.length, text.length);
    } else if (selectAll) el.select();
    else el.setSelectionRange(el.value.length, el.value.length);
    if (nav?.key === 'Escape')
      queueMicrotask(() => {
        context.revert(id);
        context.cancel(api);
      });
    else if (nav) queueMicrotask(() => fns.current.navegar(text, nav));
    // A held shortcut runs once the typed text has rendered and become what this editor commits.
    else if (atajo) setTimeout(() => context.replay(), 0);
  }, [context, ref, selectAll, id, api]);
}

/** Handles Enter/Tab (commit and move) and Escape (cancel); returns true when it took the key. */
export function teclaNavegacion(e: KeyboardEvent, p: Props, commit: () => void): boolean {
  if ((e.key === 'Enter' || e.key === 'Tab') && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    e.stopPropagation();
    moverCon(p, e.shiftKey, commit);
    return true;
  }
  if (e.key === 'Escape') p.context.revert(p.data.id);
  return false;
}

/** Registers how to commit what this editor holds (Ctrl+Enter, a click elsewhere). */
export function useActiveCommit(p: Props, commit: () => void) {
  const ref = useRef(commit);
  useEffect(() => {
    ref.current = commit;
  });
  const { context } = p;
  useEffect(() => {
    context.setActiveCommit(() => ref.current());
    return () => context.setActiveCommit(null);
  }, [context]);
}

/** An input that fills its cell and follows the light or dark scheme. */
export const inputStyle: React.CSSProperties = {
  width: '100%',
  height: '100%',
  border: 'none',
  outline: 'none',
  padding: '0 10px',
  font: 'inherit',
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
};
