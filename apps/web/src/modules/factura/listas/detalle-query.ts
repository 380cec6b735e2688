// A document's full detail and its bitácora (the drawer and the credit-note lines).
import { useQuery } from '@tanstack/react-query';
import { DocumentoDetalleDocument, type DocumentoDetalleQuery } from '@jit/api';
import { api } from '../../../app/api';
import { LISTAS_KEY } from './queries';

export type Detalle = NonNullable<DocumentoDetalleQuery['Factura']['readById']>;
export type EntradaBitacora = DocumentoDetalleQuery['Bitacora']['readByIdFactura'][number];

export const detalleKey = (id: string) => [...LISTAS_KEY, 'detalle', id] as const;

export function useDetalle(id: string | null) {
  return useQuery({
    queryKey: detalleKey(id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }) => {
      const d = await api.request(DocumentoDetalleDocument, { id: id! }, { signal });
      return { doc: d.Factura.readById, bitacora: d.Bitacora.readByIdFactura };
    },
  });
}
