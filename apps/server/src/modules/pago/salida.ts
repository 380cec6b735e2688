// A payment row as the API returns it (schema/pago.graphql Pago).
import type { PagoRow } from './registrar.js';

const parte = (r: PagoRow) => (r.contraparteId || r.contraparteNombre ? { _id: r.contraparteId, nombre: r.contraparteNombre } : null);

export const pagoOut = (r: PagoRow) => ({
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
  createdAt: r.createdAt,
});
