// A payment row as the API returns it (schema/pago.graphql Pago), with its REP when read with it.
import { and, eq, getTableColumns } from 'drizzle-orm';
import { factura, pago } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { estadoCodigo } from '../factura/index.js';
import type { PagoRow } from './registrar.js';

/** Payments with their REP's number, clave and state (pago.recibo_id, a left join on its key). */
export const selectPagos = (tx: Tx) =>
  tx
    .select({ ...getTableColumns(pago), recibo: { id: factura.id, consecutivo: factura.consecutivo, clave: factura.clave, estadoDocumento: factura.estadoDocumento } })
    .from(pago)
    .leftJoin(factura, and(eq(factura.emisorId, pago.emisorId), eq(factura.id, pago.reciboId)));

/** A payment as lists read it (lecturas.ts selectPagos): its REP's number and state beside it. */
export type PagoLeido = PagoRow & { recibo?: { id: string; consecutivo: string; clave: string | null; estadoDocumento: string } | null };

const parte = (r: PagoRow) => (r.contraparteId || r.contraparteNombre ? { _id: r.contraparteId, nombre: r.contraparteNombre } : null);

export const pagoOut = (r: PagoLeido) => ({
  _id: r.id,
  consecutivo: r.consecutivo,
  fecha: r.fecha,
  monto: r.monto,
  moneda: { codigoMoneda: r.codigoMoneda, tipoCambio: r.tipoCambio },
  montoDocumento: r.montoDocumento,
  aplicado: r.aplicado,
  excedente: r.excedente,
  deBalance: r.deBalance,
  aplicaBalance: Number(r.deBalance) > 0,
  estado: r.estado,
  concepto: r.concepto,
  usuario: r.usuarioId,
  cuentaContable: r.cuentaContable,
  medioPago: { id: r.medioPago },
  detalle: r.detalle,
  comentarios: r.comentarios,
  referencia: r.referencia,
  razonEliminar: r.razonEliminar,
  entidad: r.entidad,
  saldoAFecha: r.saldoAFecha,
  notaCredito: r.notaCredito,
  consecutivoFactura: r.consecutivoFactura,
  factura: { _id: r.facturaId },
  cliente: r.compra ? null : parte(r),
  proveedor: r.compra ? parte(r) : null,
  compra: r.compra,
  cajaSesion: r.cajaSesionId,
  requiereRecibo: r.reciboRequerido,
  recibo: r.recibo ? { _id: r.recibo.id, consecutivo: r.recibo.consecutivo, clave: r.recibo.clave, estadoDocumento: estadoCodigo(r.recibo.estadoDocumento) } : null,
  reciboError: r.reciboError,
  createdAt: r.createdAt,
});
