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
