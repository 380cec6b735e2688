import { atomWithStorage } from 'jotai/utils';
import { SIDEBAR_COLORS, type SidebarColor } from '@jit/ui';
import { STORAGE_KEYS } from './session/storage-keys';

/** Sidebar colour chosen by the user (spec 1 §2: vue, blue, green, orange, red, primary). */
export const sidebarColorAtom = atomWithStorage<SidebarColor>(
  STORAGE_KEYS.sidebarColor,
  'vue',
  undefined,
  {
    getOnInit: true,
  },
);

export const isSidebarColor = (v: string): v is SidebarColor =>
  (SIDEBAR_COLORS as readonly string[]).includes(v);

/** The user wants Web Push on this device. */
export const pushWantedAtom = atomWithStorage<boolean>(STORAGE_KEYS.push, false, undefined, {
  getOnInit: true,
});
