// @jit/domain — inventario (inventory and production).

export {
  kardexVacio,
  entradaInventario,
  salidaInventario,
  valorCapas,
  replayKardex,
  type Kardex,
  type Capa,
  type MovimientoKardex,
} from './kardex';
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
export { reduceStockAfterSale, type ItemStock, type LineaVendida } from './stock';
export {
  tiposAjusteDefecto,
  causasATexto,
  textoACausas,
  withCuentaContable,
  normalizeOrdenProduccion,
  ENTRADAS_DEFECTO,
  MERMAS_DEFECTO,
  CUENTA_AJUSTE_ENTRADA,
  CUENTA_AJUSTE_MERMA,
  type TipoAjuste,
} from './defaults';
