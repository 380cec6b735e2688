// @jit/domain — shared helpers: results, refusal codes, deletion answers, Costa Rica dates, months.

export { ok, fail, unwrap, type Result, type Failure } from './result';
export { MENSAJES_ERROR, graphqlCodeFor, type CodigoError } from './error-codes';
export { applyDeletion, markDeleted, applySubscriptionDeletion, type DeletionResult } from './deletion';
export {
  partesFechaCostaRica,
  diaCostaRica,
  diaCostaRicaTexto,
  fechaEmisionCostaRica,
  diasDelMes,
  CR_OFFSET,
  CR_OFFSET_MS,
} from './fecha-cr';
export { MESES, nombreMes } from './meses';
export { CORREO, CORREO_HACIENDA, CORREO_LARGO_MAXIMO } from './correo';
