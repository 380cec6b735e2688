import type { Resolvers } from '../../generated/graphql.js';
import * as autopay from './autopay.js';
import * as susc from './suscripciones.js';

const toSuscripcion = (v: susc.SuscripcionVista) => ({
  _id: v.id,
  cliente: { _id: v.clienteId, nombre: v.clienteNombre },
  next: v.next,
  freq: v.freq,
  state: v.state,
  _idFactura: v.facturaId,
  documento: v.documento,
  consecutivo: v.consecutivo,
  total: v.total,
  codigoMoneda: v.codigoMoneda,
  emitidos: Number(v.emitidos),
  rechazo: v.rechazo ? { mensaje: v.rechazo, fecha: v.rechazoFecha ?? v.updatedAt, reintento: v.reintento } : null,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
});

const toTarjeta = (t: { id: string; last4: string; brand: string | null; createdAt: Date }) => ({ _id: t.id, last4: t.last4, brand: t.brand, createdAt: t.createdAt });

export const suscripcionResolvers: Resolvers = {
  Query: { AutoPay: () => ({}) },
  AutoPayQuery: {
    readAll: async (_, a, ctx) =>
      (await autopay.readAll(ctx, a.emisor, a.status)).map((r) => ({
        _id: r.id,
        detalle: r.detalle,
        try: r.intentos,
        status: r.status,
        cliente: { _id: r.clienteId, nombre: r.nombre },
        consecutivo: r.consecutivo,
        _idFactura: r.facturaId,
        monto: r.monto,
        codigoMoneda: r.codigoMoneda,
        last4: r.last4,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      })),
  },
  ClienteQuery: {
    readSubscriptionsByCliente: async (_, a, ctx) => (await susc.readSubscriptions(ctx, a._id)).map(toSuscripcion),
    readBitacora: async (_, a, ctx) =>
      (await susc.readBitacora(ctx, a._id, a._idCliente)).map((b) => ({
        fecha: b.fecha,
        vencimiento: b.vencimiento,
        consecutivo: b.consecutivo,
        _idFactura: b.facturaId,
        _idSuscripcion: b.suscripcionId,
      })),
    readTarjetas: async (_, a, ctx) => (await autopay.readTarjetas(ctx, a._id)).map(toTarjeta),
  },
  ClienteMutation: {
    subscribe: async (_, a, ctx) => toSuscripcion(await susc.subscribe(ctx, a._id, a.input)),
    deleteSubscriptions: (_, a, ctx) => susc.deleteSubscriptions(ctx, a._id, a.ids, a.isDelete ?? false),
    eCommerceCreate: async (_, a, ctx) => {
      const r = await autopay.eCommerceCreate(ctx, a.input);
      return { _id: r._id, customerId: r.customerId, paymentMethods: r.paymentMethods.map(toTarjeta) };
    },
  },
};
