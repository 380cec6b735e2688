// What every operation may receive, enforced by the schema before any resolver runs, so no
// service has to remember it (and a new operation gets it for free). Each argument is walked by
// its declared type:
// - text (String, and the strings inside JSON) must be well-formed: no NUL byte (PostgreSQL's
//   text refuses it) and no lone UTF-16 surrogate (it has no UTF-8 form), and not longer than
//   its @limite or MAX_CARACTERES;
// - an ID must be a UUID (ids are uuid v7; catalogue codes are declared String);
// - a list holds at most its @limite or MAX_ELEMENTOS elements;
// - JSON has at most MAX_NIVELES_JSON levels and @limite or MAX_CARACTERES_JSON characters.
// A refusal is BAD_USER_INPUT in Spanish on the argument's path (input.receptor.nombre).
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  GraphQLError,
  Kind,
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

export const MAX_CARACTERES = 10_000;
export const MAX_ELEMENTOS = 1_000;
export const MAX_CARACTERES_JSON = 65_536;
export const MAX_NIVELES_JSON = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A NUL, or a high surrogate not followed by a low one, or a low one not preceded by a high one.
const MAL_FORMADO = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Limite = { caracteres?: number; elementos?: number };
const miles = new Intl.NumberFormat('es-CR');

const bad = (message: string, field: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
/** The name a clerk recognises: the last named segment of the path. */
const etiqueta = (path: string) => `«${path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? path}»`;

const limites = new WeakMap<GraphQLArgument | GraphQLInputField, Limite | null>();
/** The @limite of an argument or input field, read once from its SDL node. */
function limiteDe(def: GraphQLArgument | GraphQLInputField): Limite | null {
  let l = limites.get(def);
  if (l !== undefined) return l;
  const d = def.astNode?.directives?.find((x) => x.name.value === 'limite');
  l = null;
  if (d) {
    l = {};
    for (const a of d.arguments ?? [])
      if (a.value.kind === Kind.INT) l[a.name.value as keyof Limite] = Number(a.value.value);
  }
  limites.set(def, l);
  return l;
}

/** Refuses a malformed or too long text. */
export function revisarTexto(v: string, path: string, max = MAX_CARACTERES): void {
  if (v.length > max) throw bad(`${etiqueta(path)} es demasiado largo: máximo ${miles.format(max)} caracteres.`, path);
  const m = MAL_FORMADO.exec(v);
  if (m)
    throw bad(
      m[0] === '\0'
        ? `${etiqueta(path)} contiene un carácter nulo, que no se admite.`
        : `${etiqueta(path)} contiene un carácter Unicode incompleto (un sustituto sin pareja).`,
      path,
    );
}

/** JSON: levels, total size and every key and string, without recursion (a deep value cannot overflow). */
function revisarJson(v: unknown, path: string, max = MAX_CARACTERES_JSON): void {
  let tamano = 0;
  const pila: [unknown, number][] = [[v, 1]];
  while (pila.length) {
    const [x, nivel] = pila.pop()!;
    if (nivel > MAX_NIVELES_JSON) throw bad(`${etiqueta(path)} tiene demasiados niveles: máximo ${MAX_NIVELES_JSON}.`, path);
    if (typeof x === 'string') {
      tamano += x.length;
      revisarTexto(x, path, max);
    } else if (x !== null && typeof x === 'object') {
      const entradas = Array.isArray(x) ? x.map((y) => ['', y] as const) : Object.entries(x);
      tamano += entradas.length;
      for (const [k, y] of entradas) {
        tamano += k.length;
        revisarTexto(k, path, max);
        pila.push([y, nivel + 1]);
      }
    } else tamano += 8;
    if (tamano > max) throw bad(`${etiqueta(path)} es demasiado grande: máximo ${miles.format(max)} caracteres.`, path);
  }
}

/** Walks a coerced argument value along its declared input type. */
export function revisarValor(v: unknown, type: GraphQLInputType, path: string, limite: Limite | null): void {
  if (v == null) return;
  const t = getNullableType(type);
  if (isListType(t)) {
    const lista = Array.isArray(v) ? v : [v];
    const max = limite?.elementos ?? MAX_ELEMENTOS;
    if (lista.length > max) throw bad(`${etiqueta(path)} admite como máximo ${miles.format(max)} elementos.`, path);
    lista.forEach((x, i) => revisarValor(x, t.ofType, `${path}.${i}`, limite));
  } else if (isInputObjectType(t)) {
    const campos = t.getFields();
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      const f = campos[k];
      if (f) revisarValor(x, f.type, `${path}.${k}`, limiteDe(f));
    }
  } else if (isScalarType(t)) {
    if (t.name === 'String' && typeof v === 'string') revisarTexto(v, path, limite?.caracteres ?? MAX_CARACTERES);
    else if (t.name === 'ID' && (typeof v !== 'string' || !UUID.test(v)))
      throw bad(`El identificador de ${etiqueta(path)} no es válido.`, path);
    else if (t.name === 'JSON') revisarJson(v, path, limite?.caracteres ?? MAX_CARACTERES_JSON);
  }
}

/** Wraps every field with arguments so they are checked before its resolver (or subscribe) runs. */
export function applyInputRules(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const args = field.args ?? {};
      if (Object.keys(args).length === 0) return field;
      const inner = (field.subscribe ?? field.resolve ?? defaultFieldResolver);
      const checked: GraphQLFieldResolver<unknown, unknown> = (src, values: Record<string, unknown>, ctx, info) => {
        const defs = info.parentType.getFields()[info.fieldName]!.args;
        for (const a of defs) revisarValor(values[a.name], a.type, a.name, limiteDe(a));
        return inner(src, values, ctx, info);
      };
      return field.subscribe ? { ...field, subscribe: checked } : { ...field, resolve: checked };
    },
  });
}

/** The values of the input fields named `nombres`, at any depth of a coerced argument (not inside JSON). */
export function valoresDeCampos(v: unknown, type: GraphQLInputType, nombres: readonly string[], out: unknown[] = []): unknown[] {
  if (v == null) return out;
  const t = getNullableType(type);
  if (isListType(t)) for (const x of Array.isArray(v) ? v : [v]) valoresDeCampos(x, t.ofType, nombres, out);
  else if (isInputObjectType(t)) {
    const campos = t.getFields();
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (nombres.includes(k)) out.push(x);
      const f = campos[k];
      if (f) valoresDeCampos(x, f.type, nombres, out);
    }
  }
  return out;
}
