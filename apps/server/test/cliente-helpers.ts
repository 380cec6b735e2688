// Shared by the customer tests whose clock jumps (recurring invoices, campaigns).
import type { GqlResult, Harness } from './harness.js';

const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`;

/** The data of a call that must succeed. */
export async function ok<T>(p: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> {
  const r = await p;
  if (!r.data || r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/**
 * Calls as the account at the harness's current time: a token does not outlive the clock's jumps,
 * so the account signs in again whenever the clock moved since the last call.
 */
export function comoCuenta(h: Harness, a: { token: string; email: string; password: string }) {
  let token = a.token;
  let firmado = h.clock.now.getTime();
  return async <T = Record<string, unknown>>(query: string, vars: Record<string, unknown> = {}): Promise<GqlResult<T>> => {
    if (h.clock.now.getTime() !== firmado) {
      token = (await ok(h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email: a.email, password: a.password } }))).User.login.token;
      firmado = h.clock.now.getTime();
    }
    return h.gql<T>(query, vars, token);
  };
}
