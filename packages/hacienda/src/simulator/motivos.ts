// Every reason the simulator rejects a document for, with a plain-Spanish explanation and what to
// do about it: the outgoing-documents queue shows these next to a rejected document. The codes
// are the simulator's own (Hacienda does not publish a stable numbered list); the lines of
// DetalleMensaje carry them as `codigo, mensaje, fila, columna`.

export type CodigoRechazo =
  | 'XML_MALFORMADO'
  | 'ESQUEMA_INVALIDO'
  | 'FIRMA_AUSENTE'
  | 'FIRMA_INVALIDA'
  | 'FIRMA_NO_XADES'
  | 'CERTIFICADO_VENCIDO'
  | 'CERTIFICADO_NO_CORRESPONDE'
  | 'POLITICA_FIRMA'
  | 'CLAVE_INVALIDA'
  | 'CLAVE_CONSECUTIVO'
  | 'CLAVE_EMISOR'
  | 'CLAVE_FECHA'
  | 'TIPO_DOCUMENTO'
  | 'EMISOR_NO_COINCIDE'
  | 'RECEPTOR_NO_COINCIDE'
  | 'IDENTIFICACION_INVALIDA'
  | 'FECHA_FUTURA'
  | 'DOCUMENTO_TARDIO'
  | 'LINEA_NO_CUADRA'
  | 'TOTALES_NO_CUADRAN'
  | 'MEDIO_PAGO_NO_CUADRA'
  | 'REFERENCIA_PAGO'
  | 'CONDICION_VENTA'
  | 'MENSAJE_RECEPTOR_INCONSISTENTE';

export type MotivoRechazo = {
  codigo: CodigoRechazo;
  /** Number written in DetalleMensaje (negative, as Hacienda's). */
  numero: number;
  titulo: string;
  /** What happened, for someone who is not a developer. */
  explicacion: string;
  /** What to do. */
  sugerencia: string;
};

const m = (
  codigo: CodigoRechazo,
  numero: number,
  titulo: string,
  explicacion: string,
  sugerencia: string,
): MotivoRechazo => ({
  codigo,
  numero,
  titulo,
  explicacion,
  sugerencia,
});

/** The table of rejection reasons, by code. */
export const MOTIVOS_RECHAZO: Readonly<Record<CodigoRechazo, MotivoRechazo>> = {
  XML_MALFORMADO: m(
    'XML_MALFORMADO',
    -1,
    'XML mal formado',
    'El archivo recibido no es un XML legible.',
    'Vuelva a generar el comprobante desde JIT; si se repite, avise a soporte con la clave.',
  ),
  ESQUEMA_INVALIDO: m(
    'ESQUEMA_INVALIDO',
    -37,
    'No cumple la estructura v4.4',
    'Un campo falta, sobra, está en otro orden o tiene un valor que la estructura oficial de Hacienda (versión 4.4) no admite.',
    'Revise el campo indicado en el detalle (por ejemplo un correo, una identificación o un código CABYS), corríjalo en el documento y vuelva a enviarlo con un consecutivo nuevo.',
  ),
  FIRMA_AUSENTE: m(
    'FIRMA_AUSENTE',
    -50,
    'Documento sin firma',
    'El comprobante llegó sin firma digital.',
    'Cargue la llave criptográfica (.p12) y su PIN en Configuración y vuelva a enviar.',
  ),
  FIRMA_INVALIDA: m(
    'FIRMA_INVALIDA',
    -51,
    'Firma inválida',
    'La firma digital no corresponde al contenido: el documento cambió después de firmarse o la firma está dañada.',
    'Vuelva a firmar y enviar el documento desde JIT; no edite el XML firmado.',
  ),
  FIRMA_NO_XADES: m(
    'FIRMA_NO_XADES',
    -52,
    'Firma sin propiedades XAdES',
    'La firma no trae las propiedades que Hacienda exige (XAdES-EPES: fecha de firma, certificado firmante, política).',
    'Firme con JIT, que aplica el formato XAdES-EPES de Hacienda.',
  ),
  CERTIFICADO_VENCIDO: m(
    'CERTIFICADO_VENCIDO',
    -53,
    'Certificado vencido',
    'El certificado con que se firmó no estaba vigente en la fecha de la firma.',
    'Descargue una llave criptográfica nueva en el sitio de Hacienda, cárguela en Configuración y vuelva a enviar.',
  ),
  CERTIFICADO_NO_CORRESPONDE: m(
    'CERTIFICADO_NO_CORRESPONDE',
    -54,
    'Certificado de otra persona',
    'El certificado que firmó pertenece a una identificación distinta de la del emisor del comprobante.',
    'Cargue en Configuración la llave criptográfica del emisor (la de su propia cédula) y vuelva a enviar.',
  ),
  POLITICA_FIRMA: m(
    'POLITICA_FIRMA',
    -55,
    'Política de firma incorrecta',
    'La firma no declara la política de firma de Hacienda vigente para la versión 4.4.',
    'Actualice JIT; la política de firma se toma del Anexo 2 de la versión 4.4.',
  ),
  CLAVE_INVALIDA: m(
    'CLAVE_INVALIDA',
    -60,
    'Clave inválida',
    'La clave del comprobante no tiene el formato de 50 caracteres que define Hacienda.',
    'Genere el documento de nuevo desde JIT para obtener una clave válida.',
  ),
  CLAVE_CONSECUTIVO: m(
    'CLAVE_CONSECUTIVO',
    -61,
    'Clave y consecutivo no coinciden',
    'El consecutivo escrito dentro de la clave no es el número consecutivo del documento.',
    'Genere el documento de nuevo: clave y consecutivo deben salir del mismo número.',
  ),
  CLAVE_EMISOR: m(
    'CLAVE_EMISOR',
    -62,
    'Clave y emisor no coinciden',
    'La identificación escrita dentro de la clave no es la del emisor del comprobante.',
    'Revise la identificación del emisor en Configuración y genere el documento de nuevo.',
  ),
  CLAVE_FECHA: m(
    'CLAVE_FECHA',
    -63,
    'Clave y fecha no coinciden',
    'La fecha escrita dentro de la clave (día, mes y año) no es la fecha de emisión del documento.',
    'Genere el documento de nuevo; la clave debe hacerse con la misma fecha de emisión, en hora de Costa Rica.',
  ),
  TIPO_DOCUMENTO: m(
    'TIPO_DOCUMENTO',
    -64,
    'Tipo de documento incorrecto',
    'El tipo de documento del consecutivo no corresponde al tipo de comprobante enviado.',
    'Genere el documento de nuevo con el consecutivo del tipo correcto (por ejemplo 01 para factura, 03 para nota de crédito).',
  ),
  EMISOR_NO_COINCIDE: m(
    'EMISOR_NO_COINCIDE',
    -65,
    'Emisor del envío distinto',
    'La identificación del emisor enviada a Hacienda no es la que dice el comprobante.',
    'Revise la identificación del emisor en Configuración y reenvíe.',
  ),
  RECEPTOR_NO_COINCIDE: m(
    'RECEPTOR_NO_COINCIDE',
    -66,
    'Receptor del envío distinto',
    'La identificación del receptor enviada a Hacienda no es la que dice el comprobante.',
    'Revise la identificación del cliente y reenvíe.',
  ),
  IDENTIFICACION_INVALIDA: m(
    'IDENTIFICACION_INVALIDA',
    -67,
    'Identificación con formato incorrecto',
    'Una identificación no tiene el formato de su tipo (física 9 dígitos, jurídica 10, DIMEX 11 o 12, NITE 10), o lleva guiones o ceros al inicio.',
    'Corrija la identificación del emisor o del cliente (sin guiones ni espacios) y genere el documento de nuevo.',
  ),
  FECHA_FUTURA: m(
    'FECHA_FUTURA',
    -70,
    'Fecha de emisión en el futuro',
    'La fecha de emisión del documento es posterior a la hora en que Hacienda lo recibió.',
    'Revise la fecha y hora del servidor o del equipo y genere el documento de nuevo.',
  ),
  DOCUMENTO_TARDIO: m(
    'DOCUMENTO_TARDIO',
    -71,
    'Documento enviado fuera de plazo',
    'El documento se envió a Hacienda después del plazo permitido desde su fecha de emisión.',
    'Emita un documento nuevo con la fecha de hoy; si fue una contingencia, use la referencia de comprobante de contingencia.',
  ),
  LINEA_NO_CUADRA: m(
    'LINEA_NO_CUADRA',
    -80,
    'Una línea no cuadra',
    'En una línea, el precio por la cantidad, los descuentos, el impuesto o el total de la línea no dan el resultado escrito.',
    'Revise la línea indicada (precio, cantidad, descuento e impuesto) y vuelva a generar el documento.',
  ),
  TOTALES_NO_CUADRAN: m(
    'TOTALES_NO_CUADRAN',
    -81,
    'Los totales no cuadran',
    'Los totales del resumen (venta, descuentos, impuestos, otros cargos o total del comprobante) no son la suma de las líneas.',
    'Vuelva a generar el documento desde JIT para que los totales se recalculen; si se repite, avise a soporte con la clave.',
  ),
  MEDIO_PAGO_NO_CUADRA: m(
    'MEDIO_PAGO_NO_CUADRA',
    -82,
    'Medios de pago no cuadran',
    'La suma de los montos por medio de pago no es el total del comprobante.',
    'Revise los montos de cada medio de pago (efectivo, tarjeta, SINPE…) para que sumen el total.',
  ),
  REFERENCIA_PAGO: m(
    'REFERENCIA_PAGO',
    -83,
    'Recibo de pago sin su comprobante',
    'Un recibo electrónico de pago debe referirse, con el código 17 y su clave, a una factura, nota de débito o tiquete del mismo emisor y del mismo cliente, no rechazado, sin que sus recibos sumen más que el comprobante.',
    'Registre el pago sobre el documento correcto desde JIT, que emite el recibo con su referencia; si el documento ya está pagado, no registre otro pago.',
  ),
  CONDICION_VENTA: m(
    'CONDICION_VENTA',
    -84,
    'Condición de venta sin recibo de pago',
    'Solo las ventas con condición 08 (servicios al Estado a crédito) o 10 (crédito en IVA hasta 90 días) llevan recibo electrónico de pago, con la condición 09 u 11 respectivamente.',
    'Los pagos de ventas de contado o a crédito (02) no emiten recibo; para diferir el IVA al cobro, emita la venta con la condición 08 o 10.',
  ),
  MENSAJE_RECEPTOR_INCONSISTENTE: m(
    'MENSAJE_RECEPTOR_INCONSISTENTE',
    -90,
    'Mensaje receptor inconsistente',
    'El mensaje de aceptación o rechazo no coincide con el documento recibido o con el consecutivo del receptor.',
    'Revise que acepta el documento correcto y genere el mensaje de nuevo.',
  ),
};

/** The reason for a DetalleMensaje code number, if the simulator knows it. */
export function motivoPorNumero(numero: number): MotivoRechazo | undefined {
  return Object.values(MOTIVOS_RECHAZO).find((x) => x.numero === numero);
}
