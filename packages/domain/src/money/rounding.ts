import { toD, type D, type DInput } from './decimal';

// Spec 1 §5 and spec 3 §5/§9: unit price 5 decimals, invoice quantity 3 (DECISIONS #4),
// other amounts 5, percentages 3, balances 2; all half-up (the clone's rounding mode).

/** Rounds a unit price to 5 decimals (spec 1 §5). */
export const roundPrice = (x: DInput): D => toD(x).toDecimalPlaces(5);
/** Rounds an invoice quantity to 3 decimals (spec 1 §5, v4.4 Cantidad 16,3). */
export const roundQuantity = (x: DInput): D => toD(x).toDecimalPlaces(3);
/** Rounds an inventory quantity to 5 decimals (spec 3 §9, DECISIONS #4). */
export const roundInventoryQuantity = (x: DInput): D => toD(x).toDecimalPlaces(5);
/** Rounds any other amount to 5 decimals (spec 1 §5, v4.4 DecimalDineroType 18,5). */
export const roundAmount = (x: DInput): D => toD(x).toDecimalPlaces(5);
/** Rounds a percentage to 3 decimals (spec 3 §5, §9). */
export const roundPercent = (x: DInput): D => toD(x).toDecimalPlaces(3);
/** Rounds a balance to 2 decimals (spec 3 §5: balances and saldoAFecha). */
export const roundBalance = (x: DInput): D => toD(x).toDecimalPlaces(2);
/** Rounds an exchange rate to 5 decimals (spec 1 §5). */
export const roundRate = (x: DInput): D => toD(x).toDecimalPlaces(5);
