// Ruling B-5 in the draft: the customer's category discount goes on each line that has none — a
// line the clerk starts, and every line when the customer is chosen. A discount typed or brought
// by the item stays; changing the customer swaps only the discount the old category had put.
import { descuentoDeCategoria } from '@jit/domain';
import { esLineaVacia } from './linea-input';
import type { LineaBorrador, ReceptorBorrador } from './types';

type Categoria = ReceptorBorrador['categoria'];

/** The discount cell's text a category gives a line ('' when none): "10%" or an amount. */
export function textoDescuentoCategoria(c: Categoria, cantidad: string): string {
  const d = descuentoDeCategoria(c, cantidad.replace(',', '.') || '0');
  if (!d) return '';
  return 'porcentaje' in d ? `${d.porcentaje.toFixed().replace('.', ',')}%` : d.monto.toDecimalPlaces(5).toFixed().replace('.', ',');
}

/** A line being edited: when it starts (was empty) without a discount, it takes the category's. */
export function conDescuentoAlEmpezar(antes: LineaBorrador, l: LineaBorrador, c: Categoria): LineaBorrador {
  if (!c || !esLineaVacia(antes) || esLineaVacia(l) || l.descuento.trim() !== '') return l;
  return { ...l, descuento: textoDescuentoCategoria(c, l.cantidad), codigoDescuento: '07' };
}

/** The customer changed: lines with no discount, or with the old category's, take the new one's. */
export function conDescuentoDelCliente(l: LineaBorrador, anterior: Categoria, nueva: Categoria): LineaBorrador {
  if (esLineaVacia(l)) return l;
  const puesto = l.descuento.trim();
  if (puesto !== '' && puesto !== textoDescuentoCategoria(anterior, l.cantidad)) return l;
  const descuento = textoDescuentoCategoria(nueva, l.cantidad);
  return descuento === puesto ? l : { ...l, descuento, codigoDescuento: descuento ? '07' : l.codigoDescuento };
}
