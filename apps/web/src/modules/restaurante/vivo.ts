// newRestaurantOrder while a screen is mounted: each change arrives with the whole order.
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { PedidoRestauranteCambioDocument, type RestaurantOrderFieldsFragment } from '@jit/api';
import { getRealtime } from '../../app/api';
import { sessionAtom } from '../../app/session/atoms';

export type Pedido = RestaurantOrderFieldsFragment;

/** Calls `onCambio` with every changed order of the issuer; `onConectado` after each (re)connection. */
export function usePedidosVivos(onCambio: (p: Pedido, tipo: string) => void, onConectado?: () => void): void {
  const emisor = useAtomValue(sessionAtom)?.user.emisor ?? null;
  const ref = useRef({ onCambio, onConectado });
  useEffect(() => {
    ref.current = { onCambio, onConectado };
  });
  useEffect(() => {
    if (!emisor) return undefined;
    const realtime = getRealtime();
    const off = realtime.client.on('connected', () => ref.current.onConectado?.());
    const stop = realtime.subscribe(PedidoRestauranteCambioDocument, { emisor }, (d) => ref.current.onCambio(d.newRestaurantOrder.order, d.newRestaurantOrder.operationType));
    return () => {
      off();
      stop();
    };
  }, [emisor]);
}
