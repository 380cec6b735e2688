// Live changes while a screen is mounted: newRestaurantOrder (each change with the whole order) and
// newOrder (online orders, ruling D-6), both through the one graphql-ws client.
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { PedidoEnLineaNuevoDocument, PedidoRestauranteCambioDocument, type OrderFieldsFragment, type Realtime, type RestaurantOrderFieldsFragment } from '@jit/api';
import { getRealtime } from '../../app/api';
import { sessionAtom } from '../../app/session/atoms';

export type Pedido = RestaurantOrderFieldsFragment;
export type PedidoEnLinea = OrderFieldsFragment;

const useUltimo = <T,>(v: T) => {
  const ref = useRef(v);
  useEffect(() => {
    ref.current = v;
  });
  return ref;
};

/** Opens a subscription of the session's issuer while mounted (`abrir` returns its stop); `onConectado` after each (re)connection. */
function useSuscripcion(abrir: (r: Realtime, emisor: string) => () => void, onConectado?: () => void): void {
  const emisor = useAtomValue(sessionAtom)?.user.emisor ?? null;
  const ref = useUltimo({ abrir, onConectado });
  useEffect(() => {
    if (!emisor) return undefined;
    const realtime = getRealtime();
    const off = realtime.client.on('connected', () => ref.current.onConectado?.());
    const stop = ref.current.abrir(realtime, emisor);
    return () => {
      off();
      stop();
    };
  }, [emisor, ref]);
}

/** Calls `onCambio` with every changed order of the issuer; `onConectado` after each (re)connection. */
export function usePedidosVivos(onCambio: (p: Pedido, tipo: string) => void, onConectado?: () => void): void {
  const cb = useUltimo(onCambio);
  useSuscripcion((r, emisor) => r.subscribe(PedidoRestauranteCambioDocument, { emisor }, (d) => cb.current(d.newRestaurantOrder.order, d.newRestaurantOrder.operationType)), onConectado);
}

/** Calls `onNuevo` with every online order created or updated (newOrder); `onConectado` after each (re)connection. */
export function usePedidosEnLineaVivos(onNuevo: (p: PedidoEnLinea) => void, onConectado?: () => void): void {
  const cb = useUltimo(onNuevo);
  useSuscripcion((r, emisor) => r.subscribe(PedidoEnLineaNuevoDocument, { emisor }, (d) => cb.current(d.newOrder)), onConectado);
}
