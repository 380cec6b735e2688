// Group commit (docs/FACTURAS.md «Throughput»): concurrent requests of one series are numbered,
// signed and stored together, still gap-free, and each is checked and answered on its own — a
// refused one (bad input, no access, a document Hacienda's structure refuses, a retry) never
// fails the others of its batch.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricasTexto } from '../src/db/metricas.js';
import { withTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { CREATE, crear, factura, linea, type Creada } from './factura-helpers.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const contador = (nombre: string) =>
  Number(new RegExp(`^${nombre} (\\d+)$`, 'm').exec(metricasTexto())?.[1] ?? 0);

const ROLE = `mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`;
const SUB = `mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`;
const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`;

/** A sub-user of the owner's issuer whose only role opens the users page, not invoicing. */
async function sinAcceso(owner: { token: string; emisor: string }): Promise<string> {
  const role = await h.gql<{ Role: { create: { _id: string } } }>(
    ROLE,
    { i: { name: 'Solo usuarios', events: [{ name: 'Admin', group: [{ path: '/admin/usuarios', check: true }] }] } },
    owner.token,
  );
  const email = `sin.acceso.${owner.emisor.slice(-6)}@prueba.cr`;
  await h.gql(
    SUB,
    { i: { email, fullname: 'Sin Acceso', password: 'Clave2026!', roles: [{ _id: role.data!.Role.create._id, check: true }] } },
    owner.token,
  );
  const login = await h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email, password: 'Clave2026!' } });
  return login.data!.User.login.token;
}

describe('group commit of one series', () => {
  it('issues concurrent requests together, gap-free, each refused or answered on its own', async () => {
    const a = await signup(h, { profile: 'PRO' });
    const ajeno = await sinAcceso(a);
    const lotes0 = contador('jit_emision_lotes_total');
    const docs0 = contador('jit_emision_documentos_total');
    type Caso = { tipo: string; token: string; vars: Record<string, unknown> };
    const casos: Caso[] = Array.from({ length: 40 }, (_, i): Caso => {
      if (i % 10 === 3)
        return { tipo: 'cantidad', token: a.token, vars: { i: factura({ detalleServicio: { lineaDetalle: [linea({ cantidad: '0' })] } }) } };
      if (i % 10 === 5) // passes the domain's checks; Hacienda's structure refuses it when it is written
        return { tipo: 'estructura', token: a.token, vars: { i: factura({ otros: { otroTexto: [{ texto: 'x'.repeat(1001) }] } }) } };
      if (i % 10 === 7) return { tipo: 'acceso', token: ajeno, vars: { i: factura() } };
      if (i === 8 || i === 9) return { tipo: 'llave', token: a.token, vars: { i: factura(), k: 'misma-llave-del-lote' } };
      return { tipo: 'bien', token: a.token, vars: { i: factura({ detalleServicio: { lineaDetalle: [linea({ precioUnitario: String(1000 + i) })] } }) } };
    });
    const res = await Promise.all(
      casos.map((c) => h.gql<{ Factura: { create: Creada } }>(CREATE, c.vars, c.token)),
    );
    const ok: Creada[] = [];
    res.forEach((r, i) => {
      const c = casos[i]!;
      if (c.tipo === 'bien' || c.tipo === 'llave') {
        expect(r.errors, `${i} ${c.tipo}`).toBeUndefined();
        ok.push(r.data!.Factura.create);
      } else if (c.tipo === 'cantidad')
        expect(errorOf(r)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.detalleServicio.lineaDetalle.0.cantidad' });
      else if (c.tipo === 'estructura')
        expect(errorOf(r)).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/estructura de Hacienda/) });
      else expect(errorOf(r)).toMatchObject({ code: 'FORBIDDEN', message: 'Tu usuario no tiene acceso a esta sección.' });
    });
    // The same key twice: one document, answered to both (the second as a retry).
    const llave = ok.filter((_, j) => casos.filter((c) => c.tipo === 'bien' || c.tipo === 'llave')[j]!.tipo === 'llave');
    expect(llave).toHaveLength(2);
    expect(llave[0]!.id).toBe(llave[1]!.id);
    expect(llave.map((x) => x.repetido).sort()).toEqual([false, true]);
    // Numbered 1..n without a gap, whatever failed around them.
    const distintos = [...new Set(ok.map((x) => x.id))];
    expect(distintos).toHaveLength(casos.filter((c) => c.tipo === 'bien').length + 1);
    const numeros = ok.map((x) => Number(x.consecutivo.slice(10))).filter((n, i, l) => l.indexOf(n) === i);
    expect(numeros.sort((x, y) => x - y)).toEqual(numeros.map((_, i) => i + 1));
    const enBase = await withTenant(h.database.db, a.emisor, (tx) =>
      rowsOf<{ n: number; max: number }>(tx, sql`select count(*)::int as n, max(numero)::int as max from factura where documento = '01'`),
    );
    expect(enBase[0]).toEqual({ n: distintos.length, max: distintos.length });
    // And they went in batches: fewer transactions than documents.
    const lotes = contador('jit_emision_lotes_total') - lotes0;
    expect(contador('jit_emision_documentos_total') - docs0).toBe(distintos.length);
    expect(lotes).toBeLessThan(distintos.length);
  });

  it('two credit notes of one invoice in one batch see each other: never more than its total', async () => {
    const a = await signup(h, { profile: 'PRO' });
    const f = await crear(h, a.token, factura());
    const NOTA = `mutation($f: ID!, $i: NotaCreditoInput!) { Factura { createNotaCredito(factura: $f, input: $i) { id consecutivo } } }`;
    const res = await Promise.all(
      [1, 2, 3].map(() => h.gql<{ Factura: { createNotaCredito: { id: string } } }>(NOTA, { f: f.id, i: { razon: 'Devolución total' } }, a.token)),
    );
    const hechas = res.filter((r) => r.data);
    expect(hechas).toHaveLength(1);
    for (const r of res.filter((x) => !x.data)) expect(errorOf(r).code).toMatch(/CONFLICT|BAD_USER_INPUT/);
  });
});
