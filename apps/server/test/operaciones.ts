// Every operation of the schema, read from the schema itself (so a new operation is covered the
// day it is written), and the argument values the permission matrix and the fuzzer send: a valid
// minimum that passes GraphQL's validation, or a hostile one that the input rules refuse.
import { randomUUID } from 'node:crypto';
import { getDirective } from '@graphql-tools/utils';
import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

export type Operacion = {
  /** Query.Role.readById */
  nombre: string;
  kind: 'query' | 'mutation' | 'subscription';
  path: string[];
  field: GraphQLField<unknown, unknown>;
  /** public, session, owner, a page, or «owner <page>»; NONE when the schema says nothing. */
  regla: string;
};

// A namespace (Query.Role: RoleQuery) carries no directive; its fields are the operations.
const esNamespace = (schema: GraphQLSchema, f: GraphQLField<unknown, unknown>) => {
  const t = getNamedType(f.type);
  return isObjectType(t) && /(Query|Mutation)$/.test(t.name) && !getDirective(schema, f, 'auth') && !getDirective(schema, f, 'public');
};

function reglaDe(schema: GraphQLSchema, f: GraphQLField<unknown, unknown>): string {
  if (getDirective(schema, f, 'public')) return 'public';
  const auth = getDirective(schema, f, 'auth')?.[0] as { page?: string; owner?: boolean } | undefined;
  if (!auth) return 'NONE';
  return [auth.owner ? 'owner' : '', auth.page ?? ''].filter(Boolean).join(' ') || 'session';
}

export function operaciones(schema: GraphQLSchema): Operacion[] {
  const out: Operacion[] = [];
  const walk = (type: GraphQLObjectType, path: string[], kind: Operacion['kind'], raiz: string) => {
    for (const f of Object.values(type.getFields())) {
      if (esNamespace(schema, f)) walk(getNamedType(f.type) as GraphQLObjectType, [...path, f.name], kind, raiz);
      else out.push({ nombre: [raiz, ...path, f.name].join('.'), kind, path: [...path, f.name], field: f, regla: reglaDe(schema, f) });
    }
  };
  for (const [t, k] of [[schema.getQueryType(), 'query'], [schema.getMutationType(), 'mutation'], [schema.getSubscriptionType(), 'subscription']] as const)
    if (t) walk(t, [], k, t.name);
  return out;
}

export const EMISOR_ARGS = ['emisor', '_idEmisor', 'emisorId'];
const muestra: Record<string, () => unknown> = {
  ID: () => randomUUID(),
  String: () => 'x',
  Int: () => 1,
  Float: () => 1,
  Boolean: () => false,
  Decimal: () => '1',
  DateTime: () => '2026-11-22T15:00:00.000Z',
  JSON: () => ({}),
};

/** The least value GraphQL accepts for the type (required fields only); emisor ids are the caller's. */
export function valido(type: GraphQLInputType, emisor: string, nombre = ''): unknown {
  const t = getNullableType(type);
  if (isListType(t)) return [valido(t.ofType, emisor, nombre)];
  if (isEnumType(t)) return t.getValues()[0]!.name;
  if (isScalarType(t)) return EMISOR_ARGS.includes(nombre) && t.name === 'ID' ? emisor : (muestra[t.name] ?? muestra.String!)();
  if (isInputObjectType(t)) {
    const o: Record<string, unknown> = {};
    for (const f of Object.values(t.getFields()))
      if (isNonNullType(f.type) && f.defaultValue === undefined) o[f.name] = valido(f.type, emisor, f.name);
      // an optional emisor is the caller's: an id, or a reference { _id } (the catalogue's inputs)
      else if (EMISOR_ARGS.includes(f.name)) o[f.name] = isInputObjectType(getNullableType(f.type)) ? { _id: emisor } : emisor;
    return o;
  }
  return null;
}

/** A value the input rules refuse (a non-UUID id, a NUL, a list past its limit), or undefined when the type has none. */
export function hostil(type: GraphQLInputType, emisor: string, visto = new Set<string>()): unknown {
  const t = getNullableType(type);
  if (isListType(t)) {
    const x = hostil(t.ofType, emisor, visto);
    return x !== undefined ? [x] : Array.from({ length: 10_001 }, () => valido(t.ofType, emisor));
  }
  if (isScalarType(t)) return t.name === 'ID' ? 'x' : t.name === 'String' ? 'a\u0000b' : t.name === 'JSON' ? { a: '\u0000' } : undefined;
  if (isInputObjectType(t) && !visto.has(t.name)) {
    visto.add(t.name);
    for (const f of Object.values(t.getFields())) {
      if (EMISOR_ARGS.includes(f.name)) continue;
      const x = hostil(f.type, emisor, visto);
      if (x !== undefined) return { ...(valido(t, emisor) as object), [f.name]: x };
    }
  }
  return undefined;
}

/** The document calling the operation with these arguments (only those given are declared). */
export function documento(op: Operacion, args: Record<string, unknown>): string {
  const defs = op.field.args.filter((a: GraphQLArgument) => args[a.name] !== undefined);
  const vars = defs.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = defs.length ? `(${defs.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const ret = getNamedType(op.field.type);
  const sel = isObjectType(ret) || isAbstractType(ret) ? ' { __typename }' : '';
  let body = `${op.path.at(-1)}${call}${sel}`;
  for (const p of op.path.slice(0, -1).reverse()) body = `${p} { ${body} }`;
  return `${op.kind}${vars ? `(${vars})` : ''} { ${body} }`;
}

/** The required arguments with their least values. */
export function argsValidos(op: Operacion, emisor: string): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const a of op.field.args)
    if (isNonNullType(a.type) && a.defaultValue === undefined) o[a.name] = valido(a.type, emisor, a.name);
    else if (EMISOR_ARGS.includes(a.name)) o[a.name] = emisor;
  return o;
}

/** The required arguments, and the first argument that can carry a refused value carrying one; null when none can. */
export function argsHostiles(op: Operacion, emisor: string): Record<string, unknown> | null {
  for (const a of op.field.args) {
    if (EMISOR_ARGS.includes(a.name)) continue;
    const x = hostil(a.type, emisor);
    if (x !== undefined) return { ...argsValidos(op, emisor), [a.name]: x };
  }
  return null;
}

/** The paths (field names, lists crossed transparently) of every id an argument can carry, optional ones too. */
export function rutasDeId(type: GraphQLInputType, visto: readonly string[] = []): string[][] {
  const t = getNullableType(type);
  if (isListType(t)) return rutasDeId(t.ofType, visto);
  if (isScalarType(t)) return t.name === 'ID' ? [[]] : [];
  if (!isInputObjectType(t) || visto.includes(t.name)) return [];
  return Object.values(t.getFields()).flatMap((f) =>
    EMISOR_ARGS.includes(f.name) ? [] : rutasDeId(f.type, [...visto, t.name]).map((r) => [f.name, ...r]),
  );
}

/** `base` (or the least valid value) with the id at `ruta` set to `id`. */
export function conIdEn(type: GraphQLInputType, ruta: readonly string[], id: string, emisor: string, base?: unknown): unknown {
  const t = getNullableType(type);
  if (isListType(t)) {
    const lista = Array.isArray(base) && base.length ? base : [undefined];
    return lista.map((x) => conIdEn(t.ofType, ruta, id, emisor, x));
  }
  if (ruta.length === 0) return id;
  if (!isInputObjectType(t)) return base;
  const o = { ...((base as Record<string, unknown> | undefined) ?? (valido(t, emisor) as Record<string, unknown>)) };
  const f = t.getFields()[ruta[0]!]!;
  o[f.name] = conIdEn(f.type, ruta.slice(1), id, emisor, o[f.name]);
  return o;
}
