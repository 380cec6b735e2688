// The invoice draft's state (spec 1 §3, §4): one jotai atom per line so an edit touches one line,
// the header in its own atom, and the summary the domain computes. Only the draft controller
// (borrador.ts) writes them; screens read them.
import { atom, type PrimitiveAtom } from 'jotai';
import type { ResumenFactura } from '@jit/domain';
import type { SavedState } from './persist';
import type { EncabezadoBorrador, LineaBorrador } from './types';

export const encabezadoAtom = atom<EncabezadoBorrador | null>(null);
export const lineIdsAtom = atom<string[]>([]);
const lineAtoms = new Map<string, PrimitiveAtom<LineaBorrador>>();
/** Forgets a line's atom (the line was removed or the draft cleared). */
export const olvidarLinea = (id: string): boolean => lineAtoms.delete(id);
/** The atom of one line (created on first use). */
export function lineaAtom(id: string): PrimitiveAtom<LineaBorrador> {
  let a = lineAtoms.get(id);
  if (!a) {
    a = atom<LineaBorrador>(null as unknown as LineaBorrador);
    lineAtoms.set(id, a);
  }
  return a;
}
export const resumenAtom = atom<ResumenFactura | null>(null);
/** Lines that count (not blank). */
export const lineasContadasAtom = atom(0);
/** Spec 1 §4: null, true after clearing, false after any edit. */
export const savedAtom = atom<SavedState>(null);
/** After a send attempt, "required" errors show on every line. */
export const intentoEnvioAtom = atom(false);
