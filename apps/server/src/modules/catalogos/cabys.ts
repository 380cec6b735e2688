// CABYS search over the 20,501 codes of data-catalogos, in memory: the domain's index
// (crearIndiceCabys, the same the browser builds from the served catalogue), built once on first
// use (~100 ms), then a query touches only the postings of its words.
import { buscarEnCabys, cabysPorCodigo, crearIndiceCabys, type CabysHit, type IndiceCabys } from '@jit/domain';
import { cabysRows } from './data.js';

export type { CabysHit } from '@jit/domain';

let index: IndiceCabys | null = null;

/** The index, built on first use. */
export const cabysIndex = (): IndiceCabys => (index ??= crearIndiceCabys(cabysRows()));

/**
 * Search by words of the description (every word must start a word of it, accents and case
 * aside, stop words optional) or, when the text is only digits, by code prefix.
 */
export const searchCabys = (text: string, limit: number): CabysHit[] => buscarEnCabys(cabysIndex(), text, limit);

/** One code of the catalogue, or null. */
export const findCabys = (codigo: string): CabysHit | null => cabysPorCodigo(cabysIndex(), codigo);
