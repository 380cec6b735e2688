// What the draft says about a line or a header field it cannot read yet, in Spanish: shown in the
// cell or next to the field of «Facturar una venta».
export const BORRADOR_MESSAGES = {
  // validation
  requerido: 'Requerido.',
  detalleCorto: 'El detalle debe tener de 3 a 200 caracteres.',
  cabysInvalido: 'El código CABYS debe tener 13 dígitos.',
  cantidadInvalida: 'Escriba una cantidad mayor que cero.',
  precioInvalido: 'Escriba un precio válido (0 o más).',
  descuentoInvalido: 'Escriba un porcentaje (10%) o un monto (500).',
  descuentoExcede: 'El descuento no puede ser mayor que el monto de la línea.',
  tarifaInvalida: 'Elija la tarifa del IVA.',
  unidadInvalida: 'Elija la unidad de medida.',
  exoneracionInvalida: 'La exoneración no es válida para esta tarifa.',
  sinLineas: 'Agregue al menos una línea.',
  receptorRequerido: 'Este documento necesita un cliente con identificación.',
  tipoCambioInvalido: 'Escriba el tipo de cambio (mayor que 0).',
  plazoInvalido: 'Los días de crédito deben ser un número entero de 1 a 3650.',
  medioMontoInvalido: 'Monto inválido.',
  mediosNoCuadran: 'Los montos de los medios de pago deben sumar el total (deje uno vacío para el resto).',
  mediosMaximo: 'Como máximo 4 medios de pago.',
  cargoInvalido: 'Indique un porcentaje o un monto.',
  cargoDetalle: 'Escriba el detalle del cargo.',
  refNumeroInvalido: 'Escriba la clave (50 dígitos) o el número del documento.',
  refFechaInvalida: 'Escriba la fecha (AAAA-MM-DD).',
  refRazonInvalida: 'Escriba la razón.',
} as const;
