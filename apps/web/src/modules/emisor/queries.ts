// Server state of /admin/datosatv: the configuration and the catalogues its selects need.
import { useQuery } from '@tanstack/react-query';
import { CodigosActividadDocument, EmisorConfigDocument, MonedasDocument, ProvinciasDocument } from '@jit/api';
import { api } from '../../app/api';

export const EMISOR_CONFIG_KEY = ['emisor', 'config'] as const;

export function useEmisorConfig() {
  return useQuery({
    queryKey: EMISOR_CONFIG_KEY,
    staleTime: 30_000,
    queryFn: async ({ signal }) => (await api.request(EmisorConfigDocument, {}, { signal })).Emisor.readConfig,
  });
}

const CATALOGO = { staleTime: Infinity, gcTime: Infinity } as const;

export function useProvincias() {
  return useQuery({
    queryKey: ['catalogos', 'provincias'],
    ...CATALOGO,
    queryFn: async ({ signal }) => (await api.request(ProvinciasDocument, {}, { signal })).Provincia.readAll,
  });
}

export function useActividades() {
  return useQuery({
    queryKey: ['catalogos', 'actividades'],
    ...CATALOGO,
    queryFn: async ({ signal }) => (await api.request(CodigosActividadDocument, {}, { signal })).CodigoActividad.readAll,
  });
}

export function useMonedasCatalogo() {
  return useQuery({
    queryKey: ['catalogos', 'monedas'],
    ...CATALOGO,
    queryFn: async ({ signal }) => (await api.request(MonedasDocument, {}, { signal })).Moneda.readAll,
  });
}
