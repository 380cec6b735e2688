import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { DETALLE_ANULADA_ADMIN, type MedioPagoCaja, type Movimiento } from './movimiento';

/** Hacienda's SINPE Móvil tender code (v4.4 MedioPago 06). */
export const MEDIO_SINPE_MOVIL = '06';

/**
 * Ruling C-2: a document's Hacienda tender in the drawer. 01 cash, 02 card, 04 transfer and 06 SINPE
 * Móvil (both a transfer; SINPE keeps its code so the closing shows it as its own line), the rest OTRO.
 */
export function medioCajaDeHacienda(codigo: string): MedioPagoCaja {
  if (codigo === '01') return 'EFECTIVO';
  if (codigo === '02') return 'TARJETA';
  if (codigo === '04' || codigo === MEDIO_SINPE_MOVIL) return 'TRANSFERENCIA';
  return 'OTRO';
}

/** A cash movement of a document, with the Hacienda code of its tender. */
export type MovimientoFactura = Movimiento & { medioHacienda: string };

/** What the drawer needs to know of an issued document. */
export type DocumentoCaja = {
  /** 01 cash sale; anything else is credit and waits for its payment (ruling C-10). */
  condicionVenta: string;
  /** +1 a sale, −1 a credit note or cancellation. */
  signo: 1 | -1;
  /** A purchase (FEC 08): cash leaves as a COMPRA expense. */
  compra: boolean;
  tipoCambio: DInput;
  totalComprobante: DInput;
  /** The 10 % service charge (OtrosCargos 06), in the document's currency. */
  servicio: DInput;
  medios: readonly { tipoMedioPago: string; totalMedioPago?: DInput | null }[];
  detalle: string;
  /** A credit note of a bulk document (ruling C-3): its movement reads «Anulada por el administrador». */
  anulacionMasiva?: boolean;
};

const dec = (x: DInput | null | undefined): D => (x === undefined || x === null || x === '' ? ZERO : toD(x));

/**
 * Ruling C-2: one FACTURA movement per tender of a cash sale, in colones at the document's rate; the
 * service charge spread over the tenders in proportion (the last takes the remainder, so they add
 * up). A tender with no amount takes what the others leave; tenders over the total are change handed
 * back in cash, never income. A credit note is the same as an expense; a purchase a COMPRA expense.
 */
export function movimientosDeFactura(doc: DocumentoCaja): MovimientoFactura[] {
  if (doc.condicionVenta !== '01') return [];
  const total = dec(doc.totalComprobante);
  if (!total.gt(0)) return [];
  const medios = doc.medios.length ? doc.medios : [{ tipoMedioPago: '01', totalMedioPago: null }];
  const fijados = medios.reduce((a, m) => a.plus(dec(m.totalMedioPago)), ZERO);
  const sinMonto = medios.filter((m) => !dec(m.totalMedioPago).gt(0)).length;
  const montos = medios.map((m) => {
    const v = dec(m.totalMedioPago);
    if (v.gt(0)) return v;
    const resto = total.minus(fijados);
    return resto.gt(0) ? resto.div(sinMonto) : ZERO;
  });
  // Change: what the tenders add beyond the total comes back out of the cash tenders first (a
  // cashier hands change in cash), then out of the others from the last; a shortfall goes to the last.
  let exceso = montos.reduce((a, m) => a.plus(m), ZERO).minus(total);
  const orden = [...montos.keys()].sort((a, b) => Number(medioCajaDeHacienda(medios[b]!.tipoMedioPago) === 'EFECTIVO') - Number(medioCajaDeHacienda(medios[a]!.tipoMedioPago) === 'EFECTIVO') || b - a);
  for (const i of orden) {
    if (!exceso.gt(0)) break;
    const quita = montos[i]!.lt(exceso) ? montos[i]! : exceso;
    montos[i] = montos[i]!.minus(quita);
    exceso = exceso.minus(quita);
  }
  if (exceso.lt(0)) montos[montos.length - 1] = montos[montos.length - 1]!.minus(exceso);
  const tc = dec(doc.tipoCambio).gt(0) ? dec(doc.tipoCambio) : toD(1);
  const servicio = dec(doc.servicio);
  const suma = montos.reduce((a, m) => a.plus(m), ZERO);
  const ingreso = doc.signo === 1 && !doc.compra;
  const tipo = ingreso ? 'FACTURA' : doc.compra ? 'COMPRA' : 'FACTURA';
  const detalle = doc.anulacionMasiva ? DETALLE_ANULADA_ADMIN : doc.detalle;
  const out: MovimientoFactura[] = [];
  let servicioDado = ZERO;
  const conMonto = montos.map((m, i) => ({ m, i })).filter((x) => x.m.gt(0));
  conMonto.forEach(({ m, i }, k) => {
    const colones = roundAmount(m.times(tc));
    const parteServicio = k === conMonto.length - 1 ? servicio.minus(servicioDado) : suma.gt(0) ? roundAmount(servicio.times(m).div(suma)) : ZERO;
    servicioDado = servicioDado.plus(parteServicio);
    const codigo = medios[i]!.tipoMedioPago;
    out.push({
      tipo,
      medioPago: medioCajaDeHacienda(codigo),
      medioHacienda: codigo,
      montoIngreso: ingreso ? colones : ZERO,
      montoEgreso: ingreso ? ZERO : colones,
      montoServicio: roundAmount(parteServicio.times(tc)),
      detalle,
    });
  });
  return out;
}

/**
 * The change due at the register: what the customer handed over in cash (`pagaCon`) minus the cash
 * part of the total as the drawer records it (the other tenders first, cash takes the rest); never
 * negative. Zero when nothing was handed over.
 */
export function vueltoDe(total: DInput, medios: DocumentoCaja['medios'], pagaCon: DInput | null | undefined): D {
  const entregado = dec(pagaCon);
  if (!entregado.gt(0)) return ZERO;
  const efectivo = movimientosDeFactura({ condicionVenta: '01', signo: 1, compra: false, tipoCambio: 1, totalComprobante: total, servicio: 0, medios, detalle: '' })
    .filter((m) => m.medioPago === 'EFECTIVO')
    .reduce((a, m) => a.plus(m.montoIngreso), ZERO);
  const v = entregado.minus(efectivo);
  return v.gt(0) ? v : ZERO;
}
