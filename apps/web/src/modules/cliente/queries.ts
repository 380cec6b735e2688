// Server state of the customer screens: the categories (the editor's picker and their page).
import { useQuery } from '@tanstack/react-query';
import { CategoriasClienteDocument } from '@jit/api';
import { api } from '../../app/api';

export const CLIENTE_KEY = ['cliente'] as const;
export const CLIENTES_KEY = [...CLIENTE_KEY, 'lista'] as const;
export const CATEGORIAS_CLIENTE_KEY = [...CLIENTE_KEY, 'categorias'] as const;

export function useCategoriasCliente() {
  return useQuery({
    queryKey: CATEGORIAS_CLIENTE_KEY,
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await api.request(CategoriasClienteDocument, {}, { signal })).CategoriaCliente.readAllByEmisor,
  });
}
