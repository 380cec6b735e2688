import type { Resolvers } from '../../generated/graphql.js';
import * as campanas from './campanas.js';
import * as plantilla from './plantilla.js';
import { sendRecordatorios } from './recordatorios.js';

const toCampana = (c: campanas.CampanaVista) => ({
  _id: c.id,
  nombre: c.nombre,
  asunto: c.asunto,
  mensaje: c.mensaje,
  estado: c.estado,
  inicio: c.inicio,
  fin: c.fin,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  list: c.list.map((d) => ({
    email: { _id: d.envioId },
    cliente: { _id: d.clienteId, nombre: d.nombre },
    nombre: d.nombre,
    correoElectronico: d.correo,
    estado: d.estado,
    detalle: d.detalle,
    enviadoAt: d.enviadoAt,
  })),
});

export const correoResolvers: Resolvers = {
  Query: { Email: () => ({}), EmailData: () => ({}) },
  Mutation: { Email: () => ({}), EmailData: () => ({}) },
  EmailQuery: {
    readAllByEmisor: async (_, a, ctx) => (await campanas.readAll(ctx, a.emisor)).map(toCampana),
    readById: async (_, a, ctx) => {
      const c = await campanas.readById(ctx, a._id);
      return c ? toCampana(c) : null;
    },
  },
  EmailMutation: {
    create: async (_, a, ctx) => toCampana(await campanas.create(ctx, a.input)),
    deleteCliente: async (_, a, ctx) => toCampana(await campanas.deleteCliente(ctx, a._id, a.emisor, a.list)),
  },
  EmailDataQuery: {
    readEmailData: (_, a, ctx) => plantilla.readEmailData(ctx, a.id),
  },
  EmailDataMutation: {
    create: (_, a, ctx) => plantilla.saveEmailData(ctx, a.input),
    deleteImg: (_, a, ctx) => plantilla.deleteImg(ctx, a._idEmisor),
  },
  ClienteMutation: {
    sendBirthday: async (_, a, ctx) => toCampana(await campanas.sendBirthday(ctx, a.ids, a.mensaje)),
    sendRecordatorios: (_, a, ctx) => sendRecordatorios(ctx, a._id),
  },
};
