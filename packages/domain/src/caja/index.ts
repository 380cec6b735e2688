// @jit/domain — caja (cash registers).

export {
  normalizeMovimiento,
  totalesMovimientos,
  totalesPorMedioPago,
  MEDIOS_PAGO_CAJA,
  ID_FACTURA_VACIA,
  DETALLE_ANULADA_ADMIN,
  TIPOS_EGRESO_MANUAL,
  type Movimiento,
  type MovimientoInput,
  type MedioPagoCaja,
  type TipoMovimiento,
} from './movimiento';
export {
  abrirSesion,
  registrarMovimiento,
  cerrarSesion,
  finalizarSesion,
  puedeAbrir,
  balanceSesion,
  efectivoEsperado,
  normalizeCaja,
  BADGE_CAJA,
  type EstadoCaja,
  type EstadoSesion,
  type SesionCaja,
  type Conteo,
  type BalanceCaja,
} from './sesion';
export { medioCajaDeHacienda, movimientosDeFactura, vueltoDe, MEDIO_SINPE_MOVIL, type DocumentoCaja, type MovimientoFactura } from './factura';
export { balancePorMedio, alertaLimites, lineaDe, LINEAS_CIERRE, NOMBRE_LINEA_CIERRE, DENOMINACIONES, type LineaCierre, type LineaBalance, type MovimientoCierre } from './cierre';
