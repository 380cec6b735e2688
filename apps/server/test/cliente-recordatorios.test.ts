// WhatsApp reminders from a daily run (ruling B-15, DECISIONS #232): every morning at 9:00 Costa
// Rica time the issuer's run queues one reminder per open credit document, phone and day for the
// customers who opted in, with the same keys as the button (so the two never send twice), and
// queues the next morning's; a server stopped over several mornings sends one day's reminders when
// it is back, and a run replayed after a crash sends nothing again. Issuers whose customers opted in
// before the run existed get it from migration 0028. PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, withoutTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { serverPath } from '../src/paths.js';
import { mensajesWhatsapp } from '../src/sandbox/whatsapp.js';
import { comoCuenta, ok } from './cliente-helpers.js';
import { crear as crearFactura, drenar, factura } from './factura-helpers.js';
import { signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const CREATE = `mutation($i: ClienteInput!) { Cliente { create(input: $i) { _id } } }`;
const correr = () => drenar(h, 1, 0);
const diarios = (emisor: string) =>
  withoutTenant(h.database.db, (tx) =>
    rowsOf<{ key: string; status: string; run_at: Date | string }>(tx, sql`select key, status, run_at from outbox where kind = 'cliente.whatsapp.diario' and emisor_ref = ${emisor}::uuid order by key`),
  );

describe('daily WhatsApp reminders', () => {
  it('go out every morning to the customers who opted in, once per document, phone and day', async () => {
    h.clock.now = new Date('2026-11-22T12:00:00Z'); // 6:00 in Costa Rica
    const a = await signup(h);
    const q = comoCuenta(h, a);
    const crear = async (nombre: string, numero: string, extra: Record<string, unknown>) => {
      const id = (await ok(q<{ Cliente: { create: { _id: string } } }>(CREATE, { i: { nombre, identificacion: { tipo: '02', numero }, ...extra } }))).Cliente.create._id;
      return { id, nombre, identificacion: { tipo: '02', numero } };
    };
    const avisado = await crear('Cliente Matutino S.A.', '3101000041', { waNotifica: true, waTelefonos: ['8888-3333'] });
    const callado = await crear('Cliente Silencioso S.A.', '3101000042', { waTelefonos: ['8888-4444'] });
    const debe = await crearFactura(h, a.token, factura({ receptor: avisado, condicionVenta: '02', plazoCredito: 30 }));
    await crearFactura(h, a.token, factura({ receptor: callado, condicionVenta: '02', plazoCredito: 30 }));
    const a3333 = () => mensajesWhatsapp.filter((m) => m.to === '50688883333');
    const antes = a3333().length;

    // opting in queued this morning's run at 9:00; before then nothing goes out
    expect((await diarios(a.emisor)).map((d) => [d.key.split(':').at(-1), d.status, new Date(d.run_at).toISOString()])).toEqual([['2026-11-22', 'pending', '2026-11-22T15:00:00.000Z']]);
    await correr();
    expect(a3333()).toHaveLength(antes);

    // 9:00: the reminder of the open credit document, and tomorrow's run queued
    h.clock.now = new Date('2026-11-22T15:00:30Z');
    await correr();
    expect(a3333().slice(antes)).toEqual([expect.objectContaining({ body: expect.stringContaining(debe.consecutivo) })]);
    expect(mensajesWhatsapp.filter((m) => m.to === '50688884444')).toHaveLength(0);
    // the button the same day sends nothing twice
    await ok(q(`mutation { Cliente { sendRecordatorios } }`));
    await correr();
    expect(a3333().slice(antes)).toHaveLength(1);

    // stopped for three mornings: one day's reminders when it is back, and the next morning queued
    h.clock.now = new Date('2026-11-26T20:00:00Z');
    await correr();
    expect(a3333().slice(antes)).toHaveLength(2);
    let filas = await diarios(a.emisor);
    expect(filas.map((d) => [d.key.split(':').at(-1), d.status])).toEqual([
      ['2026-11-22', 'done'],
      ['2026-11-23', 'done'],
      ['2026-11-27', 'pending'],
    ]);

    // a crash that runs the finished daily runs again queues nothing more
    await withoutTenant(h.database.db, (tx) => tx.execute(sql`update outbox set status = 'pending', locked_until = null where kind = 'cliente.whatsapp.diario' and status = 'done' and emisor_ref = ${a.emisor}::uuid`));
    await correr();
    expect(a3333().slice(antes)).toHaveLength(2);

    // the customer opts out: the next morning sends nothing and the chain ends
    await ok(q(CREATE, { i: { _id: avisado.id, nombre: avisado.nombre, identificacion: avisado.identificacion, waNotifica: false, waTelefonos: ['8888-3333'] } }));
    h.clock.now = new Date('2026-11-27T15:00:30Z');
    await correr();
    expect(a3333().slice(antes)).toHaveLength(2);
    filas = await diarios(a.emisor);
    expect(filas.filter((d) => d.status === 'pending')).toEqual([]);
  }, 300_000);

  it('migration 0028 starts the run of issuers whose customers opted in before it existed', async () => {
    const a = await signup(h);
    const b = await signup(h);
    // customers saved before the run existed: opted in, but no run queued
    for (const [e, wa] of [
      [a.emisor, true],
      [b.emisor, false],
    ] as const)
      await withTenant(h.database.db, e, (tx) =>
        tx.execute(sql`insert into receptor (emisor_id, id, nombre, wa_notifica, wa_telefonos) values (${e}::uuid, gen_random_uuid(), 'Cliente Antiguo', ${wa}, '["88885555"]'::jsonb)`),
      );
    expect(await diarios(a.emisor)).toEqual([]);
    const antes = Date.now();
    await h.database.db.execute(sql.raw(readFileSync(serverPath('drizzle/0028_cliente_recordatorios.sql'), 'utf8')));
    const [fila] = await diarios(a.emisor);
    expect(await diarios(b.emisor)).toEqual([]);
    // due at the next 9:00 in Costa Rica after the migration ran, keyed by that day
    const runAt = new Date(fila!.run_at);
    expect(runAt.getTime()).toBeGreaterThan(antes - 60_000);
    expect(runAt.getTime() - antes).toBeLessThanOrEqual(86_400_000);
    expect(runAt.getUTCHours()).toBe(15);
    expect(fila).toMatchObject({ key: `cliente.whatsapp.diario:${a.emisor}:${runAt.toISOString().slice(0, 10)}`, status: 'pending' });
    // run twice, it queues nothing more
    await h.database.db.execute(sql.raw(readFileSync(serverPath('drizzle/0028_cliente_recordatorios.sql'), 'utf8')));
    expect(await diarios(a.emisor)).toHaveLength(1);
  });
});
