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

  it('gives each subscriber every event once, in order, however far behind the others fall', async () => {
    const events = createEvents();
    const pantallas = [0, 1, 2].map(() => events.subscribe('restaurante:pedido', 'e1')[Symbol.asyncIterator]());
    const primeros = pantallas.map((p) => p.next()); // all three subscribed
    const n = 50;
    for (let i = 0; i < n; i++) events.publish('restaurante:pedido', 'e1', { operationType: 'CREATED', order: { i } });
    const vistos = await Promise.all(
      pantallas.map(async (p, k) => {
        const ids = [((await primeros[k]!).value as { order: { i: number } }).order.i];
        // The screens read at different moments: the slowest one starts last.
        await new Promise((r) => setTimeout(r, k * 5));
        for (let j = 1; j < n; j++) ids.push(((await p.next()).value as { order: { i: number } }).order.i);
        await p.return?.();
        return ids;
      }),
    );
    const todos = Array.from({ length: n }, (_, i) => i);
    expect(vistos).toEqual([todos, todos, todos]);
  });
});
