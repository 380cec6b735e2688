/**
 * Every refusal code of the domain with the Spanish message a clerk reads. The server maps a code
 * to a GraphQL BAD_USER_INPUT (FORBIDDEN for access codes) with `extensions.field`.
 */
export const MENSAJES_ERROR = {
  // money
  MONTO_INVALIDO: 'El monto no es un número válido.',
  MONTO_NEGATIVO: 'El monto no puede ser negativo.',
  TIPO_CAMBIO_INVALIDO: 'El tipo de cambio debe ser mayor que cero.',
  MONEDA_NO_SOPORTADA: 'La moneda no está soportada para la conversión.',
  // clave and consecutivo
  SUCURSAL_INVALIDA: 'La sucursal debe ser un número entre 1 y 999.',
  TERMINAL_INVALIDA: 'La terminal debe ser un número entre 1 y 99999.',
  TIPO_DOCUMENTO_INVALIDO: 'El tipo de documento no es válido para Hacienda.',
  NUMERO_CONSECUTIVO_INVALIDO: 'El número de consecutivo debe estar entre 1 y 9999999999.',
  CONSECUTIVO_INVALIDO: 'El consecutivo debe tener 20 dígitos.',
  CLAVE_INVALIDA: 'La clave debe tener 50 caracteres alfanuméricos.',
  PAIS_INVALIDO: 'La clave debe comenzar con el código de país 506.',
  FECHA_INVALIDA: 'La fecha no es válida.',
  SITUACION_INVALIDA: 'La situación del comprobante debe ser 1 (normal), 2 (contingencia) o 3 (sin internet).',
  CODIGO_SEGURIDAD_INVALIDO: 'El código de seguridad debe tener 8 caracteres alfanuméricos.',
  TIPO_IDENTIFICACION_INVALIDO: 'El tipo de identificación no es válido.',
  IDENTIFICACION_INVALIDA: 'El número de identificación no tiene el formato de su tipo.',
  // access
  NO_AUTH: 'No tiene permiso para abrir esta página.',
  MODULE_OFF: 'El módulo de esta página no está activo para su empresa.',
  UNKNOWN_ROUTE: 'La página que buscas no se encuentra.',
  // invoice
  CANTIDAD_INVALIDA: 'La cantidad debe ser mayor que cero.',
  PRECIO_INVALIDO: 'El precio unitario no puede ser negativo.',
  DESCUENTO_EXCEDE: 'Los descuentos no pueden superar el monto total de la línea.',
  DESCUENTOS_MAXIMO: 'Una línea admite como máximo 5 descuentos.',
  TARIFA_INVALIDA: 'La tarifa del impuesto debe estar entre 0 y 100.',
  IMPUESTO_ASUMIDO_EXCEDE: 'El impuesto asumido por el emisor no puede superar el impuesto de la línea.',
  TARIFA_EXONERADA_EXCEDE: 'La tarifa exonerada no puede superar la tarifa del impuesto.',
  LINEAS_MAXIMO: 'Un comprobante admite como máximo 1000 líneas.',
  LINEAS_VACIAS: 'El comprobante debe tener al menos una línea.',
  OTROS_CARGOS_MAXIMO: 'Un comprobante admite como máximo 15 otros cargos.',
  MEDIO_PAGO_MAXIMO: 'Un comprobante admite como máximo 4 medios de pago.',
  MEDIO_PAGO_NO_CUADRA: 'La suma de los medios de pago debe ser igual al total del comprobante.',
  MEDIO_PAGO_SIN_MONTO: 'Con varios medios de pago, solo uno puede quedar sin monto.',
  REFERENCIAS_MAXIMO: 'Un comprobante admite como máximo 10 referencias.',
  TRANSICION_INVALIDA: 'El documento no puede pasar a ese estado desde su estado actual.',
  // session and plan
  TOKEN_INVALIDO: 'La sesión no es válida: inicie sesión de nuevo.',
  PLAN_AGOTADO: 'Alcanzó el límite de comprobantes de su plan para este mes.',
  SUSCRIPCION_VENCIDA: 'Su suscripción venció: renueve el plan para continuar.',
  CERTIFICADO_VENCIDO: 'El certificado de firma venció: cargue uno vigente para facturar.',
  TOAST_TIPO_INVALIDO: 'El tipo de notificación debe ser info, primary, danger, warning o success.',
  TOAST_POSICION_INVALIDA: 'La posición de la notificación no es válida.',
  TOAST_TIEMPO_INVALIDO: 'El tiempo de la notificación debe ser 0 o más.',
  // cash
  TIPO_MOVIMIENTO_INVALIDO: 'El tipo de movimiento no es válido para un ingreso o egreso.',
  MEDIO_PAGO_CAJA_INVALIDO: 'El medio de pago debe ser EFECTIVO, TARJETA, TRANSFERENCIA u OTRO.',
  SESION_YA_ABIERTA: 'La caja ya tiene una sesión abierta.',
  SESION_NO_ABIERTA: 'La caja no tiene una sesión abierta.',
  CAJA_FINALIZADA: 'La sesión de caja ya está finalizada.',
  SESION_POR_FINALIZAR: 'La sesión anterior de la caja está cerrada y espera que un supervisor la finalice.',
  SESION_ABIERTA: 'Cierre la sesión abierta antes de finalizar la caja.',
  // restaurant
  ITEM_NO_ENCONTRADO: 'El artículo no está en el pedido.',
  // inventory
  STOCK_INSUFICIENTE: 'No hay existencias suficientes para esta salida.',
  // catalogue
  FECHA_REPETIDA: 'Ya hay un precio programado para esa fecha.',
  NATURALEZA_DESCUENTO: 'La naturaleza del descuento debe tener entre 3 y 80 caracteres.',
  CODIGO_DESCUENTO: 'El código de descuento debe ser uno de Hacienda (01 a 09 o 99).',
  DESCUENTO_OTRO: 'Con el código 99, describa el descuento (de 5 a 100 caracteres).',
  PORCENTAJE_INVALIDO: 'El porcentaje debe ser un número entre 0 y 100.',
  DESCUENTO_VACIO: 'Indique un porcentaje o un monto de descuento mayor que cero.',
  VARIANTE_SIN_ETIQUETA: 'El nombre de la variante debe llevar una etiqueta entre corchetes, por ejemplo "Camisa [Roja]".',
  // accounting
  ASIENTO_DESCUADRADO: 'El asiento no cuadra: el total del debe debe ser igual al del haber.',
  ASIENTO_VACIO: 'El asiento debe tener al menos una línea.',
} as const;

/** A refusal code of the domain. */
export type CodigoError = keyof typeof MENSAJES_ERROR;

/** Access refusals map to FORBIDDEN / NOT_FOUND; everything else is BAD_USER_INPUT. */
export function graphqlCodeFor(code: CodigoError): 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' {
  if (code === 'NO_AUTH' || code === 'MODULE_OFF') return 'FORBIDDEN';
  if (code === 'UNKNOWN_ROUTE') return 'NOT_FOUND';
  return 'BAD_USER_INPUT';
}
