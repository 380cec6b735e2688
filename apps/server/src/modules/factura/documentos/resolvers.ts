// Thin resolvers of Documentos and Mailer.
import type { Resolvers } from '../../../generated/graphql.js';
import { downloadPDF, enviarDocumentos, mailerSend, reenviar } from './service.js';

export const documentosResolvers: Resolvers = {
  Query: { Documentos: () => ({}) },
  Mutation: { Documentos: () => ({}), Mailer: () => ({}) },
  DocumentosQuery: {
    downloadPDF: (_p, a, ctx) => downloadPDF(ctx, a.doc),
  },
  DocumentosMutation: {
    enviarDocumentos: (_p, a, ctx) => enviarDocumentos(ctx, a.docs),
    reenviarDocumentoOtroCorreo: (_p, a, ctx) => reenviar(ctx, a.doc, a.emails),
  },
  MailerMutation: {
    send: (_p, a, ctx) => mailerSend(ctx, a),
  },
};
