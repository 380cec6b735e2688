// Screens register what Ctrl/Cmd + plus (add), Ctrl/Cmd+e (delete) and Ctrl/Cmd+r or F8 (reload)
// do on them (spec 1 §2). The most recently mounted screen that registered an action wins.
import { useEffect, useRef } from 'react';

export type ShortcutAction = 'add' | 'delete' | 'reload';
export type ShortcutActions = Partial<Record<ShortcutAction, () => void>>;

type Entry = { id: number; actions: () => ShortcutActions };
const entries: Entry[] = [];
let nextId = 1;

/** Registers actions; returns the function that removes them. */
export function registerShortcutActions(actions: () => ShortcutActions): () => void {
  const entry = { id: nextId++, actions };
  entries.push(entry);
  return () => {
    const i = entries.findIndex((e) => e.id === entry.id);
    if (i >= 0) entries.splice(i, 1);
  };
}

/** The action the current screen registered for this shortcut, if any. */
export function findShortcutAction(name: ShortcutAction): (() => void) | undefined {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const fn = entries[i]!.actions()[name];
    if (fn) return fn;
  }
  return undefined;
}

/** A screen's shortcut actions, registered while it is mounted (always calling the latest). */
export function useShortcutActions(actions: ShortcutActions): void {
  const ref = useRef(actions);
  useEffect(() => {
    ref.current = actions;
  });
  useEffect(() => registerShortcutActions(() => ref.current), []);
}
