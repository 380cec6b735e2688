// The permission matrix: every operation of the schema, read from the schema at test time, called
// by each demo profile and role. A call is allowed exactly when the domain's page rule
// (resolveAccess, the web's own route guard) opens the page permisos.tsv gives the operation, and
// FORBIDDEN otherwise; anonymous calls are UNAUTHENTICATED unless the operation is public.
// An allowed call carries a value the input rules refuse (a non-UUID id, a NUL), so it proves the
// guard let it through (BAD_USER_INPUT, not FORBIDDEN) without running anything; the few
// operations with nothing to refuse run for real, and User.logout last.
// Reads filtered by document type: readByEmisor of each type follows the type's list page.
import { readFileSync } from 'node:fs';
import { parse, subscribe } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAccess } from '@jit/domain';
import type { Session } from '../src/context.js';
import { buildSchema } from '../src/graphql/schema.js';
import { PAGINA_DE_TIPO } from '../src/modules/factura/reportes/acceso.js';
import { DEMO, seedDemo } from '../src/seed/demo.js';
import { argsHostiles, argsValidos, documento, operaciones, type Operacion } from './operaciones.js';
import { signup, startHarness, type Harness } from './harness.js';

const schema = buildSchema();
const ops = operaciones(schema);
const tabla = new Map(
  readFileSync(new URL('./permisos.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('operacion\t'))
    .map((l) => l.split('\t') as [string, string]),
);

type Sujeto = { nombre: string; token: string | null; sesion: Session | null };
let h: Harness;
const sujetos: Sujeto[] = [];

const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`;
async function sesionDe(token: string): Promise<Session> {
  const ctx = await h.app.context(new Request('http://jit.test/graphql', { headers: { authorization: `Bearer ${token}` } }));
  return ctx.session();
}

beforeAll(async () => {
  h = await startHarness();
  await seedDemo(h.database.db, h.clock.now);
  const login = async (email: string, password: string) =>
    (await h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email, password } })).data!.User.login.token;
  const tokens: [string, string][] = [
    ['demo PRO (dueña, todos los módulos)', await login(DEMO.email, DEMO.password)],
    ['demo Cajero (rol: facturar, listaFactura, listaTiquete, micaja)', await login(DEMO.subEmail, DEMO.subPassword)],
  ];
  for (const profile of ['COMMUNITY', 'FACTURA', 'MICRO', 'PRO']) tokens.push([`dueño ${profile}`, (await signup(h, { profile })).token]);
  for (const [nombre, token] of tokens) sujetos.push({ nombre, token, sesion: await sesionDe(token) });
  sujetos.push({ nombre: 'anónimo', token: null, sesion: null });
}, 120_000);
afterAll(async () => h?.close());

const abre = (s: Session, page: string) =>
  resolveAccess({
    user: { profile: s.emisor.profile, subprofile: s.user.subprofile, roles: s.user.roles },
    roles: s.roles,
    modules: s.emisor.modulos,
    path: page,
  }).ok;

/** What the rule of the table says for this subject: null when allowed, else the error code. */
function esperado(regla: string, s: Sujeto): string | null {
  if (regla === 'public') return null;
  if (!s.sesion) return 'UNAUTHENTICATED';
  const [owner, page] = regla.startsWith('owner') ? [true, regla.slice(6)] : [false, regla === 'session' ? '' : regla];
  if (owner && !s.sesion.user.isOwner) return 'FORBIDDEN';
  return page && !abre(s.sesion, page) ? 'FORBIDDEN' : null;
}

type Respuesta = { errors?: { message: string; extensions?: { code?: string } }[] };
async function llamar(op: Operacion, args: Record<string, unknown>, s: Sujeto): Promise<Respuesta> {
  const query = documento(op, args);
  if (op.kind !== 'subscription') return h.gql(query, args, s.token);
  const headers: Record<string, string> = s.token ? { authorization: `Bearer ${s.token}` } : {};
  const contextValue = await h.app.context(new Request('http://jit.test/graphql', { headers }));
  const r = await subscribe({ schema, document: parse(query), variableValues: args, contextValue });
  if (Symbol.asyncIterator in r) {
    await r.return?.();
    return {};
  }
  return r as Respuesta;
}

// Before the matrix, which logs every subject out.
describe('reads filtered by document type', () => {
  const LIST = `query($d: String) { Factura { readByEmisor(documento: $d, limit: 1) { feed { id } } } }`;
  const tipos = Object.keys(PAGINA_DE_TIPO);
  it('readByEmisor(documento) of each type is allowed exactly when the list page and the type’s page open', async () => {
    const fallos: string[] = [];
    for (const s of sujetos.filter((x) => x.sesion))
      for (const d of tipos) {
        const r = await h.gql(LIST, { d }, s.token);
        const quiere = abre(s.sesion!, '/facturacion/listaFactura') && abre(s.sesion!, PAGINA_DE_TIPO[d]!) ? null : 'FORBIDDEN';
        const code = r.errors?.[0]?.extensions?.code ?? null;
        if (code !== quiere) fallos.push(`${d} como ${s.nombre}: esperaba ${quiere ?? 'datos'}, obtuvo ${JSON.stringify(r.errors?.[0] ?? 'datos')}`);
      }
    console.log(`lecturas por tipo de documento: ${tipos.length} tipos × ${sujetos.length - 1} sujetos`);
    expect(fallos).toEqual([]);
  });
});

describe('permission matrix', () => {
  it('permisos.tsv has one row per operation of the schema, with the rule its directive states', () => {
    const delEsquema = Object.fromEntries(ops.map((o) => [o.nombre, o.regla]));
    expect(delEsquema).toEqual(Object.fromEntries(tabla));
  });

  it('every operation × every subject: allowed exactly when the rule opens it', async () => {
    const fallos: string[] = [];
    let llamadas = 0;
    const check = async (op: Operacion, s: Sujeto) => {
      const emisor = s.sesion?.emisorId ?? '00000000-0000-0000-0000-000000000000';
      const hostiles = argsHostiles(op, emisor);
      const r = await llamar(op, hostiles ?? argsValidos(op, emisor), s);
      llamadas++;
      const code = r.errors?.[0]?.extensions?.code ?? null;
      const quiere = esperado(tabla.get(op.nombre) ?? 'NONE', s);
      const ok = quiere
        ? code === quiere
        : hostiles
          ? code === 'BAD_USER_INPUT'
          : !r.errors?.some((e) => ['FORBIDDEN', 'UNAUTHENTICATED'].includes(e.extensions?.code ?? ''));
      if (!ok) fallos.push(`${op.nombre} como ${s.nombre}: esperaba ${quiere ?? (hostiles ? 'BAD_USER_INPUT' : 'permitido')}, obtuvo ${JSON.stringify(r.errors?.[0] ?? 'datos')}`);
    };
    // Logging out ends the session the later calls need: it goes last.
    const ultimas = ops.filter((o) => o.nombre === 'Mutation.User.logout');
    for (const s of sujetos) for (const op of [...ops.filter((o) => !ultimas.includes(o)), ...ultimas]) await check(op, s);
    console.log(`matriz de permisos: ${ops.length} operaciones × ${sujetos.length} sujetos = ${llamadas} llamadas`);
    expect(fallos).toEqual([]);
  }, 300_000);
});
