// The issued document's state while the result window is open: facturaChanged says at once when
// it changes, and the document is read again until Hacienda answers (an answer that came before
// the subscription started is not missed), with Hacienda's reasons when it is rejected.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { DocumentoColaDocument, FacturaCambioDocument } from '@jit/api';
import { api, getRealtime } from '../../../app/api';
import { sessionAtom } from '../../../app/session/atoms';
import { esperaRespuesta } from '../listas/estados';
import type { FilaCola } from '../listas/queries';

/** How often the window reads the document again while Hacienda has not answered. */
const RELECTURA_MS = 3000;

export function useDocumentoEnVivo(id: string | null): FilaCola | null {
  const emisor = useAtomValue(sessionAtom)?.user.emisor ?? null;
  const [cambios, setCambios] = useState(0);
  useEffect(() => {
    if (!id || !emisor) return undefined;
    return getRealtime().subscribe(FacturaCambioDocument, { emisor }, (data) => {
      if (data.facturaChanged.id === id) setCambios((n) => n + 1);
    });
  }, [id, emisor]);
  const q = useQuery<FilaCola | null>({
    queryKey: ['factura', 'resultado', id, cambios],
    enabled: Boolean(id),
    placeholderData: (prev) => prev,
    queryFn: async ({ signal }) => (await api.request(DocumentoColaDocument, { id: id! }, { signal, quiet: true })).Factura.readById ?? null,
    refetchInterval: (query) => {
      const d = query.state.data;
      return !d || esperaRespuesta(d.estadoDocumento.value) ? RELECTURA_MS : false;
    },
  });
  return q.data && q.data.id === id ? q.data : null;
}
