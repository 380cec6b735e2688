// The pago module's resolvers: the Pago and Link namespaces, and Factura.createTransaction (the
// spec puts that one under the document; this module owns it).
import type { Resolvers } from '../../generated/graphql.js';
import { facturaReportesTransacciones } from '../factura/index.js';
import { antiguedad, creditoDe, cuentas, porContraparte, saldoCliente } from './cuentas.js';
import { bancos, buscar, deContraparte, deFactura, enRango, pagina, porDia, rangoArgs, sinBanco, totales } from './lecturas.js';
import { crearLink, leerPublico, linkOut, pagarConTarjeta, paginaLinks, reportarSinpe, setLinkState } from './links.js';
import { crearPago, eliminarPagos, emitirReciboAhora } from './pagos.js';
import { enviarRecordatorio } from './recordatorio.js';
import { pagoOut } from './salida.js';
import { createTransaction } from './service.js';

const muchos = <T>(rows: Promise<T[]>, f: (r: T) => unknown) => rows.then((r) => r.map(f)) as never;
const paginaOut = (p: Awaited<ReturnType<typeof pagina>>) => ({ feed: p.feed.map(pagoOut), pageInfo: p.pageInfo }) as never;

export const pagoResolvers: Resolvers = {
  Query: { Pago: () => ({}), Link: () => ({}) },
  Mutation: { Pago: () => ({}), Link: () => ({}) },
  PagoQuery: {
    readTransactionsByEmisor: (p, a, ctx, i) => facturaReportesTransacciones(p, a, ctx, i),
    readPagosByIdFactura: (_p, a, ctx) => muchos(deFactura(ctx, a._id), pagoOut),
    readIngresos: (_p, a, ctx) => porDia(ctx, false, a),
    readEgresos: (_p, a, ctx) => porDia(ctx, true, a),
    readBancosByEmisor: (_p, a, ctx) => bancos(ctx, a),
    readCuentasCobrar: (_p, a, ctx) => cuentas(ctx, false, a),
    readCuentasPagar: (_p, a, ctx) => cuentas(ctx, true, a),
    readPagos: (_p, a, ctx) => muchos(enRango(ctx, false, a.emisor, a.filter), pagoOut),
    readPagosCompras: (_p, a, ctx) => muchos(enRango(ctx, true, a.emisor, a.filter), pagoOut),
    readPagosByCliente: (_p, a, ctx) => muchos(deContraparte(ctx, a), pagoOut),
    readCreditoByCliente: (_p, a, ctx) => creditoDe(ctx, a),
    readPagosClienteByEmisor: (_p, a, ctx) => porContraparte(ctx, false, a),
    readPagosProveedorByEmisor: (_p, a, ctx) => porContraparte(ctx, true, a),
    readPagosByEmisor: async (_p, a, ctx) => paginaOut(await pagina(ctx, false, a)),
    readPagosComprasByEmisor: async (_p, a, ctx) => paginaOut(await pagina(ctx, true, a)),
    readPagosBySearchString: (_p, a, ctx) => muchos(buscar(ctx, false, a.searchString), pagoOut),
    readPagosComprasBySearchString: (_p, a, ctx) => muchos(buscar(ctx, true, a.searchString), pagoOut),
    readPagosByDateRange: (_p, a, ctx) => muchos(enRango(ctx, false, a.emisor, null, rangoArgs(a.inicio, a.final)), pagoOut),
    readPagosComprasByDateRange: (_p, a, ctx) => muchos(enRango(ctx, true, a.emisor, null, rangoArgs(a.inicio, a.final)), pagoOut),
    readTotalDocumentos: (_p, a, ctx) => totales(ctx, false, a.emisor),
    readTotalDocumentosCompras: (_p, a, ctx) => totales(ctx, true, a.emisor),
    readIngresosSinBanco: (_p, a, ctx) => muchos(sinBanco(ctx, false, a.inicio, a.final), pagoOut),
    readEgresosSinBanco: (_p, a, ctx) => muchos(sinBanco(ctx, true, a.inicio, a.final), pagoOut),
    readSaldoCliente: (_p, a, ctx) => saldoCliente(ctx, a._id, !!a.isFEC),
    readAntiguedad: (_p, a, ctx) => antiguedad(ctx, false, a.fecha),
    readAntiguedadCompras: (_p, a, ctx) => antiguedad(ctx, true, a.fecha),
  },
  PagoMutation: {
    create: async (_p, a, ctx) => pagoOut(await crearPago(ctx, a.input)),
    delete: (_p, a, ctx) => eliminarPagos(ctx, a._idEmisor, a._id, a.input),
    enviarRecordatorio: (_p, a, ctx) => enviarRecordatorio(ctx, a.cliente),
    emitirRecibo: async (_p, a, ctx) => pagoOut(await emitirReciboAhora(ctx, a._id)),
  },
  LinkQuery: {
    readLink: (_p, a, ctx) => leerPublico(ctx, a.link, a.consecutivo),
    readLinksByEmisor: async (_p, a, ctx) => {
      const p = await paginaLinks(ctx, a);
      return { feed: p.feed.map(linkOut(ctx)), pageInfo: p.pageInfo };
    },
  },
  LinkMutation: {
    create: async (_p, a, ctx) => linkOut(ctx)(await crearLink(ctx, a.input)),
    setLinkState: async (_p, a, ctx) => linkOut(ctx)(await setLinkState(ctx, a._id, a.state)),
    pagarConTarjeta: (_p, a, ctx) => pagarConTarjeta(ctx, a.link, a.consecutivo, a.tarjeta),
    reportarSinpe: (_p, a, ctx) => reportarSinpe(ctx, a.link, a.consecutivo, a.referencia),
  },
  FacturaMutation: {
    createTransaction: async (_p, a, ctx) => {
      const t = await createTransaction(ctx, a.input, a.bankAccount);
      return {
        _id: t.id,
        tipo: t.tipo,
        fecha: t.fecha,
        concepto: t.concepto,
        monto: t.monto,
        codigoMoneda: t.codigoMoneda,
        bankAccount: t.bankAccount,
        referencia: t.referencia,
        factura: t.facturaId,
        estado: t.estado,
      };
    },
  },
};
