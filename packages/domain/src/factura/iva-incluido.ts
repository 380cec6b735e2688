// Prices typed with VAT included (the activity setting «modo IVA incluido»): Hacienda wants the
// unit price without VAT, so the clerk's figure is divided by 1 + rate and rounded as a unit price
// (5 decimals, spec 1 §5). The line's total with VAT then differs from what the clerk typed by
// at most the rounding of the price times the quantity and 1 + rate.
import { D, toD, type DInput } from '../money/decimal';
import { roundPrice } from '../money/rounding';

const ONE = new D(1);
const HUNDRED = new D(100);

/** precio / (1 + tarifa / 100) at 5 decimals; tarifa is the VAT percentage ('13', '4', '0'…). */
export function precioSinIva(precio: DInput, tarifa: DInput): D {
  const t = toD(tarifa);
  const p = toD(precio);
  if (t.isZero()) return roundPrice(p);
  return roundPrice(p.div(ONE.plus(t.div(HUNDRED))));
}
