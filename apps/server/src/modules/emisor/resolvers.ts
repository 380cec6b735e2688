import { eq } from 'drizzle-orm';
import type { Resolvers } from '../../generated/graphql.js';
import { emisor, emisorConfig } from '../../db/schema/index.js';
import { checkToken } from './atv.js';
import * as svc from './service.js';
import { certificadoDe, toConfig, toLink, toParametros } from './shape.js';
import { withSession } from '../../auth/session.js';

export const emisorResolvers: Resolvers = {
  Query: { Emisor: () => ({}) },
  Mutation: { Emisor: () => ({}) },
  EmisorQuery: {
    readParametros: async (_, _a, ctx) => {
      const { em, cfg } = await svc.leer(ctx);
      return toParametros(em, cfg, ctx.now(), !ctx.config.HACIENDA_TOKEN_URL);
    },
    readConfig: async (_, a, ctx) => {
      const { em, cfg } = await svc.leer(ctx, a._id);
      return toConfig(em, cfg, ctx.now());
    },
    readNotification: async (_, a, ctx) => (await svc.leer(ctx, a._id)).cfg?.notification ?? { orderEmail: null, orderSMS: null },
    readLinks: async (_, a, ctx) => ((await svc.leer(ctx, a._id)).cfg?.links ?? []).map(toLink),
    readLinkByName: async (_, a, ctx) => {
      const name = a.link.trim().toLowerCase();
      const l = ((await svc.leer(ctx, a._id)).cfg?.links ?? []).find((x) => x.name.toLowerCase() === name);
      return l ? toLink(l) : null;
    },
    readEmisorByDomain: async (_, a, ctx) => {
      const em = await svc.porDominio(ctx, a.domain);
      return em ? { id: em.emisorId, nombre: em.nombre, nombreComercial: em.nombreComercial, accountingModule: em.modulos.accountingModule } : null;
    },
    checkToken: (_, a, ctx) => checkToken(ctx, a.username, a.password),
  },
  EmisorMutation: {
    create: async (_, a, ctx) => {
      // spec 3 §5: img, certificadoExpiracion, notification and the profile are ignored here.
      const { em, cfg } = await svc.guardar(ctx, a.input);
      return toConfig(em, cfg, ctx.now());
    },
    setCertificado: async (_, a, ctx) => {
      const { cfg } = await svc.setCertificado(ctx, a._id, a.certificado, a.pin);
      return certificadoDe(cfg, ctx.now())!;
    },
    setNotification: (_, a, ctx) => svc.setNotification(ctx, a._id, a.notification),
    setLinks: async (_, a, ctx) => (await svc.setLinks(ctx, a._id, a.links)).map(toLink),
    setPrinter: (_, a, ctx) => svc.setPrinter(ctx, a._id, a.printer),
    setModules: (_, a, ctx) => {
      const { emisor: _e, ...flags } = a;
      return svc.setModules(ctx, flags);
    },
  },
  // The shell's start-up needs these on User.readById's issuer (packages/api pending.ts).
  UserEmisor: {
    modulos: async (parent, _a, ctx) => {
      if (parent.id !== (await ctx.tokenEmisor())) return null;
      return withSession(ctx, async (tx, s) => (await tx.select({ m: emisor.modulos }).from(emisor).where(eq(emisor.emisorId, s.emisorId)))[0]?.m ?? null);
    },
    certificadoExpiracion: async (parent, _a, ctx) => {
      if (parent.id !== (await ctx.tokenEmisor())) return null;
      return withSession(ctx, async (tx, s) => {
        const [row] = await tx.select({ e: emisorConfig.certificadoExpiracion }).from(emisorConfig).where(eq(emisorConfig.emisorId, s.emisorId));
        return row?.e ?? null;
      });
    },
  },
};
