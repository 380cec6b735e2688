import { describe, expect, it } from 'vitest';
import { copyMissing } from './copy';
import { fail, ok, unwrap } from './result';
import { MESES, nombreMes } from './meses';
import { CORREO, CORREO_HACIENDA } from './correo';

describe('results and copies', () => {
  it('a refusal carries the field only when given, and the table message unless one is passed', () => {
    expect(fail('PLAN_AGOTADO')).toStrictEqual({ ok: false, code: 'PLAN_AGOTADO', message: 'Alcanzó el límite de comprobantes de su plan para este mes.' });
    expect(fail('CLAVE_INVALIDA', 'clave', 'otro texto')).toStrictEqual({ ok: false, code: 'CLAVE_INVALIDA', field: 'clave', message: 'otro texto' });
    expect(ok(3)).toStrictEqual({ ok: true, value: 3 });
  });
  it('unwrap gives the value or throws code and message', () => {
    expect(unwrap(ok('x'))).toBe('x');
    expect(() => unwrap(fail('CLAVE_INVALIDA'))).toThrow('CLAVE_INVALIDA: La clave debe tener 50 caracteres alfanuméricos.');
  });
  it('copyMissing copies only defined own fields the target lacks', () => {
    const target: Record<string, unknown> = { a: 1 };
    const proto = { inherited: true };
    const source = Object.assign(Object.create(proto) as object, { a: 2, b: undefined, c: 3 });
    expect(copyMissing(target, source)).toStrictEqual({ a: 1, c: 3 });
  });
});

describe('meses', () => {
  it('names the twelve months, and the short form is the first three letters', () => {
    expect(MESES).toHaveLength(12);
    expect([1, 9, 12].map((m) => nombreMes(m))).toEqual(['enero', 'setiembre', 'diciembre']);
    expect([1, 9, 12].map((m) => nombreMes(m, true))).toEqual(['ene', 'set', 'dic']);
  });
  it('refuses a month outside 1–12', () => {
    expect(() => nombreMes(0)).toThrow(RangeError);
    expect(() => nombreMes(13)).toThrow(RangeError);
  });
});

describe('correo', () => {
  it("Hacienda's pattern refuses what its XSD refuses; the mail pattern only needs user@domain.tld", () => {
    expect(['ana@empresa.cr', "o'neil@x.co.cr", 'a.b-c@d-e.com'].every((c) => CORREO_HACIENDA.test(c))).toBe(true);
    expect(['ana@empresa', 'ana @x.cr', 'ana@.cr', 'ñandú@x.cr'].some((c) => CORREO_HACIENDA.test(c))).toBe(false);
    expect(CORREO.test('ñandú@x.cr')).toBe(true);
    expect(CORREO.test('ana@empresa')).toBe(false);
  });
});
