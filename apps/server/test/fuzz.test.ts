// The schema-driven fuzzer: every argument of every operation (read from the schema at test time)
// gets hostile values from fast-check's arbitraries, with the other arguments at their least
// valid value: ids that are not UUIDs, NUL and lone surrogates, 100 000-character strings,
// negative, huge and over-precise numbers, unknown enum values, deep and huge JSON, long lists.
// No answer may be INTERNAL_SERVER_ERROR, the server answers a plain query afterwards, and the log
// has no stack trace. The seed is fixed (FUZZ_SEED changes it) so a failure replays.
import fc from 'fast-check';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/schema.js';
import { argsValidos, documento, operaciones, valido } from './operaciones.js';
import { signup, startHarness, type Harness } from './harness.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = 4;

const largo = (n: number) => fc.constant('x'.repeat(n));
const texto = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', 'x\ud800y', '\udc00', '\ud83d', '', ' ', '\u202e\u200b', "'; drop table factura; --", '<script>alert(1)</script>', '=HYPERLINK("x")'),
  largo(100_000),
  largo(10_001),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const noUuid = fc.oneof(
  fc.constantFrom('x', '', '1', '00000000-0000-0000-0000-00000000000g', '0190e7a1-0000-7000-8000-000000000000\u0000', '../../etc/passwd'),
  largo(100_000),
  fc.string({ maxLength: 40 }),
);
const numero = fc.constantFrom('-10', '-0', '1e308', '-1e308', '0.000000000001', '123456789012345678901234567890.123456789', 'NaN', 'Infinity', '1,5', ' 1', '');
const entero = fc.oneof(fc.constantFrom(-1, -2147483648, 2147483647, 2147483648, 1.5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER), fc.integer());
const real = fc.oneof(fc.constantFrom(-1, 1e308, -1e308, 5e-324, 0.1 + 0.2, 1e21), fc.double({ noNaN: true, noDefaultInfinity: true }));
const fecha = fc.constantFrom('2026-13-45', '', 'x', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-02-30', 'NaN', '1e20');
const profundo = (n: number) => {
  let v: unknown = 'fondo';
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
};
const json = fc.oneof(
  fc.constant(profundo(2_000)),
  fc.constant(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]))),
  fc.constant({ nul: 'a\u0000', '\ud800': 1 }),
  fc.constant('x'.repeat(100_000)),
  fc.jsonValue({ maxDepth: 3 }),
);

const escalar: Record<string, fc.Arbitrary<unknown>> = { ID: noUuid, String: texto, Int: entero, Float: real, Boolean: fc.oneof(fc.boolean(), fc.constant('true')), Decimal: numero, DateTime: fecha, JSON: json };

/** Hostile values of a type; inside an input object every field is hostile or valid, at random. */
function arb(type: GraphQLInputType, emisor: string, nivel = 0): fc.Arbitrary<unknown> {
  const t = getNullableType(type);
  const nulo = isNonNullType(type) ? [fc.constant(null)] : [];
  if (isListType(t))
    return fc.oneof(fc.constant([]), fc.array(arb(t.ofType, emisor, nivel + 1), { minLength: 1, maxLength: 3 }), fc.constant(Array.from({ length: 2_000 }, () => valido(t.ofType, emisor))), ...nulo);
  if (isEnumType(t)) return fc.oneof(fc.constantFrom(...t.getValues().map((v) => v.name)), fc.constantFrom('NO_EXISTE', '', 'pro'), ...nulo);
  if (isScalarType(t)) return fc.oneof(escalar[t.name] ?? texto, ...nulo);
  if (isInputObjectType(t) && nivel < 4) {
    const campos = Object.values(t.getFields());
    return fc.record(
      Object.fromEntries(campos.map((f) => [f.name, fc.oneof(arb(f.type, emisor, nivel + 1), fc.constant(valido(f.type, emisor, f.name)))])),
      { requiredKeys: campos.filter((f) => isNonNullType(f.type)).map((f) => f.name) },
    );
  }
  return fc.constant(valido(type, emisor));
}

const schema = buildSchema();
const ops = operaciones(schema).filter((o) => o.kind !== 'subscription' && o.field.args.length > 0);
let h: Harness;
const logs: string[] = [];
let owner: Awaited<ReturnType<typeof signup>>;
let token: string;
const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`;

beforeAll(async () => {
  h = await startHarness({}, { logs });
  owner = await signup(h, { profile: 'PRO' });
  token = owner.token;
});
afterAll(async () => h?.close());

describe('schema-driven fuzzer', () => {
  it('no hostile value of any argument of any operation is an internal error', async () => {
    const internos: string[] = [];
    let llamadas = 0;
    let argumentos = 0;
    for (const op of ops)
      for (const a of op.field.args) {
        argumentos++;
        await fc.assert(
          fc.asyncProperty(arb(a.type, owner.emisor), async (v) => {
            const args = { ...argsValidos(op, owner.emisor), [a.name]: v };
            const r = await h.gql(documento(op, args), args, token);
            llamadas++;
            const e = r.errors?.find((x) => !x.extensions?.code || x.extensions.code === 'INTERNAL_SERVER_ERROR');
            if (e) internos.push(`${op.nombre}(${a.name}): ${JSON.stringify(v).slice(0, 200)} → ${e.message}`);
            // An operation that ended the session (a changed password, a new plan): sign in again.
            if (r.errors?.some((x) => x.extensions?.code === 'UNAUTHENTICATED'))
              token = (await h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email: owner.email, password: owner.password } })).data?.User.login.token ?? token;
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
    console.log(`fuzzer: ${ops.length} operaciones, ${argumentos} argumentos, ${llamadas} llamadas (semilla ${SEED})`);
    expect(internos).toEqual([]);
  }, 600_000);

  it('the server stays healthy and the log has no stack trace', async () => {
    const r = await h.gql<{ health: unknown }>(`{ health { ok } }`);
    expect(r.errors).toBeUndefined();
    expect(logs.filter((l) => /"stack"|error interno/i.test(l))).toEqual([]);
  });
});
