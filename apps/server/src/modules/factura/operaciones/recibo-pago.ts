// The payment receipt (REP, v4.4 ReciboElectronicoPago, type 10) of a payment: issued through the
// one issuing path (numbered in its own series 10 of the paid document's branch and terminal,
// signed, stored and queued for Hacienda), inside the caller's transaction. Its lines are the
// domain's share of the payment per group of the document's taxes (reciboDePago); its condition is
// the REP's pair of the document's (08 → 09, 10 → 11); it names the paid document by its clave with
// code 17 «Pago a comprobante electrónico». It moves nothing else: no stock, cash or accounting.
import {
  computeResumen,
  condicionRecibo,
  descripcionGrupo,
  gruposDeRecibo,
  reciboDePago,
  tipoDocReferenciaDe,
  toD,
  type LineaDetalle,
  type MedioPagoInput,
} from '@jit/domain';
import { fechaCostaRica } from '@jit/hacienda';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../../context.js';
import { facturaLinea } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { badInput } from '../../../errors.js';
import type { Services } from '../../../services.js';
import type { LineaCalculada } from '../calculo/lineas.js';
import { publicarCambio } from '../eventos.js';
import { emitir } from '../emision/emitir.js';
import type { Emisora, Emitido, Preparado } from '../emision/tipos.js';
import type { FacturaRow } from '../modelo.js';

export type DatosRecibo = {
  /** The paid document, locked by the caller. */
  documento: FacturaRow;
  pago: { id: string; consecutivo: string; aplicado: string; medioPago: string };
  /** What earlier receipts of the document covered (document currency). */
  pagadoAntes: string;
  idempotencyKey: string;
};

/** Medios de pago a REP may carry (its MedioPago: 01–07, 99); a payment from the balance is 99. */
const MEDIOS_REP = ['01', '02', '03', '04', '05', '06', '07', '99'];

/** The REP's lines as the issuing pipeline computes documents (LineaCalculada). */
async function lineasDelRecibo(tx: Tx, d: DatosRecibo): Promise<LineaCalculada[]> {
  const doc = d.documento;
  const filas = await tx
    .select({ subTotal: facturaLinea.subTotal, impuestoNeto: facturaLinea.impuestoNeto, impuestos: facturaLinea.impuestos })
    .from(facturaLinea)
    .where(and(eq(facturaLinea.emisorId, doc.emisorId), eq(facturaLinea.facturaId, doc.id)))
    .orderBy(facturaLinea.numeroLinea);
  type Imp = { codigo: string; codigoTarifaIVA?: string | null; tarifa?: string | null; monto: string; exoneracion?: { montoExoneracion?: string | null } | null };
  const grupos = gruposDeRecibo(
    filas.map((f) => ({
      subTotal: f.subTotal,
      impuestoNeto: f.impuestoNeto,
      impuestos: (f.impuestos as Imp[]).map((i) => ({ ...i, montoExoneracion: i.exoneracion?.montoExoneracion ?? null })),
    })),
    doc.totalOtrosCargos,
  );
  return reciboDePago(grupos, d.pagadoAntes, d.pago.aplicado).map((l, k) => {
    const detalle = `Pago ${d.pago.consecutivo} de ${doc.consecutivo}: ${descripcionGrupo(l.grupo)}`.slice(0, 200);
    const gravado = l.impuestos.some((t) => t.monto.gt(0));
    const cero = toD(0);
    const linea: LineaDetalle = {
      numeroLinea: k + 1,
      detalle,
      cantidad: toD(1),
      precioUnitario: l.subTotal,
      montoTotal: l.subTotal,
      descuento: [],
      montoDescuento: cero,
      subTotal: l.subTotal,
      baseImponible: l.subTotal,
      impuesto: l.impuestos.map((t) => ({ ...t, codigo: t.codigo as never, codigoTarifaIVA: t.codigoTarifaIVA as never })),
      impuestoAsumidoEmisorFabrica: cero,
      impuestoNeto: l.impuestoNeto,
      montoTotalLinea: l.montoTotalLinea,
      esServicio: true,
      tratamiento: gravado ? 'gravado' : 'exento',
      montoGravado: gravado ? l.subTotal : cero,
      montoExento: gravado ? cero : l.subTotal,
      montoExonerado: cero,
      montoNoSujeto: cero,
    };
    return { linea, itemId: null, itemNombre: null, input: { cantidad: '1', detalle, precioUnitario: l.subTotal.toFixed() } };
  });
}

/** Issues the REP of a payment in the caller's transaction (refusals are GraphQLErrors in Spanish). */
export async function emitirReciboPago(ctx: Context, tx: Tx, s: Emisora, d: DatosRecibo): Promise<Emitido> {
  const doc = d.documento;
  const condicion = condicionRecibo(doc.condicionVenta);
  const tipoDoc = tipoDocReferenciaDe(doc.documento);
  if (!condicion) throw badInput(`El documento ${doc.consecutivo} (condición de venta ${doc.condicionVenta}) no lleva recibo electrónico de pago: solo las ventas con condición 08 o 10.`, 'pago');
  if (!doc.clave || !tipoDoc) throw badInput(`El documento ${doc.consecutivo} no es un comprobante enviado a Hacienda: sus pagos no llevan recibo electrónico de pago.`, 'pago');
  const receptor = doc.receptor;
  if (!receptor?.identificacion && !receptor?.identificacionExtranjero)
    throw badInput(`El documento ${doc.consecutivo} no identifica al cliente: el recibo electrónico de pago se emite a su nombre.`, 'pago');
  const medio = MEDIOS_REP.includes(d.pago.medioPago) ? d.pago.medioPago : '99';
  return emitir(
    ctx,
    s,
    {
      operacion: 'Pago.recibo',
      args: { pago: d.pago.id, documento: doc.id },
      idempotencyKey: d.idempotencyKey,
      flags: { autoPago: false },
      preparar: async (t): Promise<Preparado> => {
        const lineas = await lineasDelRecibo(t, d);
        const medioPago: MedioPagoInput[] = [
          { tipoMedioPago: medio as never, ...(medio === '99' ? { medioPagoOtros: 'Saldo a favor del cliente' } : {}), totalMedioPago: toD(d.pago.aplicado) },
        ];
        const tipoCambio = toD(doc.tipoCambio);
        const resumen = computeResumen(
          lineas.map((l) => l.linea),
          [],
          { tipoDocumento: '10', codigoMoneda: doc.codigoMoneda as never, tipoCambio, medioPago },
        );
        return {
          documento: '10',
          sucursal: doc.sucursal,
          terminal: doc.terminal,
          // A REP carries no activity code; the stored row keeps the paid document's.
          codigoActividad: doc.codigoActividad ?? '000000',
          codigoActividadReceptor: null,
          receptor,
          condicionVenta: condicion,
          condicionVentaOtros: null,
          plazoCredito: null,
          calculo: { lineas, otrosCargos: [], medioPago, resumen, codigoMoneda: doc.codigoMoneda, tipoCambio },
          referencias: [
            {
              tipoDoc,
              numero: doc.clave,
              fechaEmision: fechaCostaRica(doc.fechaEmision),
              codigo: '17',
              razon: `Pago ${d.pago.consecutivo} del documento ${doc.consecutivo}`,
            },
          ],
          otros: null,
          creaClave: true,
          referenciaId: doc.id,
          signo: 1,
          compra: false,
          bitacora: `Recibo electrónico de pago del pago ${d.pago.consecutivo} (documento ${doc.consecutivo}).`,
        };
      },
    },
    { tx },
  );
}

/** After the caller's commit: the REP shows live and goes to Hacienda at once. */
export function avisarRecibo(services: Services, row: FacturaRow): void {
  publicarCambio(services, row, 'CREADO');
  services.outbox.nudge();
  services.hacienda.nudge();
}
