// @jit/domain — item: the catalogue (items, variants, composites, prices, discounts on items,
// the search of the billing list, and the spreadsheet the catalogue comes in and goes out as).

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
export { TIPOS_ITEM, TIPOS_VENDIBLES, tipoItem, tipoDeRuta, type TipoItem, type CodigoTipoItem } from './tipos';
export { calcularPrecios, costoGeneral, precioVariante, type PreciosItem, type OrigenPrecio, type EntradaPrecios } from './precios';
export { normalizarCalendario, precioEnFecha, type PrecioProgramado } from './calendario';
export { normalizarDescuento, descuentosDeLinea, CODIGO_DESCUENTO_DEFECTO, type DescuentoItem, type DescuentoEntrada } from './descuento';
export { codigosComerciales, codigoBarrasValido, gtinValido, impuestoDeCabys, CODIGO_COMERCIAL_MAXIMO } from './codigos';
export { plegar, indexarItems, buscarItems, itemPorCodigo, type ItemBuscable, type IndiceItems } from './busqueda';
export { COLUMNAS_ITEM, columnaDeEncabezado, type ColumnaItem, type ClaveColumna, type FilaItem } from './importacion-columnas';
export { leerFilaItem, type ContextoFila, type ItemImportado, type ErrorCelda } from './importacion-fila';
export { revisarHoja, type RevisionFila } from './importacion-hoja';
