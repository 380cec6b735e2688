// Background work on PostgreSQL takes turns with people's requests (DECISIONS #254).
import { describe, expect, it } from 'vitest';
import { marcarSolicitud, pausaConPersonas } from '../src/db/carril.js';

describe('pausaConPersonas', () => {
  it('pauses as long as the batch took while a request came within the last second, and not otherwise', () => {
    marcarSolicitud(10_000);
    expect(pausaConPersonas(40, 10_500)).toBe(40);
    expect(pausaConPersonas(40, 10_999)).toBe(40);
    expect(pausaConPersonas(40, 11_000)).toBe(0);
    expect(pausaConPersonas(40, 20_000)).toBe(0);
  });
});
