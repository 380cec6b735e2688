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
