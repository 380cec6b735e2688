// @jit/domain — pago (payments, receivables and payables, payment links).

export {
  saldoAFecha,
  saldosPorMoneda,
  saldoDocumento,
  normalizePago,
  estadoLinkTrasLeer,
  TIPO_PAGO_LINK_DEFECTO,
  type SaldoMoneda,
} from './saldos';
