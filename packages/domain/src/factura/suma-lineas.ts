import type { D as Dec } from '../money/decimal';
import { numberOf } from '../money/fixed';
import { desgloseKey } from './aporte';
import { esIVA } from './impuestos';
import type { LineaDetalle } from './linea-types';
import type { ResumenAcumulado } from './resumen-acumulado';

// Adding up a whole document at once (createAcumulado): the contributions of aporteDe, summed on numbers
// instead of one bigint per amount. Every amount read here is below 2^52 units and so is every running
// sum before it takes one (a slot that reaches 2^52 hands its value to a bigint), so each addition is
// exact. A line with a larger amount is added by addLinea, on bigints, as before.

const LIMIT = 2 ** 52;
const KEYS = [
  'servGravados', 'servExentos', 'servExonerado', 'servNoSujeto',
  'mercGravadas', 'mercExentas', 'mercExonerada', 'mercNoSujeta',
  'descuentos', 'impuesto', 'impAsumido', 'ivaSalud',
] as const;
const DESCUENTOS = 8;
const IVA_SALUD = 11;

type Slot = { n: number; big: bigint };
type Parcial = { slots: Slot[]; desglose: Map<string, Map<string | undefined, Slot & { count: number }>>; netos: number[] };

/** An amount in units if this path adds it (|units| < 2^52), else undefined. */
function units(x: Dec): number | undefined {
  const n = numberOf(x, 5);
  return n !== undefined && n < LIMIT && n > -LIMIT ? n : undefined;
}

function add(slot: Slot, value: number): void {
  slot.n += value;
  if (slot.n >= LIMIT || slot.n <= -LIMIT) {
    slot.big += BigInt(slot.n);
    slot.n = 0;
  }
}

/** Adds one line (as aporteDe reads it); false, having added nothing, when an amount is out of range. */
function sumar(p: Parcial, l: LineaDetalle): boolean {
  const gravado = units(l.montoGravado);
  const exento = units(l.montoExento);
  const exonerado = units(l.montoExonerado);
  const noSujeto = units(l.montoNoSujeto);
  const descuentos = units(l.montoDescuento);
  const impuesto = units(l.impuestoNeto);
  const asumido = units(l.impuestoAsumidoEmisorFabrica);
  if (gravado === undefined || exento === undefined || exonerado === undefined || noSujeto === undefined) return false;
  if (descuentos === undefined || impuesto === undefined || asumido === undefined) return false;
  const taxes = l.impuesto;
  for (let i = 0; i < taxes.length; i++) {
    const t = taxes[i] as LineaDetalle['impuesto'][number];
    const monto = units(t.monto);
    const montoExoneracion = t.exoneracion ? units(t.exoneracion.montoExoneracion) : 0;
    const neto = monto === undefined || montoExoneracion === undefined ? LIMIT : monto - montoExoneracion;
    if (neto >= LIMIT || neto <= -LIMIT) return false;
    p.netos[i] = neto;
  }
  // Services fill the first four slots, goods the next four.
  const s = p.slots;
  const first = l.esServicio ? 0 : 4;
  if (gravado) add(s[first] as Slot, gravado);
  if (exento) add(s[first + 1] as Slot, exento);
  if (exonerado) add(s[first + 2] as Slot, exonerado);
  if (noSujeto) add(s[first + 3] as Slot, noSujeto);
  add(s[DESCUENTOS] as Slot, descuentos);
  add(s[DESCUENTOS + 1] as Slot, impuesto);
  add(s[DESCUENTOS + 2] as Slot, asumido);
  for (let i = 0; i < taxes.length; i++) {
    const t = taxes[i] as LineaDetalle['impuesto'][number];
    const neto = p.netos[i] as number;
    // By code, then by rate code: the strings of the line's own fields, so no key is built per line.
    let porTarifa = p.desglose.get(t.codigo);
    if (!porTarifa) p.desglose.set(t.codigo, (porTarifa = new Map<string | undefined, Slot & { count: number }>()));
    const entry = porTarifa.get(t.codigoTarifaIVA);
    if (entry) {
      add(entry, neto);
      entry.count++;
    } else porTarifa.set(t.codigoTarifaIVA, { n: neto, big: 0n, count: 1 });
    if (l.servicioSalud && esIVA(t.codigo)) add(s[IVA_SALUD] as Slot, neto);
  }
  return true;
}

/** Adds every line to the accumulator (mutates it): on numbers where it can, else line by line on bigints. */
export function sumarLineas(acc: ResumenAcumulado, lineas: readonly LineaDetalle[], addLinea: (acc: ResumenAcumulado, l: LineaDetalle) => unknown): void {
  const p: Parcial = { slots: KEYS.map(() => ({ n: 0, big: 0n })), desglose: new Map(), netos: [] };
  let sumadas = 0;
  for (const l of lineas) {
    if (sumar(p, l)) sumadas++;
    else addLinea(acc, l);
  }
  KEYS.forEach((k, i) => {
    const slot = p.slots[i] as Slot;
    if (slot.n || slot.big) acc.sums[k] += slot.big + BigInt(slot.n);
  });
  for (const [codigo, porTarifa] of p.desglose) {
    for (const [tarifa, slot] of porTarifa) {
      const key = desgloseKey(codigo, tarifa);
      const entry = acc.desglose.get(key) ?? { amount: 0n, count: 0 };
      entry.amount += slot.big + BigInt(slot.n);
      entry.count += slot.count;
      acc.desglose.set(key, entry);
    }
  }
  acc.lineas += sumadas;
}
