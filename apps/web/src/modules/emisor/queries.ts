// Server state of the issuer: its configuration (/admin/datosatv) and its invoicing parameters
// (read by «Facturar» and when a document is taken there from a list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EmisorConfigDocument, EmisorParametrosDocument, type EmisorParametrosQuery } from '@jit/api';
import { api } from '../../app/api';

export const EMISOR_CONFIG_KEY = ['emisor', 'config'] as const;

export function useEmisorConfig() {
  return useQuery({
    queryKey: EMISOR_CONFIG_KEY,
    staleTime: 30_000,
    queryFn: async ({ signal }) => (await api.request(EmisorConfigDocument, {}, { signal })).Emisor.readConfig,
  });
}

export const EMISOR_PARAMETROS_KEY = ['emisor', 'parametros'] as const;

export type Parametros = EmisorParametrosQuery['Emisor']['readParametros'];

/** The issuer's invoicing parameters (activity settings, branches, whether it may invoice). */
export const parametrosQuery = () =>
  queryOptions({
    queryKey: EMISOR_PARAMETROS_KEY,
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await api.request(EmisorParametrosDocument, {}, { signal })).Emisor.readParametros,
  });

export const useParametros = () => useQuery(parametrosQuery());
