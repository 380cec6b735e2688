// The daily cycle pass (ruling B-2): saving the cycle settings queues the issuer's pass for the
// next Costa Rica midnight; it moves customers by their purchases, leaves a cycle set by hand,
// logs each move, and queues the next midnight. A server stopped over several midnights runs the
// pass once when it is back, never once per missed day. PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, withoutTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { crear as crearFactura, factura } from './factura-helpers.js';
import { signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const CREATE = `mutation($i: ClienteInput!) { Cliente { create(input: $i) { _id nombre } } }`;

async function trabajos(emisorId: string) {
  const filas = await withoutTenant(h.database.db, (tx) =>
    rowsOf<{ key: string; status: string; run_at: string | Date }>(tx, sql`select key, status, run_at from outbox where kind = 'cliente.ciclos' and key like ${`%${emisorId}%`} order by key`),
  );
  return filas.map((f) => ({ ...f, run_at: new Date(f.run_at).toISOString() }));
}

describe('daily cycle pass', () => {
  it('moves customers by their purchases once per due midnight, and once only after a long stop', async () => {
    h.clock.now = new Date('2026-11-22T14:00:00Z');
    const a = await signup(h);
    const cliente = async (nombre: string, numero: string) => {
      const r = await h.gql<{ Cliente: { create: { _id: string } } }>(CREATE, { i: { nombre, identificacion: { tipo: '02', numero } } }, a.token);
      return { id: r.data!.Cliente.create._id, nombre, identificacion: { tipo: '02', numero } };
    };
    const viejo = await cliente('Cliente Viejo', '3101000001');
    const fiel = await cliente('Cliente Fiel', '3101000002');
    const nuevo = await cliente('Cliente Nuevo', '3101000003');
    const aMano = await cliente('Cliente a Mano', '3101000004');
    const vieja = await crearFactura(h, a.token, factura({ receptor: viejo }));
    // that purchase was in January (documents cannot be issued in the past: the row is moved back)
    await withTenant(h.database.db, a.emisor, (tx) => tx.execute(sql`update factura set fecha_emision = '2026-01-10T15:00:00Z' where id = ${vieja.id}::uuid`));
    for (let i = 0; i < 3; i++) await crearFactura(h, a.token, factura({ receptor: fiel }));
    await crearFactura(h, a.token, factura({ receptor: aMano }));
    h.clock.now = new Date('2026-11-22T14:05:00Z');
    await h.gql(`mutation($id: ID!) { Cliente { setCiclo(_id: $id, ciclo: "Retencion", detalle: "Pidió pausa") { ciclo } } }`, { id: aMano.id }, a.token);

    h.clock.now = new Date('2026-11-22T14:10:00Z');
    const cron = await h.gql(
      `mutation($i: ClienteCronInput!) { Cliente { createCron(input: $i) { emisor } } }`,
      { i: { ciclos: [{ nombre: 'Fidelizacion', valor: 3, meses: 6 }, { nombre: 'Retencion', valor: 60 }, { nombre: 'Recuperacion', valor: 120 }, { nombre: 'Finalizado', valor: 365 }] } },
      a.token,
    );
    expect(cron.errors).toBeUndefined();
    // queued for the next Costa Rica midnight, not before
    expect(await trabajos(a.emisor)).toEqual([{ key: `cliente.ciclos:${a.emisor}:2026-11-23`, status: 'pending', run_at: '2026-11-23T06:00:00.000Z' }]);
    // read from the database: the session's token does not outlive the clock's jumps
    const ciclo = async (id: string) =>
      (await withTenant(h.database.db, a.emisor, (tx) => rowsOf<{ ciclo: string; ultimo: { ciclo: string; detalle?: string; usuarioId?: string } }>(tx, sql`select ciclo, ciclo_historico -> -1 as ultimo from receptor where id = ${id}::uuid`)))[0]!;
    while ((await h.app.services.outbox.runOnce()) > 0);
    expect((await ciclo(viejo.id)).ciclo).toBe('Oportunidad');

    h.clock.now = new Date('2026-11-23T06:00:01Z');
    while ((await h.app.services.outbox.runOnce()) > 0);
    expect((await ciclo(viejo.id)).ciclo).toBe('Recuperacion');
    expect((await ciclo(fiel.id)).ciclo).toBe('Fidelizacion');
    expect((await ciclo(nuevo.id)).ciclo).toBe('Oportunidad');
    expect((await ciclo(aMano.id)).ciclo).toBe('Retencion');
    expect((await ciclo(viejo.id)).ultimo).toMatchObject({ ciclo: 'Recuperacion', detalle: 'Ciclo automático' });
    expect((await ciclo(viejo.id)).ultimo.usuarioId).toBeUndefined();
    // the cycle set by hand keeps its author
    expect((await ciclo(aMano.id)).ultimo).toMatchObject({ ciclo: 'Retencion', detalle: 'Pidió pausa', usuarioId: a.id });
    expect((await trabajos(a.emisor)).map((t) => [t.key.slice(-10), t.status])).toEqual([
      ['2026-11-23', 'done'],
      ['2026-11-24', 'pending'],
    ]);

    // stopped from 24 November to 25 January: one pass when back, then the next midnight after now
    h.clock.now = new Date('2027-01-25T15:00:00Z');
    while ((await h.app.services.outbox.runOnce()) > 0);
    expect((await trabajos(a.emisor)).map((t) => [t.key.slice(-10), t.status])).toEqual([
      ['2026-11-23', 'done'],
      ['2026-11-24', 'done'],
      ['2027-01-26', 'pending'],
    ]);
    // 380 days without buying: Finalizado; the loyal customer's 64 days: Retencion
    expect((await ciclo(viejo.id)).ciclo).toBe('Finalizado');
    expect((await ciclo(fiel.id)).ciclo).toBe('Retencion');
  });
});
