// @jit/domain — cliente (CRM).

export {
  normalizeCliente,
  normalizeCategoriaCliente,
  CODIGO_PAIS_TELEFONO,
  CAMPOS_SOLO_LECTURA,
  type ClienteBorrador,
  type CategoriaCliente,
} from './cliente';
export { setCiclo, normalizeCron, CICLOS, CICLOS_CRON, CICLO_INICIAL, CICLO_POR_DEFECTO, type Ciclo, type CicloHistorico } from './ciclo';
export { normalizeCard, pagoExitoso, fallaProveedor } from './card';
export { descuentoDeCategoria, type DescuentoCategoria } from './descuento';
export { estadoDeCuenta, saldoPorMoneda, type MovimientoCuenta, type LineaCuenta, type CuentaMoneda } from './estado-cuenta';
export { cicloAutomatico, type CronCiclos, type HechosCliente } from './ciclo-automatico';
export { FRECUENCIAS, esFrecuencia, ocurrencia, vencidas, type Frecuencia } from './suscripcion';
export { PLANTILLA_CORREO_DEFECTO, COLOR_HEX, vestirCorreo, type PlantillaCorreo } from './plantilla-correo';
export { excesoDeCredito, type LimiteCredito } from './limite-credito';
