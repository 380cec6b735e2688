import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.js';
import { namespaceOf, runHealthChecks } from './pending.js';

// A fetch that answers every query and records which namespaces were asked for.
function servidor() {
  const pedidos: string[] = [];
  const fetchImpl = vi.fn<typeof fetch>((_url, init) => {
    const { query } = JSON.parse(init?.body as string) as { query: string };
    pedidos.push(namespaceOf(query) ?? '?');
    return Promise.resolve(new Response(JSON.stringify({ data: { User: { healthCheck: true } } }), { headers: { 'content-type': 'application/json' } }));
  });
  const api = createApiClient({ url: 'http://x/graphql', fetch: fetchImpl, getToken: () => 'tok' });
  return { api, pedidos };
}

describe('shell calls of modules not built yet', () => {
  it('never sends a health check to a namespace the server lacks', async () => {
    const { api, pedidos } = servidor();
    const r = await runHealthChecks(api, undefined, ['User', 'Factura', 'Emisor']);
    expect(pedidos).toEqual(['User']);
    expect(r).toEqual({ user: true, cliente: undefined, inventario: undefined });
  });
  it('reads the namespace of an operation text', () => {
    expect(namespaceOf('query ShellHealthCliente { Cliente { healthCheck } }')).toBe('Cliente');
    expect(namespaceOf('query X($u: ID!) {\n  Sesion { readByUser(user: $u) { _id } } }')).toBe('Sesion');
  });
});
