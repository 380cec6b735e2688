// The line and summary totals exactly as they were computed with Decimal on every step, before the
// fixed-point path: a frozen copy that the equivalence properties (src/factura/equivalencia.test.ts)
// compare the current code against. Never edit these files to make a property pass; a change of a
// rule is made in src and, when the rule itself changes on purpose, the oracle is replaced with it.
export { computeLinea } from './linea';
export { computeResumen, resumenDesdeAcumulado } from './resumen';
export { createAcumulado, addLinea, removeLinea, replaceLinea } from './resumen-acumulado';
export { toUnits, fromUnits } from './units';
