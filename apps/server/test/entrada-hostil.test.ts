// Hostile input, as a careless client or an attacker sends it: every refusal is a Spanish
// BAD_USER_INPUT on the field at fault, never an internal error, and the log gets no stack trace
// (defect 5); the request-level errors of GraphQL itself are Spanish too, with one code per kind,
// and production names no enum value (defect 11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
const logs: string[] = [];
let a: Awaited<ReturnType<typeof signup>>;
beforeAll(async () => {
  h = await startHarness({ NODE_ENV: 'production' }, { logs });
  a = await signup(h);
});
afterAll(async () => h?.close());

const NUL = 'a\u0000b';
const SURROGATE = 'x\ud800y';
const printer = (nombre: string) => [{ nombre, conexion: 'NAVEGADOR' }];
const link = (name: string) => [{ name }];

type Caso = [nombre: string, query: string, vars: Record<string, unknown>, field: string, publico?: boolean];

const noUuid: Caso[] = [
  ['Role.readById', `query($id: ID!) { Role { readById(_id: $id) { _id } } }`, { id: 'x' }, '_id'],
  ['User.readSubUserById', `query($id: ID!) { User { readSubUserById(_id: $id) { _id } } }`, { id: 'x' }, '_id'],
  ['User.delete', `mutation($ids: [ID!]!) { User { delete(ids: $ids) { _id } } }`, { ids: ['x'] }, 'ids.0'],
  ['Role.delete', `mutation($ids: [ID!]!) { Role { delete(ids: $ids) { _id } } }`, { ids: ['1'] }, 'ids.0'],
  ['User.changeSubUserPassword', `mutation($i: SubUserPasswordInput!) { User { changeSubUserPassword(input: $i) } }`, { i: { _id: 'x', password: 'Clave2026!' } }, 'input._id'],
];

const nul: Caso[] = [
  ['Receptor.create', `mutation($i: ReceptorInput!) { Receptor { create(input: $i) { id } } }`, { i: { nombre: NUL } }, 'input.nombre'],
  ['Receptor.readByNombreIdentificacion', `query($n: String!) { Receptor { readByNombreIdentificacion(nid: $n) { id } } }`, { n: NUL }, 'nid'],
  ['Emisor.create', `mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }`, { i: { nombre: NUL } }, 'input.nombre'],
  ['Emisor.setLinks', `mutation($l: [EmisorLinkInput!]!) { Emisor { setLinks(links: $l) { name } } }`, { l: link(NUL) }, 'links.0.name'],
  ['Emisor.setPrinter', `mutation($p: [PrinterInput!]!) { Emisor { setPrinter(printer: $p) { nombre } } }`, { p: printer(NUL) }, 'printer.0.nombre'],
  ['ApiLogin.createKey', `mutation($n: String!) { ApiLogin { createKey(nombre: $n) { usr } } }`, { n: NUL }, 'nombre'],
  ['ApiLogin.revokeKey', `mutation($u: String!) { ApiLogin { revokeKey(usr: $u) } }`, { u: NUL }, 'usr'],
  ['Push.send', `mutation($c: String!) { Push { send(clientid: $c, message: "hola") } }`, { c: NUL }, 'clientid'],
  ['Push.unsubscribe', `mutation($e: String!) { Push { unsubscribe(endpoint: $e) } }`, { e: NUL }, 'endpoint'],
  ['Emisor.readEmisorByDomain (public)', `query($d: String!) { Emisor { readEmisorByDomain(domain: $d) { nombre } } }`, { d: NUL }, 'domain', true],
];

const surrogate: Caso[] = [
  ['Emisor.setLinks', `mutation($l: [EmisorLinkInput!]!) { Emisor { setLinks(links: $l) { name } } }`, { l: link(SURROGATE) }, 'links.0.name'],
  ['Emisor.setPrinter', `mutation($p: [PrinterInput!]!) { Emisor { setPrinter(printer: $p) { nombre } } }`, { p: printer(SURROGATE) }, 'printer.0.nombre'],
];

describe('hostile values are refused as bad input, never as internal errors (defect 5)', () => {
  it.each(noUuid)('a non-UUID id: %s', async (_n, query, vars, field) => {
    expect(errorOf(await h.gql(query, vars, a.token))).toEqual({ code: 'BAD_USER_INPUT', field, message: expect.stringMatching(/^El identificador de «\w+» no es válido\.$/) });
  });

  it.each(nul)('a NUL byte: %s', async (_n, query, vars, field, publico) => {
    expect(errorOf(await h.gql(query, vars, publico ? null : a.token))).toEqual({ code: 'BAD_USER_INPUT', field, message: expect.stringMatching(/contiene un carácter nulo, que no se admite\.$/) });
  });

  it.each(surrogate)('a lone surrogate: %s', async (_n, query, vars, field) => {
    expect(errorOf(await h.gql(query, vars, a.token))).toEqual({ code: 'BAD_USER_INPUT', field, message: expect.stringMatching(/contiene un carácter Unicode incompleto/) });
  });

  it('left no stack trace and no internal error in the log', () => {
    expect(logs.filter((l) => /"stack"|error interno|INTERNAL/.test(l))).toEqual([]);
  });
});

describe('request-level errors speak Spanish with consistent codes (defect 11)', () => {
  it('Int coercion, in a variable and in a literal', async () => {
    const v = errorOf(await h.gql(`query($l: Int) { Role { readAllByEmisor(limit: $l) { feed { _id } } } }`, { l: 'x' }, a.token));
    expect(v).toEqual({ code: 'BAD_USER_INPUT', field: 'l', message: 'El valor de $l no es válido: se esperaba un número entero y llegó «"x"».' });
    const big = errorOf(await h.gql(`query($l: Int) { Role { readAllByEmisor(limit: $l) { feed { _id } } } }`, { l: 99999999999 }, a.token));
    expect(big.message).toMatch(/fuera del rango de un número entero/);
    const lit = errorOf(await h.gql(`query { Role { readAllByEmisor(limit: "x") { feed { _id } } } }`, {}, a.token));
    expect(lit).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Se esperaba un número entero y llegó «"x"».' });
  });

  it('an unknown enum value, without naming the valid ones in production', async () => {
    const lit = errorOf(await h.gql(`mutation { User { changeProfile(_id: "${a.id}", profile: PROX) { profile } } }`, {}, a.token));
    expect(lit).toMatchObject({ code: 'BAD_USER_INPUT', message: '«PROX» no es un valor de Profile.' });
    const v = errorOf(await h.gql(`mutation($p: Profile!) { User { changeProfile(_id: "${a.id}", profile: $p) { profile } } }`, { p: 'PROX' }, a.token));
    expect(v).toEqual({ code: 'BAD_USER_INPUT', field: 'p', message: 'El valor de $p no es válido: «PROX» no es un valor de Profile.' });
    expect(JSON.stringify([lit, v])).not.toMatch(/PRO"|Did you mean|Quiso decir/);
  });

  it('the alias limit, and a document that asks for what does not exist', async () => {
    const aliases = errorOf(await h.gql(`query { ${Array.from({ length: 25 }, (_, i) => `a${i}: health { ok }`).join(' ')} }`));
    expect(aliases).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', message: 'La consulta usa 25 alias; el máximo es 20.' });
    expect(errorOf(await h.gql(`query { health { okk } }`))).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', message: 'El campo «okk» no existe en Health.' });
    expect(errorOf(await h.gql(`query { health { ok }`))).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED', message: expect.stringMatching(/^La consulta no es GraphQL válido/) });
  });

  it('a money value with too many decimals says how many are allowed', async () => {
    const r = errorOf(await h.gql(`mutation($r: Decimal!) { CurrencyExchange { set(rate: $r, auto: false) { __typename } } }`, { r: '510.123456789012' }, a.token));
    expect(r).toEqual({ code: 'BAD_USER_INPUT', field: 'r', message: 'El valor de $r no es válido: «510.123456789012» tiene 12 decimales; se admiten hasta 10.' });
  });
});
