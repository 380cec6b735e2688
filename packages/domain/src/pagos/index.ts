// @jit/domain — pagos (payments, receivables, links).

export {
  saldoAFecha,
  saldosPorMoneda,
  saldoDocumento,
  normalizePago,
  estadoLinkTrasLeer,
  TIPO_PAGO_LINK_DEFECTO,
  type SaldoMoneda,
} from './pagos';
