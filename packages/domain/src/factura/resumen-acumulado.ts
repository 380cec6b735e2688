import { fromUnits } from '../money/units';
import type { D as Dec } from '../money/decimal';
import type { LineaDetalle } from './linea-types';
import { aporteDe, type Aporte } from './aporte';
import { reemplazarEnNumeros, sumarLineas } from './suma-lineas';

type SumKey = Exclude<keyof Aporte, 'desglose'>;

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
  const sums: Record<SumKey, bigint> = {
    servGravados: 0n, servExentos: 0n, servExonerado: 0n, servNoSujeto: 0n,
    mercGravadas: 0n, mercExentas: 0n, mercExonerada: 0n, mercNoSujeta: 0n,
    descuentos: 0n, impuesto: 0n, impAsumido: 0n, ivaSalud: 0n,
  };
  const acc: ResumenAcumulado = { sums, desglose: new Map(), lineas: 0, cache: [] };
  sumarLineas(acc, lineas, addLinea);
  return acc;
}

/** a + b, or a − b when removing. */
const move = (a: bigint, b: bigint, add: boolean): bigint => (add ? a + b : a - b);

function apply(acc: ResumenAcumulado, a: Aporte, add: boolean): void {
  // Field by field (not a loop over the keys, which V8 runs several times slower); most contributions
  // are 0n and skipping them saves BigInt allocations on every edit.
  const s = acc.sums;
  if (a.servGravados) s.servGravados = move(s.servGravados, a.servGravados, add);
  if (a.servExentos) s.servExentos = move(s.servExentos, a.servExentos, add);
  if (a.servExonerado) s.servExonerado = move(s.servExonerado, a.servExonerado, add);
  if (a.servNoSujeto) s.servNoSujeto = move(s.servNoSujeto, a.servNoSujeto, add);
  if (a.mercGravadas) s.mercGravadas = move(s.mercGravadas, a.mercGravadas, add);
  if (a.mercExentas) s.mercExentas = move(s.mercExentas, a.mercExentas, add);
  if (a.mercExonerada) s.mercExonerada = move(s.mercExonerada, a.mercExonerada, add);
  if (a.mercNoSujeta) s.mercNoSujeta = move(s.mercNoSujeta, a.mercNoSujeta, add);
  if (a.descuentos) s.descuentos = move(s.descuentos, a.descuentos, add);
  if (a.impuesto) s.impuesto = move(s.impuesto, a.impuesto, add);
  if (a.impAsumido) s.impAsumido = move(s.impAsumido, a.impAsumido, add);
  if (a.ivaSalud) s.ivaSalud = move(s.ivaSalud, a.ivaSalud, add);
  for (const [key, amount] of a.desglose) {
    const entry = acc.desglose.get(key);
    if (!entry) acc.desglose.set(key, { amount: add ? amount : -amount, count: add ? 1 : -1 });
    else {
      if (amount) entry.amount = move(entry.amount, amount, add);
      entry.count += add ? 1 : -1;
      if (entry.count === 0) acc.desglose.delete(key);
    }
  }
  acc.lineas += add ? 1 : -1;
}

/** Adds a line's contribution (mutates and returns the accumulator). */
export const addLinea = (acc: ResumenAcumulado, linea: LineaDetalle): ResumenAcumulado => (apply(acc, aporteDe(linea), true), acc);
/** Removes a line's contribution (the line must have been added). */
export const removeLinea = (acc: ResumenAcumulado, linea: LineaDetalle): ResumenAcumulado => (apply(acc, aporteDe(linea), false), acc);
/** Replaces one line by its edited version: the sums move by the difference only. */
export function replaceLinea(acc: ResumenAcumulado, anterior: LineaDetalle, nueva: LineaDetalle): ResumenAcumulado {
  if (reemplazarEnNumeros(acc, anterior, nueva)) return acc;
  apply(acc, aporteDe(anterior), false);
  apply(acc, aporteDe(nueva), true);
  return acc;
}

/** The D of the total in `slot`: the one built last time when its units did not move, else a new one. */
export function totalEnSlot(acc: ResumenAcumulado, slot: number, units: bigint): Dec {
  const last = acc.cache[slot];
  if (last?.units === units) return last.value;
  const value = fromUnits(units);
  // The slot's entry is the accumulator's own: updated in place rather than replaced on every edit.
  if (last) {
    last.units = units;
    last.value = value;
  } else acc.cache[slot] = { units, value };
  return value;
}
