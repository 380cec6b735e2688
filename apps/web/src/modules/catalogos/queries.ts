// The catalogues read from the server (operations/catalogos.graphql), for every screen that needs
// them: they change with a new Hacienda release, not during a session, so each is read once.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { CabysBuscarDocument, CodigosActividadDocument, MonedasDocument, ProvinciasDocument } from '@jit/api';
import { api } from '../../app/api';

const CATALOGO = { staleTime: Infinity, gcTime: Infinity } as const;

/** Provinces with their cantons and districts (the issuer's address). */
export function useProvincias() {
  return useQuery({
    queryKey: ['catalogos', 'provincias'],
    ...CATALOGO,
    queryFn: async ({ signal }) => (await api.request(ProvinciasDocument, {}, { signal })).Provincia.readAll,
  });
}

/** Hacienda's economic activity codes. */
export function useActividades() {
  return useQuery({
    queryKey: ['catalogos', 'actividades'],
    ...CATALOGO,
    queryFn: async ({ signal }) => (await api.request(CodigosActividadDocument, {}, { signal })).CodigoActividad.readAll,
  });
}

/** Currencies Hacienda accepts. */
export function useMonedas() {
  return useQuery({
    queryKey: ['catalogos', 'monedas'],
    ...CATALOGO,
    queryFn: async ({ signal }) => (await api.request(MonedasDocument, {}, { signal })).Moneda.readAll,
  });
}

/** A CABYS code found by code or words, with its VAT rate. */
export type Cabys = { cabys: string; descripcion: string; impuesto: string };

/** CABYS search (cached per text for the session: the catalogue does not change). */
export async function buscarCabys(client: QueryClient, text: string, signal: AbortSignal): Promise<Cabys[]> {
  const input = text.trim();
  return client.fetchQuery({
    queryKey: ['catalogos', 'cabys', input],
    staleTime: Infinity,
    queryFn: async () => {
      const data = await api.request(CabysBuscarDocument, { input, limit: 8 }, { signal, quiet: true });
      return data.CABYS.readByDescription.map((c) => ({ cabys: c.cabys, descripcion: c.descripcion_cabys, impuesto: c.impuesto }));
    },
  });
}
