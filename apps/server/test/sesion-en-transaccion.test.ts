// Factura.create reads its session inside its batch's transaction (emision/lote-transaccion.ts,
// marked sesionEnTransaccion): through GraphQL a create opens ONE transaction, not a second one
// of its own for the session before it (with-session.test.ts proves it for the reads).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carril } from '../src/db/carril.js';
import { signup, startHarness, type Harness } from './harness.js';
import { CREATE, factura } from './factura-helpers.js';

let h: Harness;
/** Transactions opened for requests (background work, such as sending, runs in its own lane). */
let abiertas = 0;
beforeAll(async () => {
  h = await startHarness();
  const db = h.database.db;
  const original = db.transaction.bind(db);
  db.transaction = ((...args: Parameters<typeof original>) => {
    if (carril() === 'solicitud') abiertas++;
    return original(...args);
  }) as typeof db.transaction;
});
afterAll(() => h.close());

describe('Factura.create and its session', () => {
  it('one transaction per create: the batch reads the session', async () => {
    const a = await signup(h);
    const antes = abiertas;
    const r = await h.gql(CREATE, { i: factura() }, a.token);
    expect(r.errors).toBeUndefined();
    expect(abiertas - antes).toBe(1);
  });
});
