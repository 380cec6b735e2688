import { describe, expect, it } from 'vitest';
import { referenciaNueva } from './defaults';

describe('a new reference', () => {
  it('is dated on the Costa Rica day, also in the evening when the UTC day has turned', () => {
    // 19:30 on 31 December in Costa Rica is already 1 January in UTC.
    expect(referenciaNueva(Date.parse('2026-01-01T01:30:00Z')).fechaEmisionIR).toBe('2025-12-31');
    expect(referenciaNueva(Date.parse('2026-01-01T15:00:00Z')).fechaEmisionIR).toBe('2026-01-01');
  });
});
