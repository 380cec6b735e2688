import { describe, expect, it } from 'vitest';
import { ServerTimeDocument } from './gql/graphql.js';
import { createRealtime, WS_PONG_TIMEOUT_CLOSE_CODE } from './ws.js';

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
});
