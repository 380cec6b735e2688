import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client.js';
import { GraphQLRequestError, NetworkError, UnhandledApiError, type ApiNotice } from './errors.js';
import { HealthDocument, LoginDocument } from './gql/graphql.js';
import { API_MESSAGES } from './messages.js';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(fetchImpl: typeof fetch, extra: Partial<ApiClientOptions> = {}) {
  const notices: ApiNotice[] = [];
  const reports: unknown[] = [];
  const activity: number[] = [];
  const onUnauthenticated = vi.fn();
  const api = createApiClient({
    url: 'http://x/graphql',
    fetch: fetchImpl,
    getToken: () => 'tok',
    onNotice: (n) => notices.push(n),
    onUnauthenticated,
    onActivity: (n) => activity.push(n),
    reporter: { report: (i) => Promise.resolve(void reports.push(i)) },
    ...extra,
  });
  return { api, notices, reports, activity, onUnauthenticated };
}

describe('createApiClient', () => {
  it('POSTs the query and variables with the bearer token and returns data', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(jsonResponse({ data: { health: { ok: true, version: '1', database: 'pglite' } } })),
    );
    const { api, activity } = setup(fetchMock);
    const data = await api.request(HealthDocument);
    expect(data.health.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://x/graphql');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok');
    const body = JSON.parse(init?.body as string) as { query: string; operationName: string };
    expect(body.query).toContain('health');
    expect(body.operationName).toBe('Health');
    expect(activity).toEqual([1, 0]);
  });

  it('omits Authorization when there is no token', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ data: { health: {} } })));
    const { api } = setup(fetchMock, { getToken: () => null });
    await api.request(HealthDocument);
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('turns a BAD_USER_INPUT into a red toast with the server message and rejects with the intercepted text', async () => {
    const { api, notices, reports } = setup(() =>
      Promise.resolve(
        jsonResponse({
          data: null,
          errors: [
            { message: 'La contraseña no es correcta.', extensions: { code: 'BAD_USER_INPUT', field: 'password' } },
          ],
        }),
      ),
    );
    const call = api.request(LoginDocument, { credenciales: { email: 'a@b.cr', password: 'x' } });
    await expect(call).rejects.toThrow(API_MESSAGES.INTERCEPTED);
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).field).toBe('password');
    expect(notices).toEqual([
      { type: 'danger', message: 'La contraseña no es correcta.', icon: 'input', code: 'BAD_USER_INPUT' },
    ]);
    expect(reports).toHaveLength(1);
  });

  it('uses the fallback text for an empty message and the key icon for UNAUTHENTICATED, and ends the session', async () => {
    const { api, notices, onUnauthenticated } = setup(() =>
      Promise.resolve(jsonResponse({ errors: [{ message: '', extensions: { code: 'UNAUTHENTICATED' } }] })),
    );
    await expect(api.request(HealthDocument)).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(notices[0]).toMatchObject({ message: API_MESSAGES.GENERAL_ERROR, icon: 'key' });
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it.each([
    ['GRAPHQL_VALIDATION_FAILED', 'validation'],
    ['INTERNAL_SERVER_ERROR', 'server'],
    ['FORBIDDEN', 'alert'],
  ])('shows the %s icon as %s', async (code, icon) => {
    const { api, notices } = setup(() =>
      Promise.resolve(jsonResponse({ errors: [{ message: 'm', extensions: { code } }] }, 400)),
    );
    await expect(api.request(HealthDocument)).rejects.toThrow(API_MESSAGES.INTERCEPTED);
    expect(notices[0]?.icon).toBe(icon);
  });

  it('shows Network Error when the server cannot be reached', async () => {
    const { api, notices } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(api.request(HealthDocument)).rejects.toBeInstanceOf(NetworkError);
    expect(notices.map((n) => n.message)).toEqual([API_MESSAGES.NETWORK_ERROR]);
  });

  it('gives up after the timeout with Network Error', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const { api, notices } = setup(hanging, { timeoutMs: 20 });
    await expect(api.request(HealthDocument)).rejects.toThrow(API_MESSAGES.NETWORK_ERROR);
    expect(notices[0]?.message).toBe(API_MESSAGES.NETWORK_ERROR);
  });

  it('shows the unhandled text for an answer that is not GraphQL', async () => {
    const { api, notices } = setup(() => Promise.resolve(new Response('<html>502</html>', { status: 502 })));
    await expect(api.request(HealthDocument)).rejects.toBeInstanceOf(UnhandledApiError);
    expect(notices[0]?.message).toBe(API_MESSAGES.UNHANDLED_ERROR);
  });

  it('stays silent on a caller abort', async () => {
    const controller = new AbortController();
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const { api, notices } = setup(hanging);
    const call = api.request(HealthDocument, {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
  });

  it('quiet calls neither toast nor report, but still end the session on UNAUTHENTICATED', async () => {
    const { api, notices, reports, onUnauthenticated } = setup(() =>
      Promise.resolve(jsonResponse({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] })),
    );
    await expect(api.requestText('query Q { a }', {}, { quiet: true })).rejects.toBeInstanceOf(
      GraphQLRequestError,
    );
    expect(notices).toEqual([]);
    expect(reports).toEqual([]);
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });
});
