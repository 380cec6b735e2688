// Server state of the figures of /dashboard (operations/factura-reportes.graphql, Tablero).
import { useQuery } from '@tanstack/react-query';
import { TableroDocument } from '@jit/api';
import { api } from '../../../app/api';

/** Every dashboard query key starts here: issuing a document refreshes the figures. */
export const TABLERO_KEY = ['factura', 'tablero'] as const;

/** The month's figures; without a currency the server converts everything to colones. */
export function useTablero(moneda: string) {
  return useQuery({
    queryKey: [...TABLERO_KEY, moneda],
    staleTime: 60_000,
    // USD shows only dollar documents.
    queryFn: async ({ signal }) => (await api.request(TableroDocument, { codigoMoneda: moneda === 'CRC' ? null : moneda }, { signal, quiet: true })).Factura,
  });
}
