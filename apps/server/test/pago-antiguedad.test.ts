// The aging's summary by due day (migration 0028) is exact: after payments, credit notes, deletions
// of payments and of a document, and a rejection, all at once, the summary (folded or not) is the
// full recount of the open credit documents, key by key, and Pago.readAntiguedad answers what a
// scan of every document answers.
import { LIMITES_TRAMO } from '@jit/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { crear, factura, linea } from './factura-helpers.js';
import { signup, startHarness, type Harness } from './harness.js';

let h: Harness;
let a: Awaited<ReturnType<typeof signup>>;

beforeAll(async () => {
  h = await startHarness();
  a = await signup(h);
}, 120_000);
afterAll(async () => h?.close());

type Clave = { compra: boolean; contraparte: string; nombre: string; codigo_moneda: string; dia: string; plazo: number; documentos: number; saldo: string };
const ORDEN = sql`order by compra, contraparte, nombre, codigo_moneda, dia, plazo`;

/** The summary as readers see it (day rows plus pending movements), keys with documents only. */
const resumen = () =>
  withTenant(h.database.db, a.emisor, (tx) =>
    rowsOf<Clave>(tx, sql`select compra, contraparte::text, nombre, codigo_moneda, dia::text, plazo, documentos, trim_scale(saldo)::text as saldo from cobro_dia_v where documentos <> 0 ${ORDEN}`),
  );

/** Every open credit document counted again from factura, without the summary's functions (Costa Rica is UTC−6 all year). */
const recuento = () =>
  withTenant(h.database.db, a.emisor, (tx) =>
    rowsOf<Clave>(
      tx,
      sql`select documento in ('05', '06', '08') as compra, coalesce(receptor_id::text, '00000000-0000-0000-0000-000000000000') as contraparte,
            coalesce(receptor_nombre, '') as nombre, codigo_moneda, ((fecha_emision at time zone 'UTC') - interval '6 hours')::date::text as dia,
            coalesce(plazo_credito, 0) as plazo, count(*)::int as documentos, trim_scale(sum(saldo))::text as saldo
          from factura where saldo > 0 and estado_documento <> '4' and condicion_venta in ('02', '08', '10')
            and documento in ('01', '02', '04', '09', '99', '101', '102', '103', '05', '06', '08')
          group by 1, 2, 3, 4, 5, 6 ${ORDEN}`,
    ),
  );

/** The aging by scanning every document (what Pago.readAntiguedad answered before the summary). */
const antiguedadPorDocumentos = (hoy: string) => {
  const [l0, l1, l2, l3] = LIMITES_TRAMO;
  return withTenant(h.database.db, a.emisor, (tx) =>
    rowsOf<Record<string, string>>(
      tx,
      sql`select max(receptor_nombre) as nombre, codigo_moneda, count(*)::int as documentos,
            coalesce(sum(saldo) filter (where d <= ${l0}), 0)::text as corriente, coalesce(sum(saldo) filter (where d > ${l0} and d <= ${l1}), 0)::text as d1a30,
            coalesce(sum(saldo) filter (where d > ${l1} and d <= ${l2}), 0)::text as d31a60, coalesce(sum(saldo) filter (where d > ${l2} and d <= ${l3}), 0)::text as d61a90,
            coalesce(sum(saldo) filter (where d > ${l3}), 0)::text as mas90, sum(saldo)::text as total
          from (select receptor_id, receptor_nombre, codigo_moneda, saldo,
                  ((${hoy}::timestamptz at time zone 'UTC') - interval '6 hours')::date - ((fecha_emision at time zone 'UTC') - interval '6 hours')::date - coalesce(plazo_credito, 0) as d
                from factura where saldo > 0 and estado_documento <> '4' and condicion_venta in ('02', '08', '10')
                  and documento in ('01', '02', '04', '09', '99', '101', '102', '103')) x
          group by receptor_id, codigo_moneda order by sum(saldo) desc, max(receptor_nombre)`,
    ),
  );
};

describe('the aging summary by due day', () => {
  it('equals a full recount after concurrent payments, credit notes and deletions, before and after folding', async () => {
    const clientes = await Promise.all(
      ['3101000101', '3101000102', '3101000103'].map(async (numero, i) => {
        const r = await h.gql<{ Receptor: { create: { id: string } } }>(`mutation($i: ReceptorInput!) { Receptor { create(input: $i) { id } } }`, { i: { nombre: `Cliente ${i}`, identificacion: { tipo: '02', numero } } }, a.token);
        return { id: r.data!.Receptor.create.id, nombre: `Cliente ${i}`, identificacion: { tipo: '02', numero } };
      }),
    );
    // Credit documents over four months, three conditions, two currencies and one anonymous buyer.
    const docs: string[] = [];
    for (let k = 0; k < 18; k++) {
      h.clock.now = new Date(Date.UTC(2026, 7, 1 + k * 6, 4 + (k % 3) * 8));
      const c = clientes[k % 3]!;
      const f = await crear(h, a.token, factura({
        receptor: k % 7 === 6 ? { nombre: 'Comprador sin ficha', identificacion: { tipo: '01', numero: '112345678' } } : c,
        condicionVenta: ['02', '08', '10'][k % 3],
        plazoCredito: [15, 30, 60][k % 3],
        ...(k % 5 === 4 ? { codigoMoneda: 'USD', tipoCambio: '510.25' } : {}),
        detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: String(1000 + k * 137) })] },
      }));
      docs.push(f.id);
    }
    await crear(h, a.token, factura({ receptor: clientes[0], condicionVenta: '01' })); // cash: never in it
    h.clock.now = new Date('2026-11-26T15:00:00Z');
    // Months later: the session is new (tokens live 30 minutes of the business clock).
    a.token = (await h.gql<{ User: { login: { token: string } } }>(`mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`, { c: { email: a.email, password: a.password } }, null)).data!.User.login.token;
    const PAGAR = `mutation($i: PagoInput!) { Pago { create(input: $i) { _id } } }`;
    // At once: payments (some beyond the saldo, two on the same invoice), credit notes and deletions.
    const pagos = await Promise.all(docs.slice(0, 12).map((id, k) => h.gql<{ Pago: { create: { _id: string } } }>(PAGAR, { i: { factura: { _id: id }, monto: String(100 + k * 311) } }, a.token)));
    const hechos = await Promise.all([
      ...docs.slice(0, 6).map((id) => h.gql(PAGAR, { i: { factura: { _id: id }, monto: '50' } }, a.token)),
      ...docs.slice(12, 15).map((id) => h.gql(`mutation($f: ID!) { Factura { createNotaCredito(factura: $f, input: { razon: "Anulación" }) { id } } }`, { f: id }, a.token)),
      ...pagos.slice(0, 9).map((p, k) => p.data && h.gql(`mutation($f: ID!, $i: [DeletePagoInput!]!) { Pago { delete(_id: $f, input: $i) { state } } }`, { f: docs[k], i: [{ _id: p.data.Pago.create._id, razonEliminar: 'Prueba de recuento' }] }, a.token)),
    ]);
    // Each kind of change happened (a race may refuse some, as it should).
    expect(pagos.filter((p) => p.data).length).toBeGreaterThan(8);
    expect(JSON.stringify(hechos)).toMatch(/createNotaCredito/);
    expect(JSON.stringify(hechos)).toMatch(/"state":true/);
    // Hacienda rejects one; a document is deleted outright (by SQL: no operation deletes a sale).
    await withTenant(h.database.db, a.emisor, async (tx) => {
      await tx.execute(sql`update factura set estado_documento = '4' where id = ${docs[15]}::uuid`);
      await tx.execute(sql`delete from factura_linea where factura_id = ${docs[16]}::uuid`);
      await tx.execute(sql`delete from factura where id = ${docs[16]}::uuid`);
    });
    const esperado = await recuento();
    expect(esperado.length).toBeGreaterThan(5);
    expect(await resumen()).toEqual(esperado);
    const Q = `{ Pago { readAntiguedad { contraparte { nombre } codigoMoneda documentos corriente d1a30 d31a60 d61a90 mas90 total } } }`;
    const leer = async () => (await h.gql<{ Pago: { readAntiguedad: Record<string, unknown>[] } }>(Q, {}, a.token)).data!.Pago.readAntiguedad.map(({ contraparte, ...r }) => ({ nombre: (contraparte as { nombre: string }).nombre, ...r }));
    const porDocumentos = await antiguedadPorDocumentos(h.clock.now.toISOString());
    const norm = (rs: Record<string, unknown>[]) => rs.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d/.test(v) ? Number(v) : v]))).sort((x, y) => String(x.nombre).localeCompare(String(y.nombre)) || String(x.codigoMoneda ?? x.codigo_moneda).localeCompare(String(y.codigoMoneda ?? y.codigo_moneda)));
    const antes = await leer();
    expect(norm(antes)).toEqual(norm(porDocumentos.map(({ codigo_moneda, ...r }) => ({ ...r, codigoMoneda: codigo_moneda }))));
    // Folded: nothing pending, the same figures.
    await h.app.services.plegador.plegar(a.emisor);
    const pendientes = await withTenant(h.database.db, a.emisor, (tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from cobro_mov`));
    expect(pendientes[0]!.n).toBe(0);
    expect(await resumen()).toEqual(esperado);
    expect(await leer()).toEqual(antes);
  });
});
