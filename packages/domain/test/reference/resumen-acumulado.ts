import { fromUnits } from './units';
import type { D as Dec } from '../../src/money/decimal';
import type { LineaDetalle } from '../../src/factura/linea-types';
import { aporteDe, type Aporte } from './aporte';

type SumKey = Exclude<keyof Aporte, 'desglose'>;
const SUM_KEYS: readonly SumKey[] = [
  'servGravados', 'servExentos', 'servExonerado', 'servNoSujeto',
  'mercGravadas', 'mercExentas', 'mercExonerada', 'mercNoSujeta',
  'descuentos', 'impuesto', 'impAsumido', 'ivaSalud',
];

/**
 * Running sums of a document's lines, for editing: adding, removing or replacing one line updates the
 * sums by difference (BigInt units of 1e-5), so a 1,000-line invoice does not recompute everything.
 */
export type ResumenAcumulado = {
  sums: Record<SumKey, bigint>;
  /** Net tax and number of contributing lines per desglose key. */
  desglose: Map<string, { amount: bigint; count: number }>;
  lineas: number;
  /** The last D built for each total (by slot), so an edit rebuilds only the totals that moved. */
  cache: { units: bigint; value: Dec }[];
};

/** An empty accumulator (optionally filled with lines). */
export function createAcumulado(lineas: readonly LineaDetalle[] = []): ResumenAcumulado {
  const sums = Object.fromEntries(SUM_KEYS.map((k) => [k, 0n])) as Record<SumKey, bigint>;
  const acc: ResumenAcumulado = { sums, desglose: new Map(), lineas: 0, cache: [] };
  for (const l of lineas) addLinea(acc, l);
  return acc;
}

function apply(acc: ResumenAcumulado, a: Aporte, sign: 1n | -1n): void {
  // Most contributions are 0n: skipping them saves BigInt allocations on every edit.
  for (const k of SUM_KEYS) if (a[k]) acc.sums[k] += sign * a[k];
  for (const [key, amount] of a.desglose) {
    const entry = acc.desglose.get(key) ?? { amount: 0n, count: 0 };
    entry.amount += sign * amount;
    entry.count += sign === 1n ? 1 : -1;
    if (entry.count === 0) acc.desglose.delete(key);
    else acc.desglose.set(key, entry);
  }
  acc.lineas += sign === 1n ? 1 : -1;
}

/** Adds a line's contribution (mutates and returns the accumulator). */
export const addLinea = (acc: ResumenAcumulado, linea: LineaDetalle): ResumenAcumulado => (apply(acc, aporteDe(linea), 1n), acc);
/** Removes a line's contribution (the line must have been added). */
export const removeLinea = (acc: ResumenAcumulado, linea: LineaDetalle): ResumenAcumulado => (apply(acc, aporteDe(linea), -1n), acc);
/** Replaces one line by its edited version: the sums move by the difference only. */
export function replaceLinea(acc: ResumenAcumulado, anterior: LineaDetalle, nueva: LineaDetalle): ResumenAcumulado {
  apply(acc, aporteDe(anterior), -1n);
  apply(acc, aporteDe(nueva), 1n);
  return acc;
}

/** The D of the total in `slot`: the one built last time when its units did not move, else a new one. */
export function totalEnSlot(acc: ResumenAcumulado, slot: number, units: bigint): Dec {
  const last = acc.cache[slot];
  if (last?.units === units) return last.value;
  const value = fromUnits(units);
  acc.cache[slot] = { units, value };
  return value;
}
