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
export { mergeQueue, visibleQueue } from './cola';
export { moverAlSeparado, devolverAlPedido, type Division } from './dividir';
