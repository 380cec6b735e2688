// @jit/domain — money: Decimal, rounding, es-CR formats and parsing, currencies, wire form.

export { D, toD, sum, isZero, toDecimalString, toFixedString, textoDecimal, type DInput } from './decimal';
export {
  roundPrice,
  roundQuantity,
  roundInventoryQuantity,
  roundAmount,
  roundPercent,
  roundBalance,
  roundRate,
} from './rounding';
export { formatNumber, formatMoney, SIMBOLOS_MONEDA, ES_CR_GROUP, ES_CR_DECIMAL } from './format';
export { parseDecimal, parseNonNegative, textoEditable, textoTipoCambio } from './parse';
export {
  MONEDA_LOCAL,
  tipoCambioDocumento,
  needsBccrRate,
  effectiveTipoCambio,
  convertAmount,
  convertPrecioUnitario,
  toColones,
} from './currency';
export { toWire, type Wire } from './wire';
export { toUnits, fromUnits, UNITS_PER_ONE } from './units';
