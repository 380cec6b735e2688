// @jit/domain — catalogos: Hacienda v4.4 code tables (generated) and JIT's document types.

export * from './code-tables.generated';
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
} from './documentos';
export { descripcionDe, isCodigoDe, tarifaIVA, codigoTarifaParaTarifa } from './lookup';
export { fold, words } from './cabys-texto';
export { crearIndiceCabys, type CabysRow, type IndiceCabys } from './cabys-indice';
export { buscarEnCabys, cabysPorCodigo, type CabysHit } from './cabys-buscar';
