// Thin resolvers of the Factura namespace and the facturaChanged subscription.
import { filter, pipe } from 'graphql-yoga';
import type { FacturaResolvers, Resolvers } from '../../generated/graphql.js';
import { tiposVisibles } from './reportes/acceso.js';
import { readTipoCambioBCCR } from '../tipo-cambio/index.js';
import { documentoCodigo, estadoCodigo, situacionCodigo } from './catalogos.js';
import type { Emitido } from './emision/tipos.js';
import { pideSoloColumnas } from './lista-ligera.js';
import { facturaApi, type FacturaRow } from './modelo.js';
import {
  addAttachment,
  adjuntosDe,
  deleteAttachment,
  readAttachments,
} from './operaciones/adjuntos.js';
import { createAnulaCompra } from './operaciones/anulacion.js';
import { create } from './operaciones/crear.js';
import { createMensajeReceptor, verificarXmlRecibido } from './operaciones/mensaje-receptor.js';
import { createNotaCredito, createNotaCreditoBulk } from './operaciones/nota-credito.js';
import { cambiaEstadoProforma } from './operaciones/proforma.js';
import { setCreatedAt } from './operaciones/registro.js';
import { setFirst } from './operaciones/serie.js';
import { facturacionCounter, getCounters, readByEmisor, readById, respuestaDe } from './queries.js';
import { enviarEstadoCuenta, reenviar } from './documentos/service.js';
import { withSession } from '../../auth/session.js';
import { sesionEnTransaccion } from '../../graphql/directives.js';

type Api = ReturnType<typeof facturaApi>;

const creada = (ctx: { now: () => Date }, e: Emitido) => ({
  id: e.row.id,
  consecutivo: e.row.consecutivo,
  clave: e.row.clave,
  fechaEmision: e.row.fechaEmision,
  documento: documentoCodigo(e.row.documento),
  estadoDocumento: estadoCodigo(e.row.estadoDocumento),
  situacionComprobante: situacionCodigo(e.row.situacion),
  totalComprobante: e.row.totalComprobante,
  codigoMoneda: e.row.codigoMoneda,
  repetido: e.repetido,
  factura: facturaApi(e.row, ctx.now()) as never,
});

const api = (ctx: { now: () => Date }, row: FacturaRow | null) =>
  row ? (facturaApi(row, ctx.now()) as never) : null;

const facturaFields: FacturaResolvers = {
  adjuntos: async (f, _a, ctx) => {
    const rows = await withSession(ctx, (tx) => adjuntosDe(tx, (f as unknown as Api).id));
    return rows.map((a) => ({
      _id: a.id,
      src: a.src,
      name: a.name,
      detail: a.detail,
      createdAt: a.createdAt,
    }));
  },
  pdfPublico: async (f, _a, ctx) => {
    await ctx.session();
    const doc = f as unknown as Api;
    return ctx.services.enlaces.rutaPdf(doc.emisor.id, doc.id);
  },
  respuestaHacienda: async (f, _a, ctx) => {
    const r = await respuestaDe(ctx, (f as unknown as Api).id);
    if (!r || (!r.estado && r.motivos.length === 0)) return null;
    return { estado: r.estado, fecha: r.fecha, detalle: r.detalle, motivos: r.motivos };
  },
};

export const facturaResolvers: Resolvers = {
  Query: { Factura: () => ({}) },
  Mutation: { Factura: () => ({}) },
  Factura: facturaFields,
  FacturaQuery: {
    readByEmisor: async (_p, a, ctx, info) => {
      const page = await readByEmisor(ctx, a, pideSoloColumnas(info));
      return {
        feed: page.feed.map((r) => facturaApi(r, ctx.now()) as never),
        pageInfo: page.pageInfo,
      };
    },
    readById: async (_p, a, ctx) =>
      api(ctx, await readById(ctx, a.id, { isPurchase: a.isPurchase })),
    readBulkById: async (_p, a, ctx) => api(ctx, await readById(ctx, a.id, { bulk: true })),
    facturacionCounter: (_p, _a, ctx) => facturacionCounter(ctx),
    getCounters: (_p, _a, ctx) => getCounters(ctx),
    readTipoCambioBCCR: async (_p, _a, ctx) => {
      await ctx.session();
      const t = await readTipoCambioBCCR(ctx);
      return { compra: t.compra, venta: t.venta, fecha: new Date(`${t.fecha}T12:00:00-06:00`) };
    },
    readAttachments: async (_p, a, ctx) =>
      (await readAttachments(ctx, a._idFactura)).map((x) => ({
        _id: x.id,
        src: x.src,
        name: x.name,
        detail: x.detail,
        createdAt: x.createdAt,
      })),
    verificarXmlRecibido: (_p, a, ctx) => verificarXmlRecibido(ctx, a),
  },
  FacturaMutation: {
    create: async (_p, a, ctx) => creada(ctx, await create(ctx, a)),
    createNotaCredito: async (_p, a, ctx) => creada(ctx, await createNotaCredito(ctx, a)),
    createAnulaCompra: async (_p, a, ctx) => creada(ctx, await createAnulaCompra(ctx, a)),
    cambiaEstadoProforma: async (_p, a, ctx) =>
      api(ctx, await cambiaEstadoProforma(ctx, a._id, a.estado))!,
    createMensajeReceptor: (_p, a, ctx) => createMensajeReceptor(ctx, a),
    setFirst: (_p, a, ctx) => setFirst(ctx, a.input),
    reSendEmail: async (_p, a, ctx) => {
      const r = await reenviar(ctx, a.id, a.email.split(/[,;\s]+/).filter(Boolean));
      return r.state;
    },
    sendMailEstadoCuenta: async (_p, a, ctx) => {
      return enviarEstadoCuenta(ctx, a.receptor, a.logo ?? null);
    },
    createNotaCreditoBulk: async (_p, a, ctx) => creada(ctx, await createNotaCreditoBulk(ctx, a)),
    addAttachment: async (_p, a, ctx) => {
      const x = await addAttachment(ctx, a);
      return { _id: x.id, src: x.src, name: x.name, detail: x.detail, createdAt: x.createdAt };
    },
    deleteAttachment: (_p, a, ctx) => deleteAttachment(ctx, a),
    setCreatedAt: async (_p, a, ctx) => api(ctx, await setCreatedAt(ctx, a))!,
  },
  Subscription: {
    facturaChanged: {
      subscribe: async (_p, _a, ctx) => {
        const s = await ctx.session();
        // Like every read of documents: only the types whose list page the user may open.
        const visibles = new Set(tiposVisibles(s));
        return pipe(
          ctx.services.events.subscribe('factura:changed', s.emisorId),
          filter((c) => visibles.has((c.documento as { id?: string } | undefined)?.id ?? '')),
        );
      },
      resolve: (payload: unknown) => payload as never,
    },
  },
};

// Their session is read inside their own transaction (withSession; Factura.create's batch,
// emision/lote.ts), with the @auth checks: four round trips fewer per call.
sesionEnTransaccion('FacturaQuery', 'readByEmisor');
sesionEnTransaccion('FacturaQuery', 'readById');
sesionEnTransaccion('FacturaMutation', 'create');
