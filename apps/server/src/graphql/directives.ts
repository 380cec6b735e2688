// @public / @auth(page, owner) on every operation: the schema says who may call what, and this
// transform enforces it before any resolver runs. The permission rule is the domain's
// resolveAccess, the very function the web's route guards use. An `emisor` argument (or
// `_idEmisor`), at any depth of the input, that names another issuer than the token's is refused
// here, once for all.
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLArgument, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { resolveAccess } from '@jit/domain';
import type { Context, Session } from '../context.js';
import { forbidden } from '../errors.js';
import { valoresDeCampos } from './entradas.js';
import { leeSesionEnTransaccion } from './sesion-en-transaccion.js';

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

function checkEmisorArgs(args: Record<string, unknown>, session: Session, defs: readonly GraphQLArgument[]) {
  // Top-level arguments, and the same names inside input objects (RoleInput.emisor...).
  const values = defs.flatMap((d) => [...(EMISOR_ARGS.includes(d.name) ? [args[d.name]] : []), ...valoresDeCampos(args[d.name], d.type, EMISOR_ARGS)]);
  for (const v of values) {
    const id = typeof v === 'object' && v !== null ? (v as { _id?: unknown; id?: unknown })._id ?? (v as { id?: unknown }).id : v;
    if (id != null && id !== '' && id !== session.emisorId)
      throw forbidden('No puedes operar sobre otro emisor.');
  }
}

/**
 * A resolver marked sesionEnTransaccion (sesion-en-transaccion.ts) reads the session inside the
 * transaction of its operation (withSession, or Factura.create's batch): its @auth checks run
 * there when the session is loaded, instead of in a transaction of their own before it (one
 * transaction per call instead of two). After the resolver — also when it failed — the session
 * is made sure of, so a caller without access always gets FORBIDDEN.
 */
export { sesionEnTransaccion } from './sesion-en-transaccion.js';

export function applyAccessDirectives(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const auth = getDirective(schema, field, 'auth')?.[0] as { page?: string; owner?: boolean } | undefined;
      if (!auth) return field;
      const inner = (field.subscribe ?? field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, Context>;
      const enTransaccion = !field.subscribe && leeSesionEnTransaccion(typeName, fieldName);
      const guarded: GraphQLFieldResolver<unknown, Context> = async (src, args: Record<string, unknown>, ctx, info) => {
        const verificar = (session: Session) => {
          checkEmisorArgs(args, session, info.parentType.getFields()[info.fieldName]!.args);
          if (auth.owner && !session.user.isOwner)
            throw forbidden('Solo el dueño de la cuenta puede hacer esto.');
          if (auth.page && !canOpen(session, auth.page))
            throw forbidden('Tu usuario no tiene acceso a esta sección.');
        };
        if (enTransaccion && ctx.alCargarSesion) {
          ctx.alCargarSesion(verificar);
          try {
            const r: unknown = await inner(src, args, ctx, info);
            await ctx.session();
            return r;
          } catch (e) {
            await ctx.session();
            throw e;
          }
        }
        verificar(await ctx.session());
        return inner(src, args, ctx, info);
      };
      return field.subscribe ? { ...field, subscribe: guarded } : { ...field, resolve: guarded };
    },
  });
}
