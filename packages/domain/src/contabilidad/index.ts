// @jit/domain — contabilidad (VAT and accounting records).

export { rangoMesAnterior, saldoIva, type IvaInput } from './iva';
export {
  validateAsiento,
  asientoVenta,
  asientoCompra,
  reasignarCuenta,
  type LineaAsiento,
  type CuentasVenta,
  type TotalesAsiento,
} from './asiento';
export { PLAN_CUENTAS, cuentaDeSistema, type CuentaPlan, type TipoCuenta } from './plan-cuentas';
export { sys, sysDe, cuadrar, asientoDocumento, asientoMovimiento, asientoDiferenciaCaja, type DocumentoContable, type LineaDocumento, type OrigenContable } from './posteo';
export { asientoPago, type PagoContable } from './posteo-pago';
export { balanzaComprobacion, estadosFinancieros, type SaldoCuenta } from './balanza';
export { hojaIva, tarifaDe, acreditacionDe, acreditableAnulacion, TARIFAS_IVA, type DocumentoIva, type LineaHoja, type Acreditacion } from './hoja-iva';
export { difiereIva, diferidoDeNotas, asientoRecibo, type EventoDiferido } from './iva-diferido';
