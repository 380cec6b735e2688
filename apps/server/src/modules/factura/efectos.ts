// Side effects of issuing (spec 1 §5, DECISIONS #18): stock, cash movement, production order,
// accounting entry and automatic payment. The domain's rules decide from the flags which apply;
// each is queued as outbox work of its own kind in the document's transaction. The modules that
// own them (inventario, caja, produccion, contabilidad, pagos) register the handlers; until they
// do, the outbox keeps the rows pending (it only claims kinds that have a handler), so nothing is
// lost. Kinds and payloads are documented in docs/FACTURAS.md.
import {
  aplicaFacturacionMasiva,
  creaOrdenProduccion,
  tocaInventario,
  type Profile,
} from '@jit/domain';
import type { Tx } from '../../db/types.js';
import { enqueue, type EnqueueInput } from '../../jobs/outbox.js';
import type { LineaCalculada } from './calculo/lineas.js';

export const EFECTOS = {
  INVENTARIO: 'factura.inventario',
  CAJA: 'factura.caja',
  PRODUCCION: 'factura.produccion',
  CONTABILIDAD: 'factura.contabilidad',
  PAGO: 'factura.pago',
} as const;

export type Flags = {
  inventario?: boolean | null;
  productionOrder?: boolean | null;
  accounting?: boolean | null;
  autoPago?: boolean | null;
  cuentaContablePago?: string | null;
  bulkMode?: boolean | null;
};

export type DocEfectos = {
  emisorId: string;
  facturaId: string;
  documento: string;
  consecutivo: string;
  fechaEmision: string;
  usuarioId: string;
  profile: Profile;
  modoLibre: boolean;
  modulos: {
    inventoryModule: boolean;
    productionModule: boolean;
    accountingModule: boolean;
    cashRegisterModule: boolean;
    bulkBillingModule: boolean;
  };
  lineas: LineaCalculada[];
  codigoMoneda: string;
  tipoCambio: string;
  totalComprobante: string;
  totalImpuesto: string;
  condicionVenta: string;
  medioPago: { tipoMedioPago: string; totalMedioPago: string }[];
  cajaSesion: string | null;
  receptorId: string | null;
  /** +1 a sale (stock goes out, money comes in); -1 a credit note or cancellation (it comes back). */
  signo: 1 | -1;
  /** Documents that record a purchase (08, 05/06): stock comes in, money goes out. */
  compra: boolean;
};

/** Whether bulk billing applies (spec 1 §5): asked for, the issuer has the module and the type is not 01. */
export const esMasivo = (
  flags: Flags,
  d: { bulkBillingModule: boolean; documento: string },
): boolean =>
  flags.bulkMode === true &&
  aplicaFacturacionMasiva({ bulkBillingModule: d.bulkBillingModule, tipoDocumento: d.documento });

/** Every side effect the flags and the domain's rules call for, as outbox rows (pure). */
export function efectosDe(d: DocEfectos, flags: Flags): EnqueueInput[] {
  const queued: EnqueueInput[] = [];
  const base = {
    emisorId: d.emisorId,
    facturaId: d.facturaId,
    documento: d.documento,
    consecutivo: d.consecutivo,
    fechaEmision: d.fechaEmision,
    usuarioId: d.usuarioId,
  };
  const put = (kind: string, payload: Record<string, unknown>) => {
    queued.push({
      kind,
      key: `${kind}:${d.facturaId}`,
      emisorRef: d.emisorId,
      payload: { ...base, ...payload },
    });
  };
  const conItem = d.lineas.filter((l) => l.itemId);
  if (
    flags.inventario &&
    d.modulos.inventoryModule &&
    conItem.length > 0 &&
    tocaInventario({ profile: d.profile, modoLibre: d.modoLibre })
  ) {
    // Sales take stock out, purchases and credit notes put it back.
    const sentido = d.compra ? d.signo : -d.signo;
    put(EFECTOS.INVENTARIO, {
      lineas: conItem.map((l) => ({
        itemId: l.itemId,
        cantidad: l.linea.cantidad.times(sentido).toFixed(),
        clasificacion: l.linea.clasificacion ?? null,
        numeroLinea: l.linea.numeroLinea,
      })),
    });
  }
  if (
    flags.productionOrder !== false &&
    d.signo === 1 &&
    !d.compra &&
    d.modulos.productionModule &&
    conItem.length > 0 &&
    creaOrdenProduccion({ tipoDocumento: d.documento, profile: d.profile, modoLibre: d.modoLibre })
  ) {
    put(EFECTOS.PRODUCCION, {
      lineas: conItem.map((l) => ({
        itemId: l.itemId,
        cantidad: l.linea.cantidad.toFixed(),
        detalle: l.linea.detalle ?? '',
      })),
    });
  }
  if (d.cajaSesion && d.modulos.cashRegisterModule) {
    const monto = d.totalComprobante;
    put(EFECTOS.CAJA, {
      sesion: d.cajaSesion,
      tipo: d.signo === 1 && !d.compra ? 'INGRESO' : 'EGRESO',
      montoIngreso: d.signo === 1 && !d.compra ? monto : '0',
      montoEgreso: d.signo === 1 && !d.compra ? '0' : monto,
      montoServicio: '0',
      medioPago: d.medioPago,
      codigoMoneda: d.codigoMoneda,
      tipoCambio: d.tipoCambio,
      detalle: `${d.signo === 1 ? 'Documento' : 'Nota de crédito'} ${d.consecutivo}`,
    });
  }
  if (flags.accounting && d.modulos.accountingModule) {
    put(EFECTOS.CONTABILIDAD, {
      totalComprobante: d.totalComprobante,
      totalImpuesto: d.totalImpuesto,
      codigoMoneda: d.codigoMoneda,
      tipoCambio: d.tipoCambio,
      signo: d.signo,
      compra: d.compra,
      cuentaContablePago: flags.cuentaContablePago ?? null,
      lineas: d.lineas.map((l) => ({
        numeroLinea: l.linea.numeroLinea,
        subTotal: l.linea.subTotal.toFixed(),
        impuestoNeto: l.linea.impuestoNeto.toFixed(),
        cuentaContablePorCobrar: l.input.cuentaContablePorCobrar ?? null,
        cuentaContablePorPagar: l.input.cuentaContablePorPagar ?? null,
      })),
    });
  }
  // Spec 1 §7: autoPago defaults to true; a cash sale (condición 01) is recorded as paid.
  if (flags.autoPago !== false && d.signo === 1 && d.condicionVenta === '01') {
    put(EFECTOS.PAGO, {
      receptorId: d.receptorId,
      monto: d.totalComprobante,
      codigoMoneda: d.codigoMoneda,
      tipoCambio: d.tipoCambio,
      medioPago: d.medioPago,
      cuentaContablePago: flags.cuentaContablePago ?? null,
      compra: d.compra,
    });
  }
  return queued;
}

/** Queues the side effects one by one (callers outside the issuing statement). */
export async function encolarEfectos(tx: Tx, d: DocEfectos, flags: Flags): Promise<string[]> {
  const rows = efectosDe(d, flags);
  for (const r of rows) await enqueue(tx, r);
  return rows.map((r) => r.kind);
}
