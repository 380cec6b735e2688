// Background work on PostgreSQL takes turns with people's requests (DECISIONS #254). The turns are
// read on a fake clock (timers and performance.now), each test with the module's state afresh.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Carril from '../src/db/carril.js';

let c: typeof Carril;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.resetModules();
  c = await import('../src/db/carril.js');
});
afterEach(() => {
  vi.useRealTimers();
});

/** A turn asked for now: `soltar` is set once it is granted. */
function pedir() {
  const t: { soltar: (() => void) | null } = { soltar: null };
  void c.turnoConPersonas().then((s) => (t.soltar = s));
  return t;
}

/** The turn asked for is granted exactly `ms` from now, not a millisecond sooner. */
async function concedidoA(t: { soltar: (() => void) | null }, ms: number) {
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(t.soltar).toBeNull();
  await vi.advanceTimersByTimeAsync(1);
  expect(t.soltar).not.toBeNull();
}

describe('pausaConPersonas', () => {
  it('rests twice as long as the batch took while a request came within the last second, and not otherwise', () => {
    c.marcarSolicitud(10_000);
    expect(c.pausaConPersonas(40, 10_500)).toBe(80);
    expect(c.pausaConPersonas(40, 10_999)).toBe(80);
    expect(c.pausaConPersonas(40, 11_000)).toBe(0);
    expect(c.pausaConPersonas(40, 20_000)).toBe(0);
  });

  it('rests no longer than a turn after a batch that waited on the network', () => {
    c.marcarSolicitud(10_000);
    expect(c.pausaConPersonas(30_000, 10_500)).toBe(c.TURNO_MAXIMO_MS);
  });
});

describe('turnoConPersonas', () => {
  it('lets one batch of all the workers run at a time while people work, in the order they asked', async () => {
    c.marcarSolicitud();
    const primero = await c.turnoConPersonas();
    const orden: string[] = [];
    const segundo = c.turnoConPersonas().then((s) => (orden.push('segundo'), s));
    const tercero = c.turnoConPersonas().then((s) => (orden.push('tercero'), s));
    await vi.advanceTimersByTimeAsync(20);
    expect(orden).toEqual([]);
    primero();
    await vi.advanceTimersByTimeAsync(40); // the rest it earned
    (await segundo)();
    (await tercero)();
    expect(orden).toEqual(['segundo', 'tercero']);
  });

  it('lets the next worker go beside a batch that holds its turn too long (it waits on the network)', async () => {
    c.marcarSolicitud();
    const lento = await c.turnoConPersonas();
    const siguiente = pedir();
    await concedidoA(siguiente, c.TURNO_MAXIMO_MS); // with the slow one still held
    lento();
    siguiente.soltar!();
  });

  it('starts the next batch of any worker only after a rest twice as long as the batch before took', async () => {
    c.marcarSolicitud();
    const uno = await c.turnoConPersonas();
    await vi.advanceTimersByTimeAsync(40);
    c.marcarSolicitud();
    uno();
    // Another worker asks at once: the background rests 80 ms first, whoever runs next.
    const otro = pedir();
    await concedidoA(otro, 80);
    otro.soltar!();
  });

  it('rests no longer than a turn after a batch that waited on the network', async () => {
    c.marcarSolicitud();
    const lento = await c.turnoConPersonas();
    await vi.advanceTimersByTimeAsync(900);
    c.marcarSolicitud();
    lento();
    const otro = pedir();
    await concedidoA(otro, c.TURNO_MAXIMO_MS);
    otro.soltar!();
  });

  it('lets every worker go at once, with no rest, when nobody is working', async () => {
    c.marcarSolicitud();
    const uno = await c.turnoConPersonas();
    await vi.advanceTimersByTimeAsync(c.PERSONAS_ACTIVAS_MS + 40);
    uno();
    const turnos = await Promise.all([c.turnoConPersonas(), c.turnoConPersonas(), c.turnoConPersonas()]);
    for (const soltar of turnos) soltar();
  });
});
