// @jit/domain — item: the catalogue (items, variants, composites, discounts on items).

export {
  normalizeItem,
  normalizeDescuentoItem,
  costoCompuesto,
  nombreVariante,
  etiquetaVariante,
  itemsParaFacturar,
  POS_INDEX_DEFECTO,
  UTILIDAD_DEFECTO,
  UNIDAD_DEFECTO,
  MONEDA_DEFECTO,
  TIPO_ITEM_LISTA,
  TIPO_ITEM_FACTURAR,
} from './item';
