import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DECIMAL = /^-?\d{1,20}(\.\d{1,10})?$/;

const bad = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Exact decimal as a string on the wire: money is never a float. */
export const Decimal = new GraphQLScalarType({
  name: 'Decimal',
  serialize(value) {
    if (typeof value === 'string') return value;
    if (value && typeof (value as { toFixed?: unknown }).toFixed === 'function') return (value as { toFixed(): string }).toFixed();
    if (typeof value === 'number' && Number.isInteger(value)) return String(value);
    throw new TypeError(`Decimal no serializable: ${String(value)}`);
  },
  parseValue(value) {
    const s = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
    if (typeof s !== 'string' || !DECIMAL.test(s.trim())) throw bad(`«${String(value)}» no es un número válido.`);
    return s.trim();
  },
  parseLiteral(ast) {
    if ((ast.kind === Kind.STRING || ast.kind === Kind.INT) && DECIMAL.test(ast.value)) return ast.value;
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
