import { describe, expect, it } from 'vitest';
import { shortcutFor, type KeyLike } from './keys';

const k = (key: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key,
  code:
    extra.code ??
    (key.length === 1 && /\d/.test(key)
      ? `Digit${key}`
      : key === ' '
        ? 'Space'
        : `Key${key.toUpperCase()}`),
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...extra,
});

describe('shortcutFor (spec 1 §2 keyboard shortcuts)', () => {
  it('maps Ctrl or Cmd + plus to add, Ctrl+e to delete, Ctrl+r and F8 to reload', () => {
    expect(shortcutFor(k('+', { ctrlKey: true }))).toEqual({ kind: 'action', action: 'add' });
    expect(shortcutFor(k('=', { metaKey: true, shiftKey: true }))).toEqual({
      kind: 'action',
      action: 'add',
    });
    expect(shortcutFor(k('+', { ctrlKey: true, code: 'NumpadAdd' }))).toEqual({
      kind: 'action',
      action: 'add',
    });
    expect(shortcutFor(k('e', { ctrlKey: true }))).toEqual({ kind: 'action', action: 'delete' });
    expect(shortcutFor(k('E', { metaKey: true }))).toEqual({ kind: 'action', action: 'delete' });
    expect(shortcutFor(k('r', { ctrlKey: true }))).toEqual({ kind: 'action', action: 'reload' });
    expect(shortcutFor(k('F8', { code: 'F8' }))).toEqual({ kind: 'action', action: 'reload' });
  });

  it('maps Ctrl+Space to the page selector and Escape to the root', () => {
    expect(shortcutFor(k(' ', { ctrlKey: true }))).toEqual({ kind: 'selector' });
    expect(shortcutFor(k('Escape', { code: 'Escape' }))).toEqual({ kind: 'root' });
  });

  it('maps Ctrl+1..5 to stored routes and Ctrl+Shift+1..5 to storing one', () => {
    expect(shortcutFor(k('3', { ctrlKey: true }))).toEqual({ kind: 'goStored', slot: 3 });
    expect(shortcutFor(k('#', { ctrlKey: true, shiftKey: true, code: 'Digit3' }))).toEqual({
      kind: 'storeRoute',
      slot: 3,
    });
    expect(shortcutFor(k('6', { ctrlKey: true }))).toBeNull();
  });

  it('leaves ordinary typing and browser keys alone', () => {
    expect(shortcutFor(k('e'))).toBeNull();
    expect(shortcutFor(k('c', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(k('r', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutFor(k(' '))).toBeNull();
  });
});
