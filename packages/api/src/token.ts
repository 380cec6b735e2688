// How a call says who makes it: the session's bearer token, read fresh for every call (the web
// renews it before it expires). Its own file so the HTTP client, the error reporter and the
// WebSocket client share it without importing each other.

/** The current bearer token; none → the call goes without Authorization. */
export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

/** The Authorization header of a token (none without one). */
export const bearer = (token: string | null | undefined): { authorization?: string } =>
  token ? { authorization: `Bearer ${token}` } : {};
