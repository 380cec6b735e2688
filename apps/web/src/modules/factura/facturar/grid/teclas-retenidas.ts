// Keys typed ahead of the grid (DECISIONS #41): fast typists and barcode scanners type the next
// cell's text before its editor has opened, and an Enter in the code cell may wait for CABYS
// results. While the grid holds the keyboard, every key is kept, Ctrl/Cmd/Alt shortcuts too
// (AltGr characters stay characters), and given to the next editor in the order typed: its text,
// then the Enter/Tab/Escape that moves on, and a held shortcut runs where a live key would have
// gone, after the text before it. A watchdog lets go if no editor opens.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { GridApi } from 'ag-grid-community';
import type { FilaGrid } from '../../borrador/borrador';
import type { EntryGridContext } from './grid-context';

type TeclaRetenida = { key: string; shift: boolean; atajo?: KeyboardEventInit };

const MODIFICADORES = new Set(['Control', 'Shift', 'Alt', 'AltGraph', 'Meta', 'OS']);

/** Ctrl/Cmd/Alt with a key, not a character typed with AltGr (@, #, € on Spanish layouts). */
function esAtajo(e: KeyboardEvent): boolean {
  if (MODIFICADORES.has(e.key) || e.getModifierState('AltGraph')) return false;
  return e.ctrlKey || e.metaKey || e.altKey;
}

const copiaAtajo = (e: KeyboardEvent): KeyboardEventInit => ({
  key: e.key,
  code: e.code,
  ctrlKey: e.ctrlKey,
  metaKey: e.metaKey,
  altKey: e.altKey,
  shiftKey: e.shiftKey,
  bubbles: true,
  cancelable: true,
});

export type TeclasRetenidas = {
  /** From now until the next editor takes them (or `ms` pass with none opening), keys are held. */
  hold: (ms: number) => void;
} & Pick<EntryGridContext, 'takeKeys' | 'replay' | 'cancel'>;

/** The held keys of one grid: a window listener in the capture phase, while the grid holds. */
export function useTeclasRetenidas(): TeclasRetenidas {
  // Keys typed while the next editor is still mounting are kept, never lost (see takeKeys).
  const buffer = useRef<{ active: boolean; token: number; keys: TeclaRetenida[] }>({ active: false, token: 0, keys: [] });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const b = buffer.current;
      if (!b.active) return;
      const atajo = esAtajo(e);
      if (atajo || e.key.length === 1 || e.key === 'Enter' || e.key === 'Tab' || e.key === 'Escape') {
        // A shortcut waits its turn too: Ctrl+Enter run now would issue a line whose keys are
        // still held (the code typed but not its CABYS pick, nor its price).
        b.keys.push({ key: e.key, shift: e.shiftKey, ...(atajo ? { atajo: copiaAtajo(e) } : {}) });
        e.preventDefault();
        e.stopImmediatePropagation();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const hold = useCallback((ms: number) => {
    const b = buffer.current;
    b.active = true;
    const token = ++b.token;
    setTimeout(() => {
      if (b.active && b.token === token) {
        b.active = false;
        b.keys = [];
      }
    }, ms);
  }, []);

  const cancel = useCallback((api: GridApi<FilaGrid>) => {
    api.stopEditing(true);
    // What was typed after the Escape: Tabs move between cells, the rest is let go.
    const b = buffer.current;
    for (const k of b.keys) {
      if (k.key !== 'Tab') break;
      if (k.shift) api.tabToPreviousCell();
      else api.tabToNextCell();
    }
    b.keys = [];
    b.active = false;
  }, []);

  const takeKeys = useCallback(() => {
    const b = buffer.current;
    let chars = '';
    let nav: { key: 'Enter' | 'Tab' | 'Escape'; shift: boolean } | null = null;
    let atajo = false;
    while (b.keys.length > 0) {
      const k = b.keys[0]!;
      // A shortcut stays first in line (and keys stay held) until the editor replays it.
      if (k.atajo) {
        atajo = true;
        break;
      }
      b.keys.shift();
      if (k.key === 'Enter' || k.key === 'Tab' || k.key === 'Escape') {
        nav = { key: k.key, shift: k.shift };
        break;
      }
      chars += k.key;
    }
    // Until the next cell's editor opens, keys keep being held for it.
    if (!nav && !atajo) b.active = false;
    return { chars, nav, atajo };
  }, []);

  const replay = useCallback(() => {
    const b = buffer.current;
    const k = b.keys[0];
    if (!k?.atajo) return;
    b.keys.shift();
    b.active = false;
    // Where a live key would have gone: the editor with the focus, so the grid, the page's
    // hotkeys and the shell's shortcuts each see it as they would have.
    (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', k.atajo));
    // A shortcut that opens an editor (add a line) holds the rest for it; otherwise the keys
    // after it have nowhere to go and must not surface in a later editor.
    if (!b.active) b.keys = [];
  }, []);

  return useMemo(() => ({ hold, cancel, takeKeys, replay }), [hold, cancel, takeKeys, replay]);
}
