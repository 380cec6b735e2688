// @jit/domain — clave: consecutivo, clave and identification.

export {
  buildConsecutivo,
  parseConsecutivo,
  NUMERO_CONSECUTIVO_MAXIMO,
  type ConsecutivoParts,
  type ConsecutivoError,
} from './consecutivo';
export { buildClave, parseClave, isValidFecha, CODIGO_PAIS, type ClaveParts, type ClaveError, type FechaClave } from './clave';
export { validateIdentificacion, isIdentificacionNacional, type TipoIdentificacionCodigo } from './identificacion';
