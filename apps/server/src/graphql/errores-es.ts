// Errors of a request as a whole (before any resolver runs) come from graphql-js and
// graphql-armor in English. They reach people through the web's toast and scripts' logs, so they
// are said in Spanish here, with one code per kind:
// - BAD_USER_INPUT: a value that does not fit its declared type (a variable or a literal: an Int
//   that is not one, an unknown enum value, a missing required value, an unknown input field);
// - GRAPHQL_VALIDATION_FAILED: a document that asks for what does not exist, or is over a limit
//   (aliases, depth, tokens, directives, cost);
// - GRAPHQL_PARSE_FAILED: a document that is not GraphQL.
// Suggestions («Did you mean…») name parts of the schema, which production does not publish
// (introspection is off), so they are dropped there and translated elsewhere.
import { GraphQLError } from 'graphql';

type Traduccion = { code: 'BAD_USER_INPUT' | 'GRAPHQL_VALIDATION_FAILED' | 'GRAPHQL_PARSE_FAILED'; message: string; field?: string };

const cita = (s: string) => `«${s.length > 60 ? `${s.slice(0, 57)}…` : s}»`;

/** The inner reason of a coercion error (after «got invalid value …;»), in Spanish. */
function razon(m: string, produccion: boolean): string {
  let r: RegExpExecArray | null;
  if ((r = /^Int cannot represent non 32-bit signed integer value: (.*)$/s.exec(m)))
    return `${cita(r[1]!)} está fuera del rango de un número entero (de −2 147 483 648 a 2 147 483 647).`;
  if ((r = /^Int cannot represent non-integer value: (.*)$/s.exec(m))) return `se esperaba un número entero y llegó ${cita(r[1]!)}.`;
  if ((r = /^Float cannot represent (?:non numeric|non-numeric) value: (.*)$/s.exec(m))) return `se esperaba un número y llegó ${cita(r[1]!)}.`;
  if ((r = /^String cannot represent a non string value: (.*)$/s.exec(m))) return `se esperaba un texto y llegó ${cita(r[1]!)}.`;
  if ((r = /^Boolean cannot represent a non boolean value: (.*)$/s.exec(m))) return `se esperaba true o false y llegó ${cita(r[1]!)}.`;
  if ((r = /^ID cannot represent (?:a non-string and non-integer )?value: (.*)$/s.exec(m))) return `se esperaba un identificador y llegó ${cita(r[1]!)}.`;
  if ((r = /^Value "(.*?)" does not exist in "(\w+)" enum\.(?: Did you mean (.*)\?)?$/s.exec(m))) {
    const sugerencia = !produccion && r[3] ? ` ¿Quiso decir ${r[3].replace(/the enum value /g, '').replace(/"/g, '')}?` : '';
    return `${cita(r[1]!)} no es un valor de ${r[2]}.${sugerencia}`;
  }
  if ((r = /^Enum "(\w+)" cannot represent non-enum value: (.*?)\.(?: Did you mean .*)?$/s.exec(m))) return `${cita(r[2]!)} no es un valor de ${r[1]}.`;
  if ((r = /^Field "(\w+)" is not defined by type "(\w+)"\./.exec(m))) return `el campo «${r[1]}» no existe en ${r[2]}.`;
  if ((r = /^Field "(\w+)" of required type "(.+?)" was not provided\.$/.exec(m))) return `falta el campo obligatorio «${r[1]}» (${r[2]}).`;
  if ((r = /^Expected value of non-null type "(.+?)" not to be null\.$/.exec(m))) return `no puede ser nulo (${r[1]}).`;
  if ((r = /^Expected type "(\w+)" to be an object\.$/.exec(m))) return `se esperaba un objeto ${r[1]}.`;
  // The JIT scalars (Decimal, DateTime, JSON) and the input rules already speak Spanish.
  if (/[áéíóúñ«]/.test(m)) return m.replace(/\.$/, '') + '.';
  return 'el valor no es válido.';
}

const mayuscula = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The Spanish form of a request-level error message, or null when it is not one of them. */
export function traducir(message: string, produccion: boolean): Traduccion | null {
  const m = message.replace(/ \[Suggestion hidden\]$/, '');
  let r: RegExpExecArray | null;
  if ((r = /^Variable "\$(\w+)" got invalid value .*?(?: at "(\w+(?:\.\w+|\[\d+\])*)")?; (.*)$/s.exec(m)))
    return { code: 'BAD_USER_INPUT', message: `El valor de $${r[1]}${r[2] ? ` en ${r[2]}` : ''} no es válido: ${razon(r[3]!, produccion)}`, field: (r[2] ?? r[1]!).replace(/\[(\d+)\]/g, '.$1') };
  if ((r = /^Variable "\$(\w+)" of required type "(.+?)" was not provided\.$/.exec(m)))
    return { code: 'BAD_USER_INPUT', message: `Falta el valor de $${r[1]} (${r[2]}).`, field: r[1]! };
  if ((r = /^Variable "\$(\w+)" of non-null type "(.+?)" must not be null\.$/.exec(m)))
    return { code: 'BAD_USER_INPUT', message: `$${r[1]} no puede ser nulo (${r[2]}).`, field: r[1]! };
  if ((r = /^Expected value of type "(.+?)", found (.*?); (.*)$/s.exec(m)))
    return { code: 'BAD_USER_INPUT', message: `${cita(r[2]!)} no es un valor válido de ${r[1]}: ${razon(r[3]!, produccion)}` };
  if ((r = /^Value "(.*?)" does not exist in "(\w+)" enum\./.exec(m)) || /^(Int|Float|String|Boolean|ID|Enum ".*?") cannot represent/.test(m) || /^Field ".*" (is not defined by type|of required type)/.test(m))
    return { code: 'BAD_USER_INPUT', message: mayuscula(razon(m, produccion)) };
  if ((r = /^Argument "(\w+)" of required type "(.+?)" was not provided\.$/.exec(m)) || (r = /^Field "\w+" argument "(\w+)" of type "(.+?)" is required, but it was not provided\.$/.exec(m)))
    return { code: 'BAD_USER_INPUT', message: `Falta el argumento obligatorio «${r[1]}» (${r[2]}).`, field: r[1]! };
  // graphql-armor's limits (aliases and tokens are counted while parsing, hence «Syntax Error»).
  if ((r = /Aliases limit of (\d+) exceeded, found (\d+)/.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `La consulta usa ${r[2]} alias; el máximo es ${r[1]}.` };
  if ((r = /Token limit of (\d+) exceeded/.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `La consulta es demasiado larga: más de ${r[1]} elementos.` };
  if ((r = /Directives limit of (\d+) exceeded, found (\d+)/.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `La consulta usa ${r[2]} directivas; el máximo es ${r[1]}.` };
  if ((r = /Query depth limit of (\d+) exceeded, found (\d+)/.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `La consulta tiene ${r[2]} niveles; el máximo es ${r[1]}.` };
  if ((r = /Query Cost limit of (\d+) exceeded, found (\d+)/.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `La consulta es demasiado costosa (${r[2]}); el máximo es ${r[1]}.` };
  if ((r = /^Syntax Error: (.*)$/s.exec(m))) return { code: 'GRAPHQL_PARSE_FAILED', message: `La consulta no es GraphQL válido (${r[1]!.replace(/\.$/, '')}).` };
  if ((r = /^Cannot query field "(\w+)" on type "(\w+)"\./.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `El campo «${r[1]}» no existe en ${r[2]}.` };
  if ((r = /^Unknown argument "(\w+)" on field "(.+?)"\./.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `El argumento «${r[1]}» no existe en ${r[2]}.` };
  if ((r = /^Unknown type "(\w+)"\./.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `El tipo «${r[1]}» no existe.` };
  if ((r = /^Variable "\$(\w+)" is never used/.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `La variable $${r[1]} no se usa.` };
  if ((r = /^Variable "\$(\w+)" is not defined/.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `La variable $${r[1]} no está declarada.` };
  if ((r = /^Field "(\w+)" must not have a selection since type "(.+?)" has no subfields\.$/.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `«${r[1]}» (${r[2]}) no tiene campos que elegir.` };
  if ((r = /^Field "(\w+)" of type "(.+?)" must have a selection of subfields/.exec(m))) return { code: 'GRAPHQL_VALIDATION_FAILED', message: `Elija los campos de «${r[1]}» (${r[2]}).` };
  if (/^Must provide (query string|document)/.test(m)) return { code: 'GRAPHQL_PARSE_FAILED', message: 'Falta la consulta GraphQL.' };
  if (/^Must provide operation name/.test(m)) return { code: 'GRAPHQL_VALIDATION_FAILED', message: 'El documento tiene varias operaciones: indique operationName.' };
  if (/^Unknown operation named/.test(m)) return { code: 'GRAPHQL_VALIDATION_FAILED', message: 'No existe una operación con ese operationName.' };
  if (/^Can only perform a mutation operation from a POST request/.test(m)) return { code: 'GRAPHQL_VALIDATION_FAILED', message: 'Una mutación se envía por POST.' };
  if (/^This anonymous operation must be the only defined operation/.test(m)) return { code: 'GRAPHQL_VALIDATION_FAILED', message: 'Una operación sin nombre debe ser la única del documento.' };
  if (/^There can be only one/.test(m)) return { code: 'GRAPHQL_VALIDATION_FAILED', message: 'El documento repite un nombre que debe ser único.' };
  if (/^Unknown (directive|fragment)/.test(m)) return { code: 'GRAPHQL_VALIDATION_FAILED', message: 'El documento usa una directiva o un fragmento que no existe.' };
  if (/^Fields ".*" conflict because/.test(m)) return { code: 'GRAPHQL_VALIDATION_FAILED', message: 'Dos campos con el mismo alias piden cosas distintas.' };
  if (/^GraphQL introspection (has been disabled|is not allowed)/.test(m)) return { code: 'GRAPHQL_VALIDATION_FAILED', message: 'La introspección del esquema no está disponible.' };
  return null;
}

/** The error in Spanish with its code (and the field when known), or the error itself. */
export function enEspanol(e: GraphQLError, produccion: boolean): GraphQLError {
  const t = traducir(e.message, produccion);
  if (!t) return e;
  return new GraphQLError(t.message, {
    nodes: e.nodes,
    positions: e.positions,
    path: e.path,
    extensions: { ...e.extensions, code: t.code, ...(t.field ? { field: t.field } : {}) },
  });
}
