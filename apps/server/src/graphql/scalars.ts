import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DECIMAL = /^-?\d{1,20}(\.\d{1,10})?$/;
const NUMERO = /^-?(\d+)(?:\.(\d+))?$/;
const MAX_ENTEROS = 20;
const MAX_DECIMALES = 10;

const bad = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
const cita = (s: string) => `«${s.length > 40 ? `${s.slice(0, 37)}…` : s}»`;

/** The value as the exact decimal string, or a refusal that says what is wrong with it. */
function decimal(value: unknown): string {
  const s = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (s !== null && DECIMAL.test(s)) return s;
  const m = s !== null ? NUMERO.exec(s) : null;
  if (m && (m[2]?.length ?? 0) > MAX_DECIMALES)
    throw bad(`${cita(s!)} tiene ${m[2]!.length} decimales; se admiten hasta ${MAX_DECIMALES}.`);
  if (m && m[1]!.length > MAX_ENTEROS) throw bad(`${cita(s!)} tiene demasiadas cifras: hasta ${MAX_ENTEROS} antes del punto decimal.`);
  if (typeof value === 'number') throw bad(`${cita(String(value))} debe enviarse como texto exacto, p. ej. "1250.50" (nunca un número con decimales).`);
  throw bad(`${cita(String(value))} no es un número válido.`);
}

/** Exact decimal as a string on the wire: money is never a float. */
export const Decimal = new GraphQLScalarType({
  name: 'Decimal',
  serialize(value) {
    if (typeof value === 'string') return value;
    if (value && typeof (value as { toFixed?: unknown }).toFixed === 'function') return (value as { toFixed(): string }).toFixed();
    if (typeof value === 'number' && Number.isInteger(value)) return String(value);
    throw new TypeError(`Decimal no serializable: ${String(value)}`);
  },
  parseValue: decimal,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT) return decimal(ast.value);
    throw bad('Se esperaba un número decimal como texto, p. ej. "1250.50".');
  },
});

const isoOk = (s: string) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s));

/** ISO-8601 date-time; answers are in UTC. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return new Date(value).toISOString();
    throw new TypeError('DateTime no serializable');
  },
  parseValue(value) {
    if (typeof value !== 'string' || !isoOk(value)) throw bad(`«${String(value)}» no es una fecha válida (ISO-8601).`);
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING && isoOk(ast.value)) return ast.value;
    throw bad('Se esperaba una fecha ISO-8601, p. ej. "2026-11-22T10:00:00-06:00".');
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: () => {
    throw bad('JSON solo se acepta como variable.');
  },
});
