// The issuer's items in the code cell (MODULES.md §A1, the invoice grid's picker): the billing list
// (Item.readToBill, variants included) is read once and kept by the browser, so every keystroke
// searches it locally (domain buscarItems) by quick code, barcode, SKU, name or CABYS, as fast as
// the recent lines. Choosing one fills the line as the catalogue says: its quick code (it reaches
// the XML as CodigoComercial 01), CABYS, name, unit, the price of the document's date (a
// scheduled price, or the variant's own), its VAT and its first discount with its v4.4 code.
import { D, buscarItems, precioEnFecha, roundPrice, tarifaIVA, type CodigoTarifaIVA, type IndiceItems } from '@jit/domain';
import type { ItemFacturarFieldsFragment } from '@jit/api';
import type { LineaBorrador } from '../../borrador/types';
import type { Sugerencia } from './search';

export type ItemFacturable = ItemFacturarFieldsFragment;

/** es-CR text of an amount, as the clerk would type it (decimal comma, no grouping). */
const texto = (x: D) => x.toFixed().replace('.', ',');

/** The line an item fills; `fecha` (aaaa-mm-dd) picks its scheduled price; prices with VAT in VAT-included mode. */
export function lineaDeItem(item: ItemFacturable, fecha: string, ivaIncluido: boolean): Partial<LineaBorrador> {
  // the VAT (impuesto 01) of the item; 08 (13 %) when it has none
  const codigoTarifaIVA = item.impuesto.find((i) => i.codigo.id === '01')?.codigoTarifa?.id ?? '08';
  const tarifa = new D(tarifaIVA(codigoTarifaIVA as CodigoTarifaIVA));
  const conIva = (x: D) => (ivaIncluido ? roundPrice(x.times(tarifa.div(100).plus(1))) : x);
  const precio = conIva(precioEnFecha(item.precioUnitario, item.priceDateRange, fecha));
  const d = item.descuento[0];
  let descuento = '';
  if (d && new D(d.porcentajeDescuento).gt(0)) descuento = `${texto(new D(d.porcentajeDescuento))}%`;
  else if (d && new D(d.montoDescuento).gt(0)) descuento = texto(conIva(new D(d.montoDescuento)));
  return {
    codigo: item.codigoRapido ?? item.SKU ?? item.codigoBarras ?? '',
    ...(item.codigo ? { codigoCABYS: item.codigo } : {}),
    detalle: item.nombre.slice(0, 200),
    unidadMedida: item.unidadMedida.id,
    precio: texto(precio),
    codigoTarifaIVA,
    descuento,
    // 99 «Otro» needs the issuer's own description, which a line does not carry: it goes as 07
    codigoDescuento: d && d.codigoDescuento.id !== '99' ? d.codigoDescuento.id : '',
    clasificacion: item.clasificacion === 'servicio' ? 'servicio' : 'producto',
    itemId: item._id,
  };
}

/** The items matching `text` as suggestions of the code cell, best first. */
export function sugerenciasItems(
  indice: IndiceItems<ItemFacturable>,
  text: string,
  linea: (i: ItemFacturable) => Partial<LineaBorrador>,
  max = 6,
): Sugerencia[] {
  return buscarItems(indice, text, max).map((i) => {
    const patch = linea(i);
    const codigo = i.codigoRapido ?? i.codigoBarras ?? i.SKU;
    return {
      key: `i:${i._id}`,
      kind: 'item',
      titulo: codigo ? `${codigo} · ${i.nombre}` : i.nombre,
      detalle: [i.codigoBarras, i.codigo, i.unidadMedida.id, patch.precio].filter(Boolean).join(' · '),
      patch,
    };
  });
}
