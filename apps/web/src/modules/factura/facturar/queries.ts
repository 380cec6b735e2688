// Server state of «Facturar» that is its own: today's exchange rate and the receptor search (the
// issuer's parameters are the emisor module's, the catalogues the catalogos module's).
import type { QueryClient } from '@tanstack/react-query';
import { ReceptorBuscarDocument, TipoCambioVigenteDocument, type ReceptorFieldsFragment } from '@jit/api';
import { api } from '../../../app/api';
import type { ReceptorBorrador } from '../borrador/types';

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
    categoria: r.categoria ? { _id: r.categoria._id, nombre: r.categoria.nombre, esPorcentual: r.categoria.esPorcentual, valor: String(r.categoria.valor) } : null,
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
