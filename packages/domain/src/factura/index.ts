// @jit/domain — factura: lineaDetalle, resumenFactura (v4.4), document rules and states.

export { CLASIFICACIONES_SERVICIO, esServicio, esServicioPorCabys, type Clasificacion } from './clasificacion';
export type {
  LineaInput,
  LineaDetalle,
  DescuentoInput,
  Descuento,
  ImpuestoInput,
  Impuesto,
  ExoneracionInput,
  Exoneracion,
  TratamientoIVA,
} from './linea-types';
export { computeImpuestos, esIVA, CODIGOS_IVA, type ImpuestoError } from './impuestos';
export { computeLinea, tratamientoDe, type LineaError, type LineaOptions } from './linea';
export { aporteDe, desgloseKey, type Aporte } from './aporte';
export type {
  ResumenFactura,
  ResumenOptions,
  DesgloseImpuesto,
  OtroCargoInput,
  OtroCargo,
  MedioPagoInput,
  MedioPago,
} from './resumen-types';
export { computeResumen, resumenDesdeAcumulado } from './resumen';
export { createAcumulado, addLinea, removeLinea, replaceLinea, type ResumenAcumulado } from './resumen-acumulado';
export { allocateMediosPago, mediosPagoSinAjuste, MEDIOS_PAGO_MAXIMO, type MedioPagoError } from './medio-pago';
export { computeOtrosCargos, upsertOtroCargo, OTROS_CARGOS_MAXIMO } from './otros-cargos';
export { validateResumen, LINEAS_MAXIMO, type ResumenError } from './validate-resumen';
export { UNIDADES_SERVICIO, esUnidadServicio, unidadPorCabys, unidadAlCambiarCabys, clasificacionPorUnidad, esServicioDeLinea } from './unidad-servicio';
export { codigoNotaCredito, codigosNotaCredito, cubreDocumento, refusaCodigoNotaCredito, CODIGOS_ANULAN } from './codigo-nota-credito';
export { applyLineaDefaults, renumberLineas, removeLineaAt, appendLinea, type ActividadDefaults } from './lineas';
export { tarifaExoneradaDesdePorcentaje, porcentajeDesdeTarifaExonerada } from './exoneracion';
export { precioSinIva } from './iva-incluido';
export { RESUMEN_CAMPOS_POR_DOCUMENTO, resumenCamposDe } from './resumen-campos';
export {
  transicionDocumento,
  debeEnviarse,
  debeConsultarse,
  cuentaComoAceptado,
  ESTADOS_FINALES,
  ESTADO_DOCUMENTO_ID,
  type EstadoDocumento,
  type EventoDocumento,
  type IndEstado,
} from './estado-documento';
export {
  tipoNotaCredito,
  numeroReferenciaAnulacion,
  creaOrdenProduccion,
  tocaInventario,
  aplicaFacturacionMasiva,
  aplicarModoSuscripcion,
  limpiaBorradorTrasCrear,
  CODIGO_ACTIVIDAD_DEFECTO,
  TIPO_ANULACION_COMPRA,
  CLAVE_ANULACION,
  PLAZO_CREDITO_SUSCRIPCION,
} from './documento-reglas';
export {
  upsertReferencia,
  referenciaProforma,
  proformaIdDeReferencia,
  referenciaFEC,
  tipoDocReferenciaDe,
  REFERENCIAS_MAXIMO,
  NUMERO_REFERENCIA_PROFORMA,
  ESTADO_PROFORMA_FACTURADA,
  RAZON_REFERENCIA_FEC,
  type InformacionReferencia,
} from './referencias';
export { limpiarReceptor, type ReceptorBorrador } from './receptor';
export { TOTALES_RESUMEN, type TotalResumen } from './resumen-campos';
export {
  OPERACION_DE_TIPO,
  TIPOS_CON_RECEPTOR,
  esTipoDocumento,
  operacionDe,
  tiposDeOperacion,
  requiereReceptor,
  requiereIdentificacionReceptor,
  type OperacionDocumento,
} from './tipos-operacion';
