// @public / @auth(page, owner) on every operation: the schema says who may call what, and this
// transform enforces it before any resolver runs. The permission rule is the domain's
// resolveAccess, the very function the web's route guards use. An `emisor` argument (or
// `_idEmisor`) that names another issuer than the token's is refused here, once for all.
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { resolveAccess } from '@jit/domain';
import type { Context, Session } from '../context.js';
import { forbidden } from '../errors.js';

const EMISOR_ARGS = ['emisor', '_idEmisor', 'emisorId'];

/** Whether the session may open the page: same rule as the web's route guard. */
export function canOpen(session: Session, path: string): boolean {
  const r = resolveAccess({
    user: { profile: session.emisor.profile, subprofile: session.user.subprofile, roles: session.user.roles },
    roles: session.roles,
    modules: session.emisor.modulos,
    path,
  });
  return r.ok;
}

function checkEmisorArgs(args: Record<string, unknown>, session: Session) {
  for (const name of EMISOR_ARGS) {
    const v = args[name];
    const id = typeof v === 'object' && v !== null ? (v as { _id?: unknown; id?: unknown })._id ?? (v as { id?: unknown }).id : v;
    if (id != null && id !== '' && id !== session.emisorId)
      throw forbidden('No puedes operar sobre otro emisor.');
  }
}

export function applyAccessDirectives(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const auth = getDirective(schema, field, 'auth')?.[0] as { page?: string; owner?: boolean } | undefined;
      if (!auth) return field;
      const inner = (field.subscribe ?? field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, Context>;
      const guarded: GraphQLFieldResolver<unknown, Context> = async (src, args: Record<string, unknown>, ctx, info) => {
        const session = await ctx.session();
        checkEmisorArgs(args, session);
        if (auth.owner && !session.user.isOwner)
          throw forbidden('Solo el dueño de la cuenta puede hacer esto.');
        if (auth.page && !canOpen(session, auth.page))
          throw forbidden('Tu usuario no tiene acceso a esta sección.');
        return inner(src, args, ctx, info);
      };
      return field.subscribe ? { ...field, subscribe: guarded } : { ...field, resolve: guarded };
    },
  });
}
