import { describe, expect, it } from 'vitest';
import { ServerTimeDocument } from './gql/graphql.js';
import { createRealtime, WS_PONG_TIMEOUT_CLOSE_CODE, WS_SESSION_ENDED_CLOSE_CODE } from './ws.js';

type Sent = { type: string; payload?: unknown };

/** A server that acknowledges the connection but never answers pings. */
class SilentServerSocket {
  static instances: SilentServerSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly protocol = 'graphql-transport-ws';
  readyState = 0;
  sent: Sent[] = [];
  closedWith?: number;
  onopen?: () => void;
  onclose?: (e: { code: number; reason: string }) => void;
  onmessage?: (e: { data: string }) => void;
  onerror?: (e: unknown) => void;
  constructor(readonly url: string) {
    SilentServerSocket.instances.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(data: string) {
    const msg = JSON.parse(data) as Sent;
    this.sent.push(msg);
    if (msg.type === 'connection_init') {
      setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }), 0);
    }
  }
  close(code: number, reason: string) {
    if (this.readyState === 3) return;
    this.closedWith = code;
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code, reason }), 0);
  }
}

describe('createRealtime', () => {
  it('sends the token as authToken, pings, closes with 4408 when no pong comes, and reconnects', async () => {
    const rt = createRealtime({
      url: 'ws://x/graphql',
      getToken: () => 'tok',
      webSocketImpl: SilentServerSocket,
      keepAliveMs: 10,
      pongWaitMs: 20,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 5)),
    });
    const stop = rt.subscribe(ServerTimeDocument, {}, () => undefined);
    await expect
      .poll(() => SilentServerSocket.instances[0]?.closedWith, { timeout: 2000 })
      .toBe(WS_PONG_TIMEOUT_CLOSE_CODE);
    const socket = SilentServerSocket.instances[0]!;
    expect(socket.sent[0]).toEqual({ type: 'connection_init', payload: { authToken: 'tok' } });
    expect(socket.sent.some((m) => m.type === 'ping')).toBe(true);
    // Unlimited retries: after the 4408 close it connects again on its own.
    await expect.poll(() => SilentServerSocket.instances.length, { timeout: 2000 }).toBeGreaterThan(1);
    stop();
    void rt.dispose();
  });

  it('ends the session (no toast, no reconnection) when the server closes with 4401', async () => {
    let unauthenticated = 0;
    const notices: unknown[] = [];
    const before = SilentServerSocket.instances.length;
    const rt = createRealtime({
      url: 'ws://x/graphql',
      getToken: () => 'tok',
      webSocketImpl: SilentServerSocket,
      keepAliveMs: 0,
      onUnauthenticated: () => unauthenticated++,
      onNotice: (n) => notices.push(n),
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 5)),
    });
    const stop = rt.subscribe(ServerTimeDocument, {}, () => undefined);
    await expect.poll(() => SilentServerSocket.instances[before]?.readyState, { timeout: 2000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    SilentServerSocket.instances[before]!.close(WS_SESSION_ENDED_CLOSE_CODE, 'Sesión terminada');
    await expect.poll(() => unauthenticated, { timeout: 2000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(notices).toEqual([]);
    expect(SilentServerSocket.instances.length).toBe(before + 1);
    stop();
    void rt.dispose();
  });
});
