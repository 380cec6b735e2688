// @jit/domain — inventario (inventory and production).

export {
  kardexVacio,
  entradaInventario,
  entradaAlPP,
  salidaInventario,
  valorCapas,
  replayKardex,
  anularEntrada,
  type MovimientoPosterior,
  type Kardex,
  type Capa,
  type MovimientoKardex,
} from './kardex';
export { reduceStockAfterSale, lineasBajoCero, type ItemStock, type LineaVendida, type BajoCero } from './stock';
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
export { cantidadEnInventario } from './unidades';
export { seProduceAlVender, consumoComposicion, costoUnitarioProducido, type ItemProducible, type Consumo } from './produccion';
export { ajusteDeConteo, type AjusteConteo } from './conteo';
