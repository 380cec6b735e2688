import { D, ZERO, type DInput } from '../money/decimal';
import { roundAmount, roundInventoryQuantity } from '../money/rounding';
import { fail, ok, type Result } from '../shared/result';

/** A FIFO layer: what is left of one entry (quantity and its remaining value). */
export type Capa = { cantidad: D; valor: D; costoUnitario: D };
/** The running stock of one item: quantity, value at weighted average (pp) and FIFO layers (peps). */
export type Kardex = { cantidad: D; valor: D; pp: D; capas: Capa[] };
/** One line of the inventory movement (MovimientoInventario, spec 3 §3). */
export type MovimientoKardex = {
  entrada: { cantidad: D; valor: D };
  salida: { cantidad: D; valor: D };
  saldo: { cantidad: D; valor: D };
  pp: D;
  /** Value of the exit by FIFO (0 for entries). */
  peps: D;
};

/** An item with no stock (spec 3 §7: pp is 0 when absent). */
export const kardexVacio = (): Kardex => ({ cantidad: ZERO, valor: ZERO, pp: ZERO, capas: [] });

const ppOf = (cantidad: D, valor: D, previous: D): D => (cantidad.gt(0) ? roundAmount(valor.div(cantidad)) : previous);

/**
 * An uncontrolled entry (ruling A2-4, «Entrada Sin Control»): it comes in at the current pp, so pp does not move.
 * pp can fall below zero after stock went negative and a cheaper entry covered it (the missing units left at the
 * older, higher pp); goods never cost less than nothing, so such an entry comes in at 0 and its FIFO layer is never
 * negative.
 */
export const entradaAlPP = (k: Kardex, cantidad: DInput) => entradaInventario(k, cantidad, D.max(k.pp, ZERO));

/** An entry: adds quantity and value; pp becomes value / quantity (5 decimals); a FIFO layer is pushed. */
export function entradaInventario(k: Kardex, cantidadIn: DInput, costoUnitarioIn: DInput): { kardex: Kardex; movimiento: MovimientoKardex } {
  const cantidad = roundInventoryQuantity(cantidadIn);
  const costoUnitario = roundAmount(costoUnitarioIn);
  const valor = roundAmount(cantidad.times(costoUnitario));
  const saldoCantidad = k.cantidad.plus(cantidad);
  const saldoValor = k.valor.plus(valor);
  const pp = ppOf(saldoCantidad, saldoValor, costoUnitario);
  // After selling below zero, an entry first covers the missing units: only what is left above
  // zero becomes a FIFO layer, so the layers always hold exactly the stock on hand.
  const enCapa = k.cantidad.isNeg() ? D.max(saldoCantidad, ZERO) : cantidad;
  const capa = enCapa.eq(cantidad) ? { cantidad, valor, costoUnitario } : { cantidad: enCapa, valor: roundAmount(enCapa.times(costoUnitario)), costoUnitario };
  const capas = capa.cantidad.gt(0) ? [...k.capas, capa] : [...k.capas];
  const kardex: Kardex = { cantidad: saldoCantidad, valor: saldoValor, pp, capas };
  return {
    kardex,
    movimiento: { entrada: { cantidad, valor }, salida: { cantidad: ZERO, valor: ZERO }, saldo: { cantidad: saldoCantidad, valor: saldoValor }, pp, peps: ZERO },
  };
}

function consumirCapas(capas: readonly Capa[], cantidad: D, pp: D): { capas: Capa[]; valor: D } {
  const left: Capa[] = [];
  let falta = cantidad;
  let valor = ZERO;
  for (const capa of capas) {
    if (falta.isZero()) {
      left.push(capa);
    } else if (capa.cantidad.lte(falta)) {
      valor = valor.plus(capa.valor);
      falta = falta.minus(capa.cantidad);
    } else {
      const parte = roundAmount(falta.times(capa.costoUnitario));
      valor = valor.plus(parte);
      left.push({ ...capa, cantidad: capa.cantidad.minus(falta), valor: capa.valor.minus(parte) });
      falta = ZERO;
    }
  }
  // Selling below zero (permiteInventarioNegativo): the missing units are valued at pp.
  return { capas: left, valor: valor.plus(roundAmount(falta.times(pp))) };
}

/**
 * An exit: the value leaves at pp (the whole remaining value when the stock reaches zero) and, in parallel, at FIFO
 * (peps). Refuses more than the stock unless the item allows negative stock.
 */
export function salidaInventario(k: Kardex, cantidadIn: DInput, options: { permiteNegativo?: boolean } = {}): Result<{ kardex: Kardex; movimiento: MovimientoKardex }, 'STOCK_INSUFICIENTE' | 'CANTIDAD_INVALIDA'> {
  const cantidad = roundInventoryQuantity(cantidadIn);
  if (cantidad.lte(0)) return fail('CANTIDAD_INVALIDA', 'cantidad');
  if (cantidad.gt(k.cantidad) && !options.permiteNegativo) return fail('STOCK_INSUFICIENTE', 'cantidad');
  const saldoCantidad = k.cantidad.minus(cantidad);
  const valorSalida = saldoCantidad.isZero() ? k.valor : roundAmount(cantidad.times(k.pp));
  const saldoValor = k.valor.minus(valorSalida);
  const fifo = consumirCapas(k.capas, cantidad, k.pp);
  const kardex: Kardex = { cantidad: saldoCantidad, valor: saldoValor, pp: ppOf(saldoCantidad, saldoValor, k.pp), capas: fifo.capas };
  return {
    ok: true,
    value: {
      kardex,
      movimiento: { entrada: { cantidad: ZERO, valor: ZERO }, salida: { cantidad, valor: valorSalida }, saldo: { cantidad: saldoCantidad, valor: saldoValor }, pp: kardex.pp, peps: fifo.valor },
    },
  };
}

/** A movement after the entry being undone, as the ledger replays it: an entry at its cost or at pp, or an exit. */
export type MovimientoPosterior = { tipo: 'entrada'; cantidad: DInput; costoUnitario: DInput | null } | { tipo: 'salida'; cantidad: DInput };

/**
 * Undoes an entry (a purchase cancelled, 9938): quantity, value and pp become exactly the ledger replayed from the
 * balance the entry found without it (exits at that replay's pp); the exit takes the difference, so value is kept.
 * FIFO: the newest layers leave first. It always applies (ruling A2-9: a numbered document takes its stock).
 */
export function anularEntrada(actual: Kardex, antes: Omit<Kardex, 'capas'>, posteriores: readonly MovimientoPosterior[]): { kardex: Kardex; movimiento: MovimientoKardex } {
  let ref: Kardex = { ...antes, capas: [] };
  for (const m of posteriores) {
    if (m.tipo === 'salida') {
      const s = salidaInventario(ref, m.cantidad, { permiteNegativo: true });
      if (s.ok) ref = s.value.kardex;
    } else ref = (m.costoUnitario === null ? entradaAlPP(ref, m.cantidad) : entradaInventario(ref, m.cantidad, m.costoUnitario)).kardex;
  }
  const cantidad = actual.cantidad.minus(ref.cantidad);
  const valor = actual.valor.minus(ref.valor);
  const capas = [...actual.capas];
  let falta = cantidad;
  while (falta.gt(0) && capas.length > 0) {
    const c = capas.pop()!;
    if (c.cantidad.gt(falta)) capas.push({ ...c, cantidad: c.cantidad.minus(falta), valor: c.valor.minus(roundAmount(falta.times(c.costoUnitario))) });
    falta = D.max(falta.minus(c.cantidad), ZERO);
  }
  // FIFO value out: the layers' value that left, and units they no longer held at the exit's own unit cost.
  const peps = valorCapas(actual).minus(valorCapas({ ...actual, capas })).plus(falta.gt(0) ? roundAmount(falta.times(valor).div(cantidad)) : ZERO);
  const kardex: Kardex = { cantidad: ref.cantidad, valor: ref.valor, pp: ref.pp, capas };
  return { kardex, movimiento: { entrada: { cantidad: ZERO, valor: ZERO }, salida: { cantidad, valor }, saldo: { cantidad: ref.cantidad, valor: ref.valor }, pp: ref.pp, peps } };
}

/** Value of the FIFO layers still in stock. */
export const valorCapas = (k: Kardex): D => k.capas.reduce((acc, c) => acc.plus(c.valor), ZERO);

/** Replays a list of movements from an empty kardex (entries with cost, exits without). */
export function replayKardex(movs: readonly ({ tipo: 'entrada'; cantidad: DInput; costoUnitario: DInput } | { tipo: 'salida'; cantidad: DInput })[], permiteNegativo = false): Result<Kardex, 'STOCK_INSUFICIENTE' | 'CANTIDAD_INVALIDA'> {
  let k = kardexVacio();
  for (const m of movs) {
    if (m.tipo === 'entrada') k = entradaInventario(k, m.cantidad, m.costoUnitario).kardex;
    else {
      const r = salidaInventario(k, m.cantidad, { permiteNegativo });
      if (!r.ok) return r;
      k = r.value.kardex;
    }
  }
  return ok(k);
}
