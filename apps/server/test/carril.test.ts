// Background work on PostgreSQL takes turns with people's requests (DECISIONS #254).
import { describe, expect, it } from 'vitest';
import { marcarSolicitud, pausaConPersonas, PERSONAS_ACTIVAS_MS, TURNO_MAXIMO_MS, turnoConPersonas } from '../src/db/carril.js';

describe('pausaConPersonas', () => {
  it('pauses as long as the batch took while a request came within the last second, and not otherwise', () => {
    marcarSolicitud(10_000);
    expect(pausaConPersonas(40, 10_500)).toBe(40);
    expect(pausaConPersonas(40, 10_999)).toBe(40);
    expect(pausaConPersonas(40, 11_000)).toBe(0);
    expect(pausaConPersonas(40, 20_000)).toBe(0);
  });

  it('pauses no longer than a turn after a batch that waited on the network', () => {
    marcarSolicitud(10_000);
    expect(pausaConPersonas(30_000, 10_500)).toBe(TURNO_MAXIMO_MS);
  });
});

describe('turnoConPersonas', () => {
  it('lets one batch of all the workers run at a time while people work, in the order they asked', async () => {
    marcarSolicitud();
    const orden: string[] = [];
    const primero = await turnoConPersonas();
    const segundo = turnoConPersonas().then((soltar) => (orden.push('segundo'), soltar));
    const tercero = turnoConPersonas().then((soltar) => (orden.push('tercero'), soltar));
    await new Promise((r) => setTimeout(r, 20));
    expect(orden).toEqual([]);
    primero();
    (await segundo)();
    (await tercero)();
    expect(orden).toEqual(['segundo', 'tercero']);
  });

  it('lets the next worker go beside a batch that holds its turn too long (it waits on the network)', async () => {
    marcarSolicitud();
    const lento = await turnoConPersonas();
    const siguiente = await turnoConPersonas(); // resolves after TURNO_MAXIMO_MS, with the slow one still held
    lento();
    siguiente();
  });

  it('lets every worker go at once when nobody is working', async () => {
    marcarSolicitud(performance.now() - PERSONAS_ACTIVAS_MS - 1);
    const turnos = await Promise.all([turnoConPersonas(), turnoConPersonas(), turnoConPersonas()]);
    for (const soltar of turnos) soltar();
  });
});
