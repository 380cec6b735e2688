// Thin resolvers: the directive has authorised, the service does the work, these shape answers.
import type { Resolvers, User } from '../../generated/graphql.js';
import type { EmisorRow, UsuarioRow } from '../../context.js';
import * as auth from './auth-service.js';
import * as plans from './plan-service.js';
import * as subs from './subusers-service.js';

export function toUser(u: UsuarioRow, emisores: EmisorRow[] = []): User {
  return {
    _id: u.id,
    id: u.id,
    username: u.username,
    email: u.email,
    fullname: u.fullname,
    tel: u.tel,
    state: u.state,
    roles: u.roles.map((r) => ({ _id: r._id, name: r.name ?? null, check: r.check })),
    crmRole: u.crmRole,
    viajesRole: u.viajesRole,
    profile: emisores[0]?.profile ?? 'COMMUNITY',
    subprofile: u.subprofile,
    domain: u.domain,
    selectedProfile: emisores[0]?.selectedProfile ?? null,
    subscriptionTimeOut: emisores[0]?.subscriptionTimeOut ?? null,
    createdAt: u.createdAt,
    isOwner: u.isOwner,
    emisor: emisores.map((e) => ({ id: e.emisorId, nombre: e.nombre, nombreComercial: e.nombreComercial, profile: e.profile })),
  };
}

export const usuarioResolvers: Resolvers = {
  Query: { User: () => ({}) },
  Mutation: { User: () => ({}) },
  UserQuery: {
    healthCheck: () => 'ok',
    checkreCaptchaAndEmail: (_, a, ctx) => auth.checkCaptchaAndEmail(ctx, a.reCaptcha, a.email),
    readAllByEmisor: async (_, __, ctx) => {
      const s = await ctx.session();
      return (await subs.listUsers(ctx)).map((u) => toUser(u, [s.emisor]));
    },
    readSubUserById: async (_, a, ctx) => {
      const s = await ctx.session();
      const u = await subs.readUser(ctx, a._id);
      return u ? toUser(u, [s.emisor]) : null;
    },
    readById: async (_, a, ctx) => {
      const u = await subs.readSelf(ctx, a.id);
      return u ? toUser(u, u.emisorRows) : null;
    },
    checkProfile: (_, a, ctx) => plans.checkProfile(ctx, a._id),
    getPaymenntMethod: (_, a, ctx) => plans.getPaymentMethod(ctx, a._id),
  },
  UserMutation: {
    login: (_, a, ctx) => auth.login(ctx, a.credenciales),
    create: (_, a, ctx) => auth.signup(ctx, a.input),
    createUser: async (_, a, ctx) => {
      const s = await ctx.session();
      return toUser(await subs.saveSubUser(ctx, a.input, 'sub'), [s.emisor]);
    },
    createSystemUser: async (_, a, ctx) => {
      const s = await ctx.session();
      return toUser(await subs.saveSubUser(ctx, a.input, 'system'), [s.emisor]);
    },
    recupera: (_, a, ctx) => auth.recupera(ctx, a.reCaptcha, a.email),
    recuperaPassword: (_, a, ctx) => auth.recuperaPassword(ctx, a.reCaptcha, a.password, a.hash),
    changeSubUserPassword: (_, a, ctx) => subs.changeSubUserPassword(ctx, a.input),
    changePassword: (_, a, ctx) => auth.changePassword(ctx, a.input),
    changeProfile: (_, a, ctx) => plans.changeProfile(ctx, a._id, a.profile),
    setDomain: async (_, a, ctx) => {
      const s = await ctx.session();
      return toUser(await plans.setDomain(ctx, a.input), [{ ...s.emisor, domain: a.input.domain }]);
    },
    delete: (_, a, ctx) => subs.deleteUsers(ctx, a.ids),
    setProfile: (_, a, ctx) => plans.setProfile(ctx, a),
    refreshToken: (_, a, ctx) => auth.refreshToken(ctx, a.email),
    logout: (_, __, ctx) => auth.logout(ctx),
  },
};
