// The credit limit (ruling B-16, DECISIONS #115): a credit sale that would take what the customer
// owes past their limit is refused when the customer's limiteCreditoBlock is set. A limit of 0
// means no limit (the spec's default for an empty limit).
import { toD, type DInput } from '../money';

export type LimiteCredito = { limite: DInput; bloquea: boolean };

/** null when the sale may go on credit; otherwise the amounts for the refusal. */
export function excesoDeCredito(c: LimiteCredito, debe: DInput, venta: DInput): null | { limite: string; debe: string; venta: string; exceso: string } {
  const limite = toD(c.limite);
  if (!c.bloquea || limite.lte(0)) return null;
  const total = toD(debe).plus(toD(venta));
  if (total.lte(limite)) return null;
  return { limite: limite.toFixed(2), debe: toD(debe).toFixed(2), venta: toD(venta).toFixed(2), exceso: total.minus(limite).toFixed(2) };
}
