import { numberOf } from '../money/fixed';
import { toUnits } from '../money/units';
import { esIVA } from './impuestos';
import type { LineaDetalle } from './linea-types';

/** What one line adds to ResumenFactura, in BigInt units of 1e-5 (exact; fast to add and subtract). */
export type Aporte = {
  servGravados: bigint;
  servExentos: bigint;
  servExonerado: bigint;
  servNoSujeto: bigint;
  mercGravadas: bigint;
  mercExentas: bigint;
  mercExonerada: bigint;
  mercNoSujeta: bigint;
  descuentos: bigint;
  impuesto: bigint;
  impAsumido: bigint;
  /** Net IVA of a health-service line (returned when paid by card). */
  ivaSalud: bigint;
  /** Net tax per TotalDesgloseImpuesto key `codigo|codigoTarifaIVA`. */
  desglose: [string, bigint][];
};

// Each key built once and then reused: the same string every time, whose hash V8 already knows, for the
// maps of running sums (a business uses a handful of tax and rate codes; the memo stops growing at 1,000).
const CLAVES = new Map<string, Map<string | undefined, string>>();
let claves = 0;

/** The key of a TotalDesgloseImpuesto entry: tax code and IVA rate code. */
export function desgloseKey(codigo: string, codigoTarifaIVA?: string): string {
  const known = CLAVES.get(codigo)?.get(codigoTarifaIVA);
  if (known !== undefined) return known;
  const key = `${codigo}|${codigoTarifaIVA ?? ''}`;
  if (claves++ < 1_000) {
    const porTarifa = CLAVES.get(codigo) ?? new Map<string | undefined, string>();
    CLAVES.set(codigo, porTarifa.set(codigoTarifaIVA, key));
  }
  return key;
}

/** The net tax of one computed tax (monto − montoExoneracion), in units. */
function netoDe(t: LineaDetalle['impuesto'][number]): bigint {
  const ex = t.exoneracion;
  if (!ex) return toUnits(t.monto);
  const monto = numberOf(t.monto, 5);
  const exonerado = numberOf(ex.montoExoneracion, 5);
  const net = monto !== undefined && exonerado !== undefined ? monto - exonerado : undefined;
  // Below 2^53 units D subtracts exactly; other amounts are subtracted on D, as they always were.
  return net !== undefined && Number.isSafeInteger(net) ? BigInt(net) : toUnits(t.monto.minus(ex.montoExoneracion));
}

/**
 * The contribution of a computed line to the summary. Read from the line's D each time (a few words per
 * amount, no text): cheaper than remembering it, since a WeakMap entry per line costs far more to collect.
 */
export function aporteDe(l: LineaDetalle): Aporte {
  const g = toUnits(l.montoGravado);
  const e = toUnits(l.montoExento);
  const x = toUnits(l.montoExonerado);
  const n = toUnits(l.montoNoSujeto);
  const s = l.esServicio;
  const desglose: [string, bigint][] = [];
  let ivaSalud = 0n;
  for (const t of l.impuesto) {
    const net = netoDe(t);
    desglose.push([desgloseKey(t.codigo, t.codigoTarifaIVA), net]);
    if (l.servicioSalud && esIVA(t.codigo)) ivaSalud += net;
  }
  return {
    servGravados: s ? g : 0n,
    servExentos: s ? e : 0n,
    servExonerado: s ? x : 0n,
    servNoSujeto: s ? n : 0n,
    mercGravadas: s ? 0n : g,
    mercExentas: s ? 0n : e,
    mercExonerada: s ? 0n : x,
    mercNoSujeta: s ? 0n : n,
    descuentos: toUnits(l.montoDescuento),
    impuesto: toUnits(l.impuestoNeto),
    impAsumido: toUnits(l.impuestoAsumidoEmisorFabrica),
    ivaSalud,
    desglose,
  };
}
