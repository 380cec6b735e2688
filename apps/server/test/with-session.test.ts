// withSession: the session and one transaction of its issuer. A session not loaded yet is read
// inside the operation's transaction (one transaction, not two); a bad token, a stale token or a
// deactivated user is UNAUTHENTICATED whichever way the session is read.
import { eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSession } from '../src/auth/session.js';
import type { Context } from '../src/context.js';
import { usuario } from '../src/db/schema/index.js';
import { withTenant } from '../src/db/tenant.js';
import { signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** A request's context, and how many transactions the server's database opened since. */
async function contexto(token: string | null): Promise<{ ctx: Context; transacciones: () => number }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const ctx = await h.app.context(new Request('http://jit.test/graphql', { headers }));
  return { ctx, transacciones: () => abiertas };
}

// Every transaction of the server goes through this one database object: count them.
let abiertas = 0;
beforeAll(() => {
  const db = h.database.db;
  const original = db.transaction.bind(db);
  db.transaction = ((...args: Parameters<typeof original>) => (abiertas++, original(...args))) as typeof db.transaction;
});

const codigo = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return e instanceof GraphQLError ? e.extensions.code : String(e);
  }
};

describe('withSession', () => {
  it('reads a session not loaded yet inside the operation transaction: one transaction', async () => {
    const a = await signup(h);
    const { ctx, transacciones } = await contexto(a.token);
    const antes = transacciones();
    const [s, enTx] = await withSession(ctx, async (tx, s) => {
      const [u] = await tx.select().from(usuario).where(eq(usuario.id, s.userId));
      return [s, u] as const;
    });
    expect(s.emisorId).toBe(a.emisor);
    expect(enTx?.email).toBe(a.email);
    expect(transacciones() - antes).toBe(1);
    // the request keeps it: the next operation opens only its own transaction
    expect(await ctx.session()).toBe(s);
    await withSession(ctx, () => Promise.resolve(null));
    expect(transacciones() - antes).toBe(2);
  });

  it('a session loaded first (the @auth directive) is not read again', async () => {
    const a = await signup(h);
    const { ctx, transacciones } = await contexto(a.token);
    const antes = transacciones();
    const s = await ctx.session();
    expect(transacciones() - antes).toBe(1);
    expect(await withSession(ctx, (_tx, x) => Promise.resolve(x))).toBe(s);
    expect(transacciones() - antes).toBe(2);
  });

  it('no token, a forged token or a deactivated user: UNAUTHENTICATED, and fn never runs', async () => {
    const a = await signup(h);
    let corrio = false;
    const fn = () => ((corrio = true), Promise.resolve(null));
    expect(await codigo(withSession((await contexto(null)).ctx, fn))).toBe('UNAUTHENTICATED');
    expect(await codigo(withSession((await contexto(`${a.token}x`)).ctx, fn))).toBe('UNAUTHENTICATED');
    await withTenant(h.database.db, a.emisor, (tx) => tx.update(usuario).set({ state: false }).where(eq(usuario.id, a.id)));
    expect(await codigo(withSession((await contexto(a.token)).ctx, fn))).toBe('UNAUTHENTICATED');
    expect(corrio).toBe(false);
  });

  it('a marked operation with arguments reads its session in its own transaction through GraphQL: one per call', async () => {
    // The schema tools bind each resolver and the input rules wrap it before the @auth directive
    // sees it: a mark on the function never reached the directive, and each page opened a second
    // transaction for its session.
    const a = await signup(h);
    const pagina = 'query($d: String) { Factura { readByEmisor(documento: $d, limit: 5) { feed { id } } } }';
    const uno = 'query($id: ID!) { Factura { readById(id: $id) { id } } }';
    for (const [q, v] of [[pagina, { d: '01' }], [uno, { id: '01900000-0000-7000-8000-000000000000' }]] as const) {
      const antes = abiertas;
      const r = await h.gql(q, v, a.token);
      expect(r.errors).toBeUndefined();
      expect(abiertas - antes).toBe(1);
    }
    // and the checks still come first: without a token nothing is opened
    const antes = abiertas;
    expect((await h.gql(pagina, { d: '01' }, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(abiertas - antes).toBe(0);
  });
});
