// A named prepared statement (db/preparadas.ts) answers exactly what the same Drizzle query
// answers: the same rows, each column decoded the same way (dates, numerics, jsonb, arrays), a
// join's tables nested the same way; and it runs in whichever transaction it is given.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparada } from '../src/db/preparadas.js';
import { emisor, factura, usuario } from '../src/db/schema/index.js';
import { withTenant } from '../src/db/tenant.js';
import { CREATE, factura as facturaInput } from './factura-helpers.js';
import { signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const sesion = preparada<unknown>('prueba_sesion', (tx) =>
  tx
    .select({ user: usuario, em: emisor })
    .from(usuario)
    .innerJoin(emisor, eq(emisor.emisorId, usuario.emisorId))
    .where(sql`${usuario.id} = any(${sql.placeholder('ids')}::uuid[])`),
);
const pagina = preparada<unknown>('prueba_pagina', (tx) =>
  tx
    .select()
    .from(factura)
    .where(sql`${factura.documento} = ${sql.placeholder('documento')}`)
    .orderBy(desc(factura.fechaEmision), desc(factura.id))
    .limit(sql.placeholder('limite')),
);

describe('a prepared statement', () => {
  it('answers what the Drizzle query answers, in each issuer\'s own transaction', { timeout: 120_000 }, async () => {
    const cuentas = [await signup(h), await signup(h)];
    for (const [i, a] of cuentas.entries())
      for (let n = 0; n <= i; n++) {
        const r = await h.gql(CREATE, { i: facturaInput({ codigoMoneda: n ? 'USD' : 'CRC', ...(n ? { tipoCambio: '507.33' } : {}) }) }, a.token);
        expect(r.errors).toBeUndefined();
      }
    for (const [i, a] of cuentas.entries()) {
      await withTenant(h.database.db, a.emisor, async (tx) => {
        const esperado = await tx
          .select({ user: usuario, em: emisor })
          .from(usuario)
          .innerJoin(emisor, eq(emisor.emisorId, usuario.emisorId))
          .where(eq(usuario.id, a.id));
        const s = await sesion(tx, { ids: [a.id, cuentas[1 - i]!.id] });
        expect(s).toEqual(esperado);
        expect(s).toHaveLength(1); // the other issuer's user is not seen (row-level security)
        const filas = await pagina(tx, { documento: '01', limite: 10 });
        expect(filas).toEqual(await tx.select().from(factura).where(eq(factura.documento, '01')).orderBy(desc(factura.fechaEmision), desc(factura.id)).limit(10));
        expect(filas).toHaveLength(i + 1);
        const f = filas[0] as typeof factura.$inferSelect;
        expect(f.fechaEmision).toBeInstanceOf(Date);
        expect(typeof f.totalComprobante).toBe('string');
        expect(f.datos).toMatchObject({ resumenFactura: expect.any(Object) });
      });
    }
  });
});
