// Which shell command a key press is (spec 1 §2 keyboard shortcuts). Pure, so it is tested
// without a browser.

export type ShortcutCommand =
  | { kind: 'action'; action: 'add' | 'delete' | 'reload' }
  | { kind: 'selector' }
  | { kind: 'root' }
  | { kind: 'goStored'; slot: number }
  | { kind: 'storeRoute'; slot: number };

export type KeyLike = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
>;

/** Stored-route slots: Ctrl/Cmd+1 to 5. */
export const STORED_ROUTE_SLOTS = 5;

export function shortcutFor(e: KeyLike): ShortcutCommand | null {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key;
  if (e.altKey) return null;
  if (key === 'F8' && !mod) return { kind: 'action', action: 'reload' };
  if (key === 'Escape' && !mod && !e.shiftKey) return { kind: 'root' };
  if (!mod) return null;
  if (key === '+' || e.code === 'NumpadAdd' || (key === '=' && e.shiftKey))
    return { kind: 'action', action: 'add' };
  if (e.code === 'Space' || key === ' ') return { kind: 'selector' };
  const digit = /^Digit([1-5])$/.exec(e.code)?.[1] ?? (/^[1-5]$/.test(key) ? key : undefined);
  if (digit)
    return e.shiftKey
      ? { kind: 'storeRoute', slot: Number(digit) }
      : { kind: 'goStored', slot: Number(digit) };
  if (e.shiftKey) return null;
  const lower = key.toLowerCase();
  if (lower === 'e') return { kind: 'action', action: 'delete' };
  if (lower === 'r') return { kind: 'action', action: 'reload' };
  return null;
}
