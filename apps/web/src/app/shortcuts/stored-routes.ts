import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { sessionAtom } from '../session/atoms';
import { STORAGE_KEYS } from '../session/storage-keys';
import { STORED_ROUTE_SLOTS } from './keys';

type Slots = (string | null)[];
/** Routes stored per user (Ctrl/Cmd+1..5), kept on this device. */
const allStoredRoutesAtom = atomWithStorage<Record<string, Slots>>(
  STORAGE_KEYS.storedRoutes,
  {},
  undefined,
  {
    getOnInit: true,
  },
);

const empty = (): Slots => Array.from({ length: STORED_ROUTE_SLOTS }, () => null);

/** The signed-in user's five slots; writing [slot, path|null] stores or clears one. */
export const storedRoutesAtom = atom(
  (get) => {
    const userId = get(sessionAtom)?.user.id;
    return (userId && get(allStoredRoutesAtom)[userId]) || empty();
  },
  (get, set, [slot, path]: [number, string | null]) => {
    const userId = get(sessionAtom)?.user.id;
    if (!userId || slot < 1 || slot > STORED_ROUTE_SLOTS) return;
    const all = get(allStoredRoutesAtom);
    const slots = [...(all[userId] ?? empty())];
    slots[slot - 1] = path;
    set(allStoredRoutesAtom, { ...all, [userId]: slots });
  },
);
