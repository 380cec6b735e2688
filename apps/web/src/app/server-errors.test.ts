import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@jit/api';
import { applyServerError, formFieldOf } from './server-errors';

const refusal = (field?: string) =>
  new GraphQLRequestError([{ message: 'La razón es muy corta.', extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } }]);

describe('applyServerError', () => {
  it('puts the message on the field the server names, as the form names it', () => {
    const setError = vi.fn();
    expect(applyServerError(refusal('ubicacion.canton'), setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('ubicacion.canton', { type: 'server', message: 'La razón es muy corta.' });
  });

  it('leaves the form alone when the error names no field or is not a refusal', () => {
    const setError = vi.fn();
    expect(applyServerError(refusal(), setError)).toBe(false);
    expect(applyServerError(new Error('boom'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('with a list, takes only those fields', () => {
    expect(formFieldOf<{ email: string; password: string }>('password', ['email', 'password'])).toBe('password');
    expect(formFieldOf<{ email: string; password: string }>('reCaptcha', ['email', 'password'])).toBeNull();
  });

  it('with a table, takes a path, the paths under it and those ending with it; the first key wins', () => {
    type F = { razon: string; lineas: string };
    const table = { 'input.razon': 'razon', 'input.detalleServicio': 'lineas' } as const;
    expect(formFieldOf<F>('input.razon', table)).toBe('razon');
    expect(formFieldOf<F>('input.detalleServicio.lineaDetalle.0.cantidad', table)).toBe('lineas');
    expect(formFieldOf<F>('razon', { razon: 'razon' })).toBe('razon');
    expect(formFieldOf<F>('nota.razon', { razon: 'razon' })).toBe('razon');
    expect(formFieldOf<F>('razones', { razon: 'razon' })).toBeNull();
  });

  it('with a function, renames or refuses', () => {
    const rename = (f: string) => (f.startsWith('notification.') ? f.slice('notification.'.length) : null);
    expect(formFieldOf('notification.orderEmail', rename)).toBe('orderEmail');
    expect(formFieldOf('otro', rename)).toBeNull();
  });
});
