// Server state of the invoicing screens (TanStack Query over the typed documents).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  CabysBuscarDocument,
  EmisorParametrosDocument,
  MonedasDocument,
  ReceptorBuscarDocument,
  TipoCambioVigenteDocument,
  type EmisorParametrosQuery,
  type ReceptorFieldsFragment,
} from '@jit/api';
import { api } from '../../../app/api';
import type { CabysSugerencia } from './grid/search';
import type { ReceptorBorrador } from '../borrador/types';

export type Parametros = EmisorParametrosQuery['Emisor']['readParametros'];

/** The issuer's invoicing parameters (activity settings, branches, whether it may invoice). */
export function useParametros() {
  return useQuery({
    queryKey: ['facturacion', 'parametros'],
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await api.request(EmisorParametrosDocument, {}, { signal })).Emisor.readParametros,
  });
}

/** Currencies Hacienda accepts (a catalogue: read once). */
export function useMonedas() {
  return useQuery({
    queryKey: ['catalogos', 'monedas'],
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async ({ signal }) => (await api.request(MonedasDocument, {}, { signal })).Moneda.readAll,
  });
}

/** CABYS search (cached per text for the session: the catalogue does not change). */
export async function buscarCabys(client: QueryClient, text: string, signal: AbortSignal): Promise<CabysSugerencia[]> {
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

/** The exchange rate that applies today to a currency (1 for CRC). */
export async function tipoCambioVigente(client: QueryClient, moneda: string) {
  return client.fetchQuery({
    queryKey: ['tipo-cambio', moneda],
    staleTime: 10 * 60_000,
    queryFn: async () => (await api.request(TipoCambioVigenteDocument, { moneda })).CurrencyExchange.readVigente,
  });
}

/** Receivers by name or identification (spec 3 §4: one, several or none). */
export async function buscarReceptores(nid: string): Promise<ReceptorFieldsFragment[]> {
  return (await api.request(ReceptorBuscarDocument, { nid })).Receptor.readByNombreIdentificacion;
}

/** The receptor as the draft keeps it. */
export function receptorBorrador(r: ReceptorFieldsFragment): ReceptorBorrador {
  return {
    id: r.id,
    nombre: r.nombre,
    identificacion: r.identificacion ?? null,
    identificacionExtranjero: r.identificacionExtranjero ?? null,
    correoElectronico: r.correoElectronico ?? null,
    telefono: r.telefono ?? null,
    exoneracion: r.exoneracion.map((e) => ({
      id: e.id,
      tipoDocumento: e.tipoDocumento.id,
      tipoDocumentoOtro: e.tipoDocumentoOtro ?? null,
      numeroDocumento: e.numeroDocumento,
      articulo: e.articulo ?? null,
      inciso: e.inciso ?? null,
      nombreInstitucion: e.nombreInstitucion.id,
      nombreInstitucionOtros: e.nombreInstitucionOtros ?? null,
      fechaEmision: e.fechaEmision,
      porcentajeExoneracion: e.porcentajeExoneracion,
      cabys: e.cabys,
    })),
  };
}
