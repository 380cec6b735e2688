// @jit/domain — the pure rules of JIT, grouped by bounded context. Named exports only.

// --- shared: results and refusal codes ---
export { ok, fail, unwrap, type Result, type Failure } from './shared/result';
export { MENSAJES_ERROR, graphqlCodeFor, type CodigoError } from './shared/error-codes';

// --- money ---
export { D, toD, sum, isZero, toDecimalString, toFixedString, type DInput } from './money/decimal';
export {
  roundPrice,
  roundQuantity,
  roundInventoryQuantity,
  roundAmount,
  roundPercent,
  roundBalance,
  roundRate,
} from './money/rounding';
export { formatNumber, formatMoney, SIMBOLOS_MONEDA, ES_CR_GROUP, ES_CR_DECIMAL } from './money/format';
export { parseDecimal, parseNonNegative } from './money/parse';
export {
  MONEDA_LOCAL,
  tipoCambioDocumento,
  needsBccrRate,
  effectiveTipoCambio,
  convertAmount,
  convertPrecioUnitario,
  toColones,
} from './money/currency';

// --- catalogos: Hacienda v4.4 code tables (generated) and JIT document types ---
export * from './catalogos/code-tables.generated';
export {
  TIPOS_DOCUMENTO,
  TIPOS_DOCUMENTO_HACIENDA,
  isTipoDocumentoHacienda,
  SITUACIONES,
  MENSAJES_RECEPTOR,
  CONDICIONES_IMPUESTO,
  type TipoDocumento,
  type TipoDocumentoHacienda,
  type Situacion,
  type MensajeReceptor,
  type CondicionImpuesto,
} from './catalogos/documentos';
export { descripcionDe, isCodigoDe, tarifaIVA, codigoTarifaParaTarifa } from './catalogos/lookup';

// --- clave: consecutivo, clave and identification ---
export {
  buildConsecutivo,
  parseConsecutivo,
  NUMERO_CONSECUTIVO_MAXIMO,
  type ConsecutivoParts,
  type ConsecutivoError,
} from './clave/consecutivo';
export { buildClave, parseClave, isValidFecha, CODIGO_PAIS, type ClaveParts, type ClaveError, type FechaClave } from './clave/clave';
export { validateIdentificacion, isIdentificacionNacional, type TipoIdentificacionCodigo } from './clave/identificacion';

// --- access: routes, permission resolution, sidebar, default role events ---
export {
  PROFILES,
  PROFILE_GROUPS,
  profileInGroup,
  isBasicProfile,
  hasSubprofile,
  type Profile,
  type ProfileGroup,
} from './access/profiles';
export { MODULE_FLAGS, isModuleOn, type ModuleFlag, type ModuleFlags } from './access/module-flags';
export {
  ROUTES,
  MAIN_MENUS,
  type RouteDef,
  type MainMenu,
  type Layout,
  type HiddenRule,
  type RouteKind,
} from './access/routes';
export { findRoute, normalizePath, samePath } from './access/route-lookup';
export {
  resolveAccess,
  userMayOpen,
  roleAllows,
  checkedRoles,
  refusalRedirect,
  ALWAYS_OPEN_FOR_ROLELESS,
  type AccessUser,
  type AccessRole,
  type AccessContext,
  type AccessError,
} from './access/resolve-access';
export { visibleMenu, isHiddenFor, type MenuGroup } from './access/visible-menu';
export { defaultEvents, type DefaultEvent } from './access/default-events';
export { toWire, type Wire } from './money/wire';
export { toUnits, fromUnits, UNITS_PER_ONE } from './money/units';

// --- factura: lineaDetalle and resumenFactura (v4.4) ---
export { CLASIFICACIONES_SERVICIO, esServicio, esServicioPorCabys, type Clasificacion } from './factura/clasificacion';
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
} from './factura/linea-types';
export { computeImpuestos, esIVA, CODIGOS_IVA, type ImpuestoError } from './factura/impuestos';
export { computeLinea, tratamientoDe, type LineaError, type LineaOptions } from './factura/linea';
export { aporteDe, desgloseKey, type Aporte } from './factura/aporte';
export type {
  ResumenFactura,
  ResumenOptions,
  DesgloseImpuesto,
  OtroCargoInput,
  OtroCargo,
  MedioPagoInput,
  MedioPago,
} from './factura/resumen-types';
export { computeResumen, resumenDesdeAcumulado } from './factura/resumen';
export { createAcumulado, addLinea, removeLinea, replaceLinea, type ResumenAcumulado } from './factura/resumen-acumulado';
export { allocateMediosPago, mediosPagoSinAjuste, MEDIOS_PAGO_MAXIMO, type MedioPagoError } from './factura/medio-pago';
export { computeOtrosCargos, upsertOtroCargo, OTROS_CARGOS_MAXIMO } from './factura/otros-cargos';
export { validateResumen, LINEAS_MAXIMO, type ResumenError } from './factura/validate-resumen';
export { applyLineaDefaults, renumberLineas, removeLineaAt, appendLinea, type ActividadDefaults } from './factura/lineas';
export { tarifaExoneradaDesdePorcentaje, porcentajeDesdeTarifaExonerada } from './factura/exoneracion';
export { precioSinIva } from './factura/iva-incluido';
export { RESUMEN_CAMPOS_POR_DOCUMENTO, resumenCamposDe } from './factura/resumen-campos';
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
} from './factura/estado-documento';
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
} from './factura/documento-reglas';
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
} from './factura/referencias';
export { limpiarReceptor, type ReceptorBorrador } from './factura/receptor';

// --- session: token, subscription, certificate, plan counter, toasts, errors ---
export { isTokenValid, decodeTokenPayload, decodeBase64Url, rootRedirect, LOGOUT_DELAY_MS } from './session/token';
export {
  subscriptionState,
  instanteMs,
  GRACE_DAYS,
  DAY_MS,
  RANGO_SUSCRIPCION,
  type EstadoSuscripcion,
  type Suscripcion,
  type Instante,
} from './session/subscription';
export { certificateState, CERTIFICATE_WARNING_DAYS, type EstadoCertificado } from './session/certificate';
export { planCounter, puedeEmitir, PLAN_LIMITES, PLAN_BANNER_UMBRAL, type ContadorPlan } from './session/plan-counter';
export {
  toastTimeout,
  validateToast,
  pushToast,
  expireToasts,
  dismissToast,
  TOAST_TYPES,
  TOAST_POSICION_DEFECTO,
  type Toast,
  type ToastType,
  type ToastPosicion,
} from './session/toast';
export {
  errorToast,
  MENSAJE_ERROR_GENERAL,
  MENSAJE_ERROR_RED,
  MENSAJE_ERROR_NO_ADMINISTRADO,
  TEXTO_RECHAZO_GRAPHQL,
  type ErrorToast,
  type ErrorIcon,
} from './session/error-toast';
export { nextSavedFlag, warnOnLeave, type SavedFlag, type SavedEvent } from './session/saved-flag';

// --- shared helpers: deletion answers, Costa Rica dates ---
export { applyDeletion, markDeleted, applySubscriptionDeletion, type DeletionResult } from './shared/deletion';
export {
  partesFechaCostaRica,
  diaCostaRica,
  diaCostaRicaTexto,
  fechaEmisionCostaRica,
  diasDelMes,
  CR_OFFSET,
  CR_OFFSET_MS,
} from './shared/fecha-cr';

// --- cliente (CRM) ---
export {
  normalizeCliente,
  normalizeCategoriaCliente,
  CODIGO_PAIS_TELEFONO,
  CAMPOS_SOLO_LECTURA,
  type ClienteBorrador,
  type CategoriaCliente,
} from './cliente/cliente';
export { setCiclo, normalizeCron, CICLOS, CICLOS_CRON, CICLO_INICIAL, CICLO_POR_DEFECTO, type Ciclo, type CicloHistorico } from './cliente/ciclo';
export { normalizeCard, pagoExitoso, fallaProveedor } from './cliente/card';

// --- caja (cash registers) ---
export {
  normalizeMovimiento,
  totalesMovimientos,
  totalesPorMedioPago,
  MEDIOS_PAGO_CAJA,
  ID_FACTURA_VACIA,
  DETALLE_ANULADA_ADMIN,
  type Movimiento,
  type MovimientoInput,
  type MedioPagoCaja,
  type TipoMovimiento,
} from './caja/movimiento';
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
} from './caja/sesion';

// --- restaurante ---
export {
  badgePedido,
  nextItemIndex,
  checkItems,
  totalPedido,
  BADGE_PEDIDO,
  ESTADO_ORDEN_DEFECTO,
  type EstadoPedido,
  type ItemPedido,
} from './restaurante/pedido';
export { mergeQueue, visibleQueue } from './restaurante/cola';
export { moverAlSeparado, devolverAlPedido, type Division } from './restaurante/dividir';

// --- inventario (inventory and production) ---
export {
  kardexVacio,
  entradaInventario,
  salidaInventario,
  valorCapas,
  replayKardex,
  type Kardex,
  type Capa,
  type MovimientoKardex,
} from './inventario/kardex';
export {
  normalizeItem,
  normalizeDescuentoItem,
  costoCompuesto,
  nombreVariante,
  etiquetaVariante,
  itemsParaFacturar,
  POS_INDEX_DEFECTO,
  UTILIDAD_DEFECTO,
  UNIDAD_DEFECTO,
  MONEDA_DEFECTO,
  TIPO_ITEM_LISTA,
  TIPO_ITEM_FACTURAR,
} from './inventario/item';
export { reduceStockAfterSale, type ItemStock, type LineaVendida } from './inventario/stock';
export {
  tiposAjusteDefecto,
  causasATexto,
  textoACausas,
  withCuentaContable,
  normalizeOrdenProduccion,
  ENTRADAS_DEFECTO,
  MERMAS_DEFECTO,
  CUENTA_AJUSTE_ENTRADA,
  CUENTA_AJUSTE_MERMA,
  type TipoAjuste,
} from './inventario/defaults';

// --- compras (purchases) ---
export { estadisticasCompras, RECEPTOR_ND, TIPOS_GASTO_ACTIVO, type DocumentoEstadistica, type EstadisticaItem } from './compras/estadisticas';

// --- pagos (payments, receivables, links) ---
export {
  saldoAFecha,
  saldosPorMoneda,
  saldoDocumento,
  normalizePago,
  estadoLinkTrasLeer,
  TIPO_PAGO_LINK_DEFECTO,
  type SaldoMoneda,
} from './pagos/pagos';

// --- contabilidad (VAT and accounting records) ---
export { rangoMesAnterior, saldoIva, type IvaInput } from './contabilidad/iva';
export {
  validateAsiento,
  asientoVenta,
  asientoCompra,
  reasignarCuenta,
  type LineaAsiento,
  type CuentasVenta,
  type TotalesAsiento,
} from './contabilidad/asiento';
