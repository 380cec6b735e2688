import { toUnits } from './units';
import { esIVA } from './impuestos';
import type { LineaDetalle } from '../../src/factura/linea-types';

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

// Cached beside each computed line without touching it, so lines stay JSON-serialisable.
const cache = new WeakMap<LineaDetalle, Aporte>();

/** The key of a TotalDesgloseImpuesto entry: tax code and IVA rate code. */
export const desgloseKey = (codigo: string, codigoTarifaIVA?: string): string => `${codigo}|${codigoTarifaIVA ?? ''}`;

function compute(l: LineaDetalle): Aporte {
  const g = toUnits(l.montoGravado);
  const e = toUnits(l.montoExento);
  const x = toUnits(l.montoExonerado);
  const n = toUnits(l.montoNoSujeto);
  const s = l.esServicio;
  const desglose: [string, bigint][] = [];
  let ivaSalud = 0n;
  for (const t of l.impuesto) {
    const net = toUnits(t.exoneracion ? t.monto.minus(t.exoneracion.montoExoneracion) : t.monto);
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

function remember(linea: LineaDetalle): Aporte {
  const a = compute(linea);
  cache.set(linea, a);
  return a;
}

/** The contribution of a computed line to the summary (computed once per line object). */
export const aporteDe = (linea: LineaDetalle): Aporte => cache.get(linea) ?? remember(linea);
