import { LIMIT, SUM_KEYS, leerAporte, lecturaVacia, type Lectura } from './aporte-numeros';
import type { LineaDetalle } from './linea-types';
import type { ResumenAcumulado } from './resumen-acumulado';

// Moving the running sums on numbers: a whole document at once (createAcumulado), or one edited line
// (replaceLinea), with the contributions of aporte-numeros.ts. A number slot that reaches 2^52 hands its
// value to a bigint before it takes the next amount (also below 2^52), so each addition is exact. What
// cannot be read on numbers answers false here and is added by aporteDe on bigints, as before.

type Slot = { n: number; big: bigint };

function add(slot: Slot, value: number): void {
  slot.n += value;
  if (slot.n >= LIMIT || slot.n <= -LIMIT) {
    slot.big += BigInt(slot.n);
    slot.n = 0;
  }
}

/** Adds every line to the accumulator (mutates it): on numbers where it can, else by `addLinea`. */
export function sumarLineas(acc: ResumenAcumulado, lineas: readonly LineaDetalle[], addLinea: (acc: ResumenAcumulado, l: LineaDetalle) => unknown): void {
  const slots: Slot[] = SUM_KEYS.map(() => ({ n: 0, big: 0n }));
  const desglose = new Map<string, Slot & { count: number }>();
  const r = lecturaVacia();
  let sumadas = 0;
  for (const l of lineas) {
    if (!leerAporte(l, r)) {
      addLinea(acc, l);
      continue;
    }
    sumadas++;
    for (let i = 0; i < SUM_KEYS.length; i++) if (r.sums[i]) add(slots[i] as Slot, r.sums[i] as number);
    for (let i = 0; i < r.impuestos; i++) {
      const key = r.claves[i] as string;
      const entry = desglose.get(key);
      if (!entry) desglose.set(key, { n: r.netos[i] as number, big: 0n, count: 1 });
      else {
        add(entry, r.netos[i] as number);
        entry.count++;
      }
    }
  }
  SUM_KEYS.forEach((k, i) => {
    const slot = slots[i] as Slot;
    if (slot.n || slot.big) acc.sums[k] += slot.big + BigInt(slot.n);
  });
  // In key order, so that the summary finds its breakdown sorted already.
  for (const key of [...desglose.keys()].sort()) {
    const slot = desglose.get(key) as Slot & { count: number };
    const entry = acc.desglose.get(key) ?? { amount: 0n, count: 0 };
    entry.amount += slot.big + BigInt(slot.n);
    entry.count += slot.count;
    acc.desglose.set(key, entry);
  }
  acc.lineas += sumadas;
}

// Two readings reused by every edit: reading a line calls nothing that could come back here.
const antes: Lectura = lecturaVacia();
const despues: Lectura = lecturaVacia();

/**
 * Replaces a line by its edited version, moving each sum by the difference of the two (exact: both
 * are below 2^52); false, having changed nothing, when either line cannot be read on numbers, a tax
 * changed its desglose key or the line is a key's only contributor (then replaceLinea removes and adds
 * on bigints).
 */
export function reemplazarEnNumeros(acc: ResumenAcumulado, anterior: LineaDetalle, nueva: LineaDetalle): boolean {
  if (!leerAporte(anterior, antes) || !leerAporte(nueva, despues) || antes.impuestos !== despues.impuestos) return false;
  for (let i = 0; i < antes.impuestos; i++) {
    const key = antes.claves[i] as string;
    if (key !== despues.claves[i]) return false;
    let veces = 0;
    for (let j = 0; j < antes.impuestos; j++) if (antes.claves[j] === key) veces++;
    // When this line is the key's only contributor, removing it drops the entry and adding re-creates
    // it: that path is left to the bigint one, which does exactly that.
    if ((acc.desglose.get(key)?.count ?? 0) <= veces) return false;
  }
  for (let i = 0; i < SUM_KEYS.length; i++) {
    const diff = (despues.sums[i] as number) - (antes.sums[i] as number);
    if (diff) acc.sums[SUM_KEYS[i] as (typeof SUM_KEYS)[number]] += BigInt(diff);
  }
  for (let i = 0; i < antes.impuestos; i++) {
    const diff = (despues.netos[i] as number) - (antes.netos[i] as number);
    if (diff) (acc.desglose.get(antes.claves[i] as string) as { amount: bigint }).amount += BigInt(diff);
  }
  return true;
}
