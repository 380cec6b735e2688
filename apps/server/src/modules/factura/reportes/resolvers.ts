// Thin resolvers of the Factura read and report operations (schema/factura-reportes.graphql).
// Lists answer the same Factura objects as Factura.readByEmisor (the documents module's mapping).
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { Resolvers } from '../../../generated/graphql.js';
import { facturaApi } from '../modelo.js';
import type { Pagina } from './listas.js';
import * as reportes from './reportes-service.js';
import * as listas from './service.js';
import * as tablero from './tablero-service.js';

/** The fields asked for under the current one (fragments included): reports compute only those. */
export function camposPedidos(info: GraphQLResolveInfo): Set<string> {
  const out = new Set<string>();
  const visitar = (ss: SelectionSetNode | undefined) => {
    for (const s of ss?.selections ?? []) {
      if (s.kind === Kind.FIELD) out.add(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) visitar(s.selectionSet);
      else visitar(info.fragments[s.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visitar(node.selectionSet);
  return out;
}

const page = (ctx: { now: () => Date }, p: Pagina) => ({
  feed: p.rows.map((r) => facturaApi(r, ctx.now()) as never),
  pageInfo: p.pageInfo,
});

export const facturaReportesResolvers: Resolvers = {
  Query: { Factura: () => ({}) },
  FacturaQuery: {
    readDocumentosBySearchString: async (_p, a, ctx) =>
      page(ctx, await listas.readDocumentosBySearchString(ctx, a)),
    readDocumentosCredito: async (_p, a, ctx) =>
      page(ctx, await listas.readDocumentosCredito(ctx, a)),
    readCreditoBySearchString: async (_p, a, ctx) =>
      page(ctx, await listas.readCreditoBySearchString(ctx, a)),
    readDocumentosProforma: async (_p, a, ctx) =>
      page(ctx, await listas.readDocumentosProforma(ctx, a)),
    readProformaBySearchString: async (_p, a, ctx) =>
      page(ctx, await listas.readProformaBySearchString(ctx, a)),
    readByDateRange: async (_p, a, ctx) => page(ctx, await listas.readByDateRange(ctx, a)),
    readBulkByDateRange: async (_p, a, ctx) => page(ctx, await listas.readBulkByDateRange(ctx, a)),
    readCreditoByDateRange: async (_p, a, ctx) =>
      page(ctx, await listas.readCreditoByDateRange(ctx, a)),
    readProformaByDateRange: async (_p, a, ctx) =>
      page(ctx, await listas.readProformaByDateRange(ctx, a)),
    readByFilter: async (_p, a, ctx) => page(ctx, await listas.readByFilter(ctx, a)),
    generarReporte: async (_p, a, ctx, info) =>
      (await reportes.generarReporte(ctx, a, camposPedidos(info))) as never,
    generarReporteCompras: async (_p, a, ctx, info) =>
      (await reportes.generarReporteCompras(ctx, a, camposPedidos(info))) as never,
    ventasCliente: async (_p, a, ctx, info) => {
      const r = await reportes.ventasCliente(ctx, a, camposPedidos(info));
      return { ...r, facturas: page(ctx, r.facturas) } as never;
    },
    crearEstadisticas: (_p, a, ctx) => reportes.crearEstadisticas(ctx, a),
    crearEstadisticasCompras: (_p, a, ctx) => reportes.crearEstadisticasCompras(ctx, a),
    readTotalDocumentos: (_p, a, ctx) => tablero.readTotalDocumentos(ctx, a),
    readTotalDocumentosCobrar: (_p, a, ctx) => tablero.readTotalDocumentosCobrar(ctx, a),
    readTotalDocumentosPagar: (_p, a, ctx) => tablero.readTotalDocumentosPagar(ctx, a),
    readFacturasMesByEmisor: (_p, a, ctx) => tablero.readFacturasMesByEmisor(ctx, a),
    readSumaMontosFacturasMesByEmisor: (_p, a, ctx) =>
      tablero.readSumaMontosFacturasMesByEmisor(ctx, a),
    readSumaMontosFacturasAceptadasMesByEmisor: (_p, a, ctx) =>
      tablero.readSumaMontosFacturasAceptadasMesByEmisor(ctx, a),
    readSumaMontosFacturasMesyAnteriorByEmisor: (_p, a, ctx) =>
      tablero.readSumaMontosFacturasMesyAnteriorByEmisor(ctx, a),
    readVentasDiarias: (_p, a, ctx) => tablero.readVentasDiarias(ctx, a),
    readStatsByEmisor: (_p, a, ctx) => tablero.readStatsByEmisor(ctx, a),
    readTransactionsByEmisor: (_p, a, ctx) => tablero.readTransactionsByEmisor(ctx, a),
  },
};
