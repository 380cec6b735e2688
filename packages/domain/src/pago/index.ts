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
export {
  montoEnMonedaDocumento,
  aplicarPago,
  revertirPago,
  aplicarNotaCredito,
  PagoRechazado,
  type Aplicacion,
  type MonedaTasa,
  type OpcionesPago,
} from './aplicar';
export {
  TRAMOS,
  TRAMO_ETIQUETA,
  LIMITES_TRAMO,
  diasVencido,
  tramoDeDias,
  vencimiento,
  antiguedad,
  type Tramo,
  type FilaAntiguedad,
  type Antiguedad,
} from './antiguedad';
export {
  CONDICIONES_CREDITO,
  CONDICIONES_RECIBO,
  CONDICION_RECIBO,
  PLAZO_MAXIMO_CREDITO_IVA,
  esCondicionCredito,
  condicionRecibo,
  problemaCondicionCredito,
} from './condicion-credito';
export {
  gruposDeRecibo,
  descripcionGrupo,
  type ImpuestoLinea,
  type LineaPagable,
  type ImpuestoGrupo,
  type GrupoRecibo,
} from './recibo-grupos';
export { reciboDePago, totalesRecibo, type ImpuestoRecibo, type LineaRecibo } from './recibo';
