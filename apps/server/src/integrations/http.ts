/** The fetch signature our outside-service clients use, so a sandbox can answer in-process. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** An HTTP handler in the WHATWG shape: the simulators are written as these. */
export type Handler = (req: Request) => Promise<Response>;

/**
 * A fetch that hands the request straight to a local simulator's handler: the client code and
 * the wire format are exactly those used against the real service, without a socket.
 */
export const inProcess =
  (handler: Handler): FetchLike =>
  (input, init) =>
    handler(new Request(input, init));

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
