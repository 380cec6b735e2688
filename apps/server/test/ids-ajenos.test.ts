// Cross-issuer writes (and reads) by id: every operation of the schema that takes an id, at any
// depth of its input, is called by issuer A with each id of issuer B's rows (customers, roles,
// users, documents, attachments... read from every tenant table). B's rows must come out
// unchanged, byte for byte, A's rows may hold none of B's ids, and no answer to A may carry B's
// data (its texts are marked).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/types.js';
import { withTenant } from '../src/db/tenant.js';
import { tenantTables } from '../src/db/rls.js';
import { buildSchema } from '../src/graphql/schema.js';
import { crear, factura, linea, receptor } from './factura-helpers.js';
import { EMISOR_ARGS, argsValidos, conIdEn, documento, operaciones, rutasDeId } from './operaciones.js';
import { signup, startHarness, type Harness } from './harness.js';

const MARCA = 'SECRETO-B';
let h: Harness;
let a: Awaited<ReturnType<typeof signup>>;
let b: Awaited<ReturnType<typeof signup>>;
let tablas: string[];

/** A digest of every row of B in every tenant table. */
async function huellaDeB(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await withTenant(h.database.db, b.emisor, async (tx) => {
    for (const t of tablas) {
      const [r] = await rowsOf<{ h: string | null }>(tx, sql`select md5(string_agg(x::text, '|' order by x::text)) as h from ${sql.identifier(t)} x where emisor_id = ${b.emisor}::uuid`);
      out[t] = r?.h ?? '';
    }
  });
  return out;
}

/** Every uuid stored in an issuer's rows (ids of customers, roles, users, documents...), except its own emisor id. */
async function idsDe(emisor: string): Promise<string[]> {
  const ids = new Set<string>();
  await withTenant(h.database.db, emisor, async (tx) => {
    const cols = await rowsOf<{ table_name: string; column_name: string }>(tx, sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'uuid' and column_name <> 'emisor_id'
        and table_name in (select table_name from information_schema.columns where table_schema = 'public' and column_name = 'emisor_id')`);
    for (const c of cols) {
      const rows = await rowsOf<{ v: string }>(tx, sql`select distinct ${sql.identifier(c.column_name)}::text as v from ${sql.identifier(c.table_name)} where emisor_id = ${emisor}::uuid and ${sql.identifier(c.column_name)} is not null`);
      for (const r of rows) ids.add(r.v);
    }
  });
  ids.delete(emisor);
  return [...ids];
}

beforeAll(async () => {
  h = await startHarness();
  a = await signup(h);
  b = await signup(h);
  tablas = await tenantTables(h.database.db);
  // B's data, each text marked.
  const cli = await h.gql<{ Receptor: { create: { id: string } } }>(`mutation($i: ReceptorInput!) { Receptor { create(input: $i) { id } } }`, { i: { nombre: `Cliente ${MARCA}` } }, b.token);
  const rol = await h.gql<{ Role: { create: { _id: string } } }>(`mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`, { i: { name: `Rol ${MARCA}`, events: [{ name: 'Facturación', group: [{ path: '/facturacion/facturar', check: true }] }] } }, b.token);
  await h.gql(`mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`, { i: { email: `sub.${b.emisor.slice(-8)}@prueba.cr`, fullname: `Sub ${MARCA}`, password: 'Clave2026!', roles: [{ _id: rol.data!.Role.create._id, check: true }] } }, b.token);
  const doc = await crear(h, b.token, factura({ receptor: receptor({ id: cli.data!.Receptor.create.id, nombre: `Cliente ${MARCA}` }), detalleServicio: { lineaDetalle: [linea({ detalle: `Servicio ${MARCA}` })] } }));
  await crear(h, b.token, factura({ documento: 'proforma', detalleServicio: { lineaDetalle: [linea({ detalle: `Proforma ${MARCA}` })] } }));
  await h.gql(`mutation($f: ID!) { Factura { addAttachment(_idFactura: $f, src: "data:application/pdf;base64,JVBERi0=", name: "${MARCA}.pdf") { _id } } }`, { f: doc.id }, b.token);
  // A cash register of B with an open session and a movement.
  await h.gql(`mutation { Emisor { setModules(cashRegisterModule: true) { cashRegisterModule } } }`, {}, b.token);
  const caja = await h.gql<{ Caja: { create: { _id: string } } }>(`mutation($i: CajaInput!) { Caja { create(input: $i) { _id } } }`, { i: { name: `Caja ${MARCA}` } }, b.token);
  const sesion = await h.gql<{ Sesion: { create: { _id: string } } }>(`mutation($i: SesionInput!) { Sesion { create(input: $i) { _id } } }`, { i: { caja: caja.data!.Caja.create._id, montoInicial: '1000' } }, b.token);
  await h.gql(`mutation($i: MovimientoInput!) { Movimiento { create(input: $i) { _id } } }`, { i: { sesion: sesion.data!.Sesion.create._id, montoIngreso: '5', detalle: `Movimiento ${MARCA}` } }, b.token);
  await stockDeB();
  // A supplier of B and a mail of B's supplier mailbox.
  await h.gql(`mutation($i: ProveedorInput!) { Proveedor { create(input: $i) { _id } } }`, { i: { nombre: `Proveedor ${MARCA}`, identificacion: { tipo: '02', numero: '3101999999' } } }, b.token);
  await withTenant(h.database.db, b.emisor, (tx) => tx.execute(sql`insert into auto_email (emisor_id, id, mensaje_id, doc, provider, xml) values (${b.emisor}::uuid, gen_random_uuid(), 'm1', ${`Doc ${MARCA}`}, ${`ventas@${MARCA}.cr`}, '<x/>')`));
}, 120_000);

/** B's stock ledger: an item, a composite, a type, an entry, a loss and a production order (both keep stock, so A's calls reach the services). */
async function stockDeB() {
  for (const u of [a, b]) await h.gql(`mutation { Emisor { setModules(inventoryModule: true, productionModule: true) { inventoryModule } } }`, {}, u.token);
  const item = async (i: Record<string, unknown>) => (await h.gql<{ Item: { create: { _id: string } } }>(`mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }`, { i: { tipo: '02', codigo: '4526100000100', ...i } }, b.token)).data!.Item.create._id;
  const pieza = await item({ nombre: `Pieza ${MARCA}` });
  const kit = await item({ nombre: `Kit ${MARCA}`, tipo: '03', esCompuesto: true, composicion: [{ _idItem: pieza, porcion: '2' }] });
  const tipo = await h.gql<{ Merma: { create: { _id: string } } }>(`mutation { Merma { create(input: { tipo: "Tipo ${MARCA}", causa: ["Causa ${MARCA}"] }) { _id } } }`, {}, b.token);
  await h.gql(`mutation($i: EntradaInventarioInput!) { Entrada { entrada(input: $i) { _id } } }`, { i: { item: pieza, cantidad: '10', costoUnitario: '5', observacion: `Entrada ${MARCA}` } }, b.token);
  await h.gql(`mutation($i: MermaInput!) { Merma { mermaSalida(input: $i) { _id } } }`, { i: { item: pieza, cantidad: '1', registro: tipo.data!.Merma.create._id, causa: `Causa ${MARCA}` } }, b.token);
  const o = await h.gql(`mutation($i: ProduccionInput!) { Produccion { create(input: $i) { _id } } }`, { i: { order: `Orden ${MARCA}`, item: [{ _id: kit, quantity: '1' }] } }, b.token);
  if (o.errors) throw new Error(JSON.stringify(o.errors));
}
afterAll(async () => h?.close());

describe('cross-issuer ids', () => {
  it('every operation taking an id, given each id of another issuer, changes nothing of it and shows nothing of it', async () => {
    const schema = buildSchema();
    const ops = operaciones(schema).filter((o) => o.kind !== 'subscription');
    const ids = await idsDe(b.emisor);
    expect(ids.length).toBeGreaterThan(5);
    const antes = await huellaDeB();
    const fugas: string[] = [];
    let llamadas = 0;
    let conId = 0;
    let token = a.token;
    const propio = await crear(h, a.token, factura());
    // Realistic inputs where the least valid one is refused before any id is read.
    const reales: Record<string, Record<string, unknown>> = {
      'Mutation.Factura.create': { input: factura() },
      'Mutation.Factura.createNotaCredito': { factura: propio.id, input: { razon: 'Devolución total' } },
    };
    for (const op of ops) {
      const defs = op.field.args.filter((x) => !EMISOR_ARGS.includes(x.name));
      const rutas = defs.flatMap((d) => rutasDeId(d.type).map((r) => [d, r] as const));
      if (!rutas.length) continue;
      conId++;
      for (const [def, ruta] of rutas)
        for (const id of ids) {
          const args = { ...argsValidos(op, a.emisor), ...reales[op.nombre] };
          args[def.name] = conIdEn(def.type, ruta, id, a.emisor, args[def.name]);
          const r = await h.gql(documento(op, args), args, token);
          llamadas++;
          if (JSON.stringify(r.data ?? null).includes(MARCA)) fugas.push(`${op.nombre}(${[def.name, ...ruta].join('.')}) con ${id}: ${JSON.stringify(r.data).slice(0, 300)}`);
          if (r.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED'))
            token = (await h.gql<{ User: { login: { token: string } } }>(`mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`, { c: { email: a.email, password: a.password } })).data?.User.login.token ?? token;
        }
    }
    console.log(`ids ajenos: ${conId} operaciones con ids, cada id de cada una × ${ids.length} ids del otro emisor = ${llamadas} llamadas`);
    expect(fugas).toEqual([]);
    expect(await huellaDeB()).toEqual(antes);
    // and A stored none of them (a document naming B's customer, a role naming B's...)
    const deA = new Set(await idsDe(a.emisor));
    expect(ids.filter((id) => deA.has(id))).toEqual([]);
  }, 300_000);
});
