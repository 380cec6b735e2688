// What the simulator checks on a payment receipt (REP, type 10) beyond its schema, which already
// holds its CondicionVenta to 09 or 11. A REP declares a payment of one of the issuer's own
// comprobantes, so it must name it with the code 17 «Pago a comprobante electrónico» and its clave;
// its lines carry no discount (SubTotal = MontoTotal) and TotalVenta is their sum. When the
// simulator received the paid comprobante itself it also checks the pairing Hacienda's conditions
// make (a sale on 08 is paid with 09, one on 10 with 11), that the receipt is to the same customer,
// that the comprobante was not rejected, and that its receipts do not add up to more than it.
import { D, parseClave } from '@jit/domain';
import { fechaCostaRica } from '../xml/format';
import type { Comprobante, Decimal } from '../xml/types';
import type { CodigoRechazo } from './motivos';

type Hallazgo = { motivo: CodigoRechazo; mensaje: string; fila: number; columna: number };

/** A comprobante the simulator received before, as the REP checks need it. */
export type Referido = {
  documento: Comprobante;
  rechazado: boolean;
  /** Σ TotalComprobante of the REPs of it accepted so far. */
  pagadoConRecibos: string;
};

/** Sale documents a REP may pay: invoice, debit note, ticket. */
const TIPOS_PAGABLES = ['01', '02', '04'];
/** The REP's condition for each sale condition that asks for one. */
const PAREJA: Record<string, string> = { '08': '09', '10': '11' };

const h = (motivo: CodigoRechazo, mensaje: string): Hallazgo => ({ motivo, mensaje, fila: 0, columna: 0 });
const dec = (v: Decimal | undefined): InstanceType<typeof D> =>
  new D(v === undefined ? '0' : typeof v === 'string' ? v || '0' : v.toFixed());
const digitos = (s: string | undefined) => (s ?? '').replace(/\D/g, '').replace(/^0+/, '');
const fecha = (f: Comprobante['fechaEmision']) => new Date(typeof f === 'string' ? f : fechaCostaRica(f)).getTime();

/** The REP's own rules; `buscar` gives a comprobante this simulator received (undefined: unknown). */
export function revisarRecibo(
  doc: Comprobante,
  tolerancia: string,
  out: Hallazgo[],
  buscar?: (clave: string) => Referido | undefined,
): void {
  const lineas = doc.detalleServicio?.lineaDetalle ?? [];
  const venta = lineas.reduce((s, l) => s.plus(dec(l.montoTotal)), new D(0));
  if (dec(doc.resumenFactura.totalVenta).minus(venta).abs().gt(tolerancia))
    out.push(h('TOTALES_NO_CUADRAN', `TotalVenta ${dec(doc.resumenFactura.totalVenta).toFixed(5)} no cuadra: en un recibo de pago es la suma de los MontoTotal de las líneas (${venta.toFixed(5)}).`));
  const pagos = (doc.informacionReferencia ?? []).filter((r) => r.codigo === '17');
  if (pagos.length === 0) {
    out.push(h('REFERENCIA_PAGO', 'Un recibo electrónico de pago se refiere al comprobante que se paga con el código de referencia 17 (Pago a comprobante electrónico).'));
    return;
  }
  for (const r of pagos) {
    const clave = r.numero ?? '';
    if (!TIPOS_PAGABLES.includes(r.tipoDocIR)) {
      out.push(h('REFERENCIA_PAGO', `La referencia de pago es de tipo ${r.tipoDocIR}: un recibo de pago se refiere a una factura (01), una nota de débito (02) o un tiquete (04).`));
      continue;
    }
    const partes = parseClave(clave);
    if (!partes.ok) {
      out.push(h('REFERENCIA_PAGO', `La referencia de pago debe llevar la clave de 50 caracteres del comprobante pagado; «${clave}» no lo es.`));
      continue;
    }
    if (digitos(partes.value.identificacion) !== digitos(doc.emisor.identificacion.numero))
      out.push(h('REFERENCIA_PAGO', `La clave ${clave} es de un comprobante de ${partes.value.identificacion}: un recibo de pago se refiere a un comprobante del mismo emisor.`));
    if (partes.value.consecutivo.slice(8, 10) !== r.tipoDocIR)
      out.push(h('REFERENCIA_PAGO', `La clave ${clave} es de un comprobante de tipo ${partes.value.consecutivo.slice(8, 10)} y la referencia dice ${r.tipoDocIR}.`));
    if (fecha(r.fechaEmisionIR) > fecha(doc.fechaEmision) + 60_000)
      out.push(h('REFERENCIA_PAGO', 'La fecha del comprobante pagado es posterior a la del recibo de pago.'));
    const ref = buscar?.(clave);
    if (!ref) continue;
    const pagado = ref.documento;
    if (ref.rechazado) out.push(h('REFERENCIA_PAGO', `El comprobante ${clave} fue rechazado: no se registran pagos de él.`));
    const esperada = PAREJA[pagado.condicionVenta];
    if (!esperada)
      out.push(h('CONDICION_VENTA', `El comprobante ${clave} tiene condición de venta ${pagado.condicionVenta}: solo las ventas con condición 08 (servicios al Estado a crédito) o 10 (crédito en IVA hasta 90 días) llevan recibo electrónico de pago.`));
    else if (doc.condicionVenta !== esperada)
      out.push(h('CONDICION_VENTA', `El pago de una venta con condición ${pagado.condicionVenta} lleva la condición ${esperada}, no ${doc.condicionVenta}.`));
    if (digitos(pagado.receptor?.identificacion?.numero) !== digitos(doc.receptor?.identificacion?.numero))
      out.push(h('REFERENCIA_PAGO', `El recibo es a nombre de ${doc.receptor?.identificacion?.numero ?? 'nadie'} y el comprobante pagado de ${pagado.receptor?.identificacion?.numero ?? 'nadie'}.`));
    const moneda = (c: Comprobante) => c.resumenFactura.codigoTipoMoneda?.codigoMoneda ?? 'CRC';
    const total = dec(pagado.resumenFactura.totalComprobante);
    const suma = new D(ref.pagadoConRecibos).plus(dec(doc.resumenFactura.totalComprobante));
    if (moneda(pagado) === moneda(doc) && suma.minus(total).gt(tolerancia))
      out.push(h('REFERENCIA_PAGO', `Los recibos de pago del comprobante ${clave} sumarían ${suma.toFixed(5)} y el comprobante es de ${total.toFixed(5)}.`));
  }
}
