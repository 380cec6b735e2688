// @jit/domain — restaurante.

export {
  badgePedido,
  nextItemIndex,
  checkItems,
  totalPedido,
  BADGE_PEDIDO,
  ESTADO_ORDEN_DEFECTO,
  type EstadoPedido,
  type ItemPedido,
} from './pedido';
export { mergeQueue, visibleQueue, ordenarCola, type EntradaCola } from './cola';
export { moverAlSeparado, devolverAlPedido, type Division } from './dividir';
export {
  ESTADOS_ABIERTOS,
  CIERRES_CON_MERMA,
  ESTADOS_PEDIDO,
  esEstadoPedido,
  estaAbierto,
  escribeMerma,
  requiereRazon,
  transicionPermitida,
  motivoRechazoEstado,
  estadoTrasCocina,
} from './estado';
export { PORCENTAJE_SERVICIO, OTRO_CARGO_SERVICIO, servicioMesa } from './servicio';
export {
  unidadesPendientes,
  motivoRechazoSeparado,
  lineasSeparado,
  todoFacturado,
  servicioDelSeparado,
  type UnidadesFacturadas,
} from './facturar';
export { motivoLineasDistintas, type ItemFacturable, type LineaDeSeparado } from './lineas';
