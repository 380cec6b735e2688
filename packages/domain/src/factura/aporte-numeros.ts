import { ZERO, type D as Dec } from '../money/decimal';
import { numberOf } from '../money/fixed';
import { desgloseKey } from './aporte';
import { esIVA } from './impuestos';
import type { LineaDetalle } from './linea-types';

// aporteDe on numbers: what a line adds to the summary, as counts of 1e-5 units held in numbers instead
// of one bigint per amount, for the paths that add many lines or move the sums by an edit. Every amount
// read is below 2^52 units, so sums and differences of two of them are exact; a line with a larger
// amount is not read here (false) and goes through aporteDe, on bigints.

/** 2^52 units: the largest amount (exclusive) read on numbers. */
export const LIMIT = 2 ** 52;
/** The running sums, in the order of `Lectura.sums`. */
export const SUM_KEYS = [
  'servGravados', 'servExentos', 'servExonerado', 'servNoSujeto',
  'mercGravadas', 'mercExentas', 'mercExonerada', 'mercNoSujeta',
  'descuentos', 'impuesto', 'impAsumido', 'ivaSalud',
] as const;

/** A line's contribution: the sums in SUM_KEYS order, and the net tax of each of its taxes with its desglose key. */
export type Lectura = { sums: number[]; claves: string[]; netos: number[]; impuestos: number };

/** An empty reading, to be filled by leerAporte. */
export const lecturaVacia = (): Lectura => ({ sums: SUM_KEYS.map(() => 0), claves: [], netos: [], impuestos: 0 });

/** An amount in units if it is read here (|units| < 2^52), else undefined. */
function units(x: Dec): number | undefined {
  if (x === ZERO) return 0;
  const n = numberOf(x, 5);
  return n !== undefined && n < LIMIT && n > -LIMIT ? n : undefined;
}

/** Reads a line as aporteDe does into `out`; false (out then unusable) when an amount is out of range. */
export function leerAporte(l: LineaDetalle, out: Lectura): boolean {
  const gravado = units(l.montoGravado);
  const exento = units(l.montoExento);
  const exonerado = units(l.montoExonerado);
  const noSujeto = units(l.montoNoSujeto);
  const descuentos = units(l.montoDescuento);
  const impuesto = units(l.impuestoNeto);
  const asumido = units(l.impuestoAsumidoEmisorFabrica);
  if (gravado === undefined || exento === undefined || exonerado === undefined || noSujeto === undefined) return false;
  if (descuentos === undefined || impuesto === undefined || asumido === undefined) return false;
  const s = out.sums;
  // Services fill the first four sums, goods the next four.
  const servicio = l.esServicio;
  s[0] = servicio ? gravado : 0;
  s[1] = servicio ? exento : 0;
  s[2] = servicio ? exonerado : 0;
  s[3] = servicio ? noSujeto : 0;
  s[4] = servicio ? 0 : gravado;
  s[5] = servicio ? 0 : exento;
  s[6] = servicio ? 0 : exonerado;
  s[7] = servicio ? 0 : noSujeto;
  s[8] = descuentos;
  s[9] = impuesto;
  s[10] = asumido;
  let salud = 0;
  const taxes = l.impuesto;
  for (let i = 0; i < taxes.length; i++) {
    const t = taxes[i] as LineaDetalle['impuesto'][number];
    const monto = units(t.monto);
    const montoExoneracion = t.exoneracion ? units(t.exoneracion.montoExoneracion) : 0;
    if (monto === undefined || montoExoneracion === undefined) return false;
    const neto = monto - montoExoneracion;
    if (neto >= LIMIT || neto <= -LIMIT) return false;
    out.claves[i] = desgloseKey(t.codigo, t.codigoTarifaIVA);
    out.netos[i] = neto;
    // IVA of a health service, returned when paid by card.
    if (l.servicioSalud && esIVA(t.codigo)) salud += neto;
    if (salud >= LIMIT || salud <= -LIMIT) return false;
  }
  s[11] = salud;
  out.impuestos = taxes.length;
  return true;
}
