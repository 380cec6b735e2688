// Live states (spec 1 §4: "updated live by a subscription per issuer"): facturaChanged patches the
// rows already shown at once (state, proforma state), then reads the changed row again for what
// the event does not carry (credit notes, balance, e-mail); a new document of the list's type is
// added at the top. The queue and an open document follow too.
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { FacturaCambioDocument, type FacturaCambioSubscription } from '@jit/api';
import { getRealtime } from '../../../app/api';
import { sessionAtom } from '../../../app/session/atoms';
import { LISTAS_KEY, leerFila, patchRow, type Fila } from './queries';

export type Cambio = FacturaCambioSubscription['facturaChanged'];

/**
 * A change that commits while the subscription is still being set up on the server, or while the
 * socket reconnects, reaches no subscriber (graphql-ws does not say when a subscription is live).
 * So once it has had time to start, and after every reconnection, the lists read themselves again.
 */
export const PONERSE_AL_DIA_MS = 1_500;

/** Subscribes while mounted; `onNuevo` gets documents no list shows yet (with their row). */
export function useFacturaChanged(onNuevo?: (cambio: Cambio, fila: Fila) => void): void {
  const client = useQueryClient();
  const emisor = useAtomValue(sessionAtom)?.user.emisor ?? null;
  const nuevoRef = useRef(onNuevo);
  useEffect(() => {
    nuevoRef.current = onNuevo;
  });
  useEffect(() => {
    if (!emisor) return undefined;
    let colaTimer: ReturnType<typeof setTimeout> | undefined;
    let alDiaTimer: ReturnType<typeof setTimeout> | undefined;
    const ponerseAlDia = () => {
      clearTimeout(alDiaTimer);
      alDiaTimer = setTimeout(() => void client.invalidateQueries({ queryKey: LISTAS_KEY }), PONERSE_AL_DIA_MS);
    };
    const realtime = getRealtime();
    const offConnected = realtime.client.on('connected', ponerseAlDia);
    ponerseAlDia();
    const unsubscribe = realtime.subscribe(FacturaCambioDocument, { emisor }, (data) => {
      const c = data.facturaChanged;
      const shown = patchRow(client, c.id, (r) => ({
        ...r,
        estadoDocumento: c.estadoDocumento,
        ...(c.estadoProforma ? { estadoProforma: c.estadoProforma } : {}),
      }));
      void client.invalidateQueries({ queryKey: [...LISTAS_KEY, 'detalle', c.id] });
      clearTimeout(colaTimer);
      colaTimer = setTimeout(() => void client.invalidateQueries({ queryKey: [...LISTAS_KEY, 'cola'] }), 300);
      if (c.evento === 'ESTADO' && shown) return;
      void leerFila(c.id)
        .then((fila) => {
          if (!fila) return;
          const found = patchRow(client, c.id, () => fila);
          if (!found && c.evento === 'CREADO') nuevoRef.current?.(c, fila);
        })
        .catch(() => undefined);
    });
    return () => {
      clearTimeout(colaTimer);
      clearTimeout(alDiaTimer);
      offConnected();
      unsubscribe();
    };
  }, [client, emisor]);
}
