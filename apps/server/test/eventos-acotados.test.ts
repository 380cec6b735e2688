// A subscriber that reads slower than events come must not stop the server: unbuffered, the
// 1,025th waiting event threw outside any handler (RepeaterOverflowError) and the process died
// in bench/invoices.mjs while Hacienda's answers arrived in a burst.
import { describe, expect, it } from 'vitest';
import { createEvents, POR_SUSCRIPTOR } from '../src/events.js';

describe('the event bus with a slow subscriber', () => {
  it('keeps the newest events waiting for a subscriber that does not read, and nothing throws', async () => {
    const events = createEvents();
    const lenta = events.subscribe('factura:changed', 'e1')[Symbol.asyncIterator]();
    const primero = lenta.next(); // subscribed, then it stops reading
    const n = POR_SUSCRIPTOR * 3;
    for (let i = 0; i < n; i++) events.publish('factura:changed', 'e1', { i });
    await new Promise((r) => setTimeout(r, 20)); // an overflow would surface as an uncaught error here
    expect((await primero).value).toEqual({ i: 0 });
    const vistos: number[] = [];
    for (let k = 0; k < POR_SUSCRIPTOR; k++) vistos.push(((await lenta.next()).value as { i: number }).i);
    expect(vistos[vistos.length - 1]).toBe(n - 1); // the newest is kept, the oldest made room
    await lenta.return?.();
  });
});
