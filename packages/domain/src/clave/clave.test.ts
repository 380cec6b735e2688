import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIPOS_DOCUMENTO_HACIENDA } from '../catalogos/documentos';
import { buildClave, isValidFecha, parseClave } from './clave';
import { buildConsecutivo, parseConsecutivo } from './consecutivo';
import { isIdentificacionNacional, validateIdentificacion } from './identificacion';

const partsArb = fc.record({
  sucursal: fc.integer({ min: 1, max: 999 }),
  terminal: fc.integer({ min: 1, max: 99_999 }),
  tipoDocumento: fc.constantFrom(...TIPOS_DOCUMENTO_HACIENDA),
  numero: fc.integer({ min: 1, max: 9_999_999_999 }),
});
const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split(''));
const fechaArb = fc
  .record({ year: fc.integer({ min: 2000, max: 2099 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter(isValidFecha);
const claveInputArb = fc.record({
  fecha: fechaArb,
  identificacion: fc.string({ unit: alnum, minLength: 1, maxLength: 12 }),
  consecutivo: partsArb,
  situacion: fc.constantFrom('1', '2', '3'),
  codigoSeguridad: fc.string({ unit: alnum, minLength: 8, maxLength: 8 }),
});

describe('consecutivo (20 digits: branch 3 + terminal 5 + type 2 + number 10)', () => {
  it('builds the literal example', () => {
    expect(buildConsecutivo({ sucursal: 1, terminal: 1, tipoDocumento: '01', numero: 1 })).toEqual({ ok: true, value: '00100001010000000001' });
    expect(buildConsecutivo({ sucursal: '002', terminal: '00015', tipoDocumento: '10', numero: '123' })).toEqual({ ok: true, value: '00200015100000000123' });
  });
  it('round trip: parse(build(parts)) = parts, and it is always 20 digits', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        const built = buildConsecutivo(parts);
        if (!built.ok) throw new Error(built.message);
        expect(built.value).toMatch(/^\d{20}$/);
        expect(parseConsecutivo(built.value)).toEqual({ ok: true, value: parts });
      }),
    );
  });
  it('round trip: build(parse(s)) = s for every valid string', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        const s = buildConsecutivo(parts);
        if (!s.ok) throw new Error(s.message);
        const p = parseConsecutivo(s.value);
        if (!p.ok) throw new Error(p.message);
        expect(buildConsecutivo(p.value)).toEqual(s);
      }),
    );
  });
  it('refuses out-of-range parts with the field at fault', () => {
    const base = { sucursal: 1, terminal: 1, tipoDocumento: '01', numero: 1 };
    expect(buildConsecutivo({ ...base, sucursal: 0 })).toMatchObject({ ok: false, code: 'SUCURSAL_INVALIDA', field: 'sucursal' });
    expect(buildConsecutivo({ ...base, sucursal: 1000 })).toMatchObject({ code: 'SUCURSAL_INVALIDA' });
    expect(buildConsecutivo({ ...base, sucursal: '1a' })).toMatchObject({ code: 'SUCURSAL_INVALIDA' });
    expect(buildConsecutivo({ ...base, sucursal: 1.5 })).toMatchObject({ code: 'SUCURSAL_INVALIDA' });
    expect(buildConsecutivo({ ...base, sucursal: ' 1' })).toMatchObject({ code: 'SUCURSAL_INVALIDA' });
    expect(buildConsecutivo({ ...base, terminal: 'a1' })).toMatchObject({ code: 'TERMINAL_INVALIDA' });
    expect(buildConsecutivo({ ...base, numero: '1a' })).toMatchObject({ code: 'NUMERO_CONSECUTIVO_INVALIDO' });
    expect(buildConsecutivo({ ...base, numero: '' })).toMatchObject({ code: 'NUMERO_CONSECUTIVO_INVALIDO' });
    expect(buildConsecutivo({ ...base, numero: '0009999999999' })).toMatchObject({ code: 'NUMERO_CONSECUTIVO_INVALIDO' });
    expect(buildConsecutivo({ ...base, terminal: 0 })).toMatchObject({ code: 'TERMINAL_INVALIDA', field: 'terminal' });
    expect(buildConsecutivo({ ...base, terminal: 100_000 })).toMatchObject({ code: 'TERMINAL_INVALIDA' });
    expect(buildConsecutivo({ ...base, tipoDocumento: '99' })).toMatchObject({ code: 'TIPO_DOCUMENTO_INVALIDO', field: 'tipoDocumento' });
    expect(buildConsecutivo({ ...base, tipoDocumento: '11' })).toMatchObject({ code: 'TIPO_DOCUMENTO_INVALIDO' });
    expect(buildConsecutivo({ ...base, numero: 0 })).toMatchObject({ code: 'NUMERO_CONSECUTIVO_INVALIDO', field: 'numero' });
    expect(buildConsecutivo({ ...base, numero: 10_000_000_000 })).toMatchObject({ code: 'NUMERO_CONSECUTIVO_INVALIDO' });
    expect(buildConsecutivo({ ...base, numero: 9_999_999_999 }).ok).toBe(true);
    expect(buildConsecutivo({ ...base, sucursal: 999, terminal: 99_999 }).ok).toBe(true);
  });
  it('parse refuses malformed strings', () => {
    expect(parseConsecutivo('0010000101000000000')).toMatchObject({ code: 'CONSECUTIVO_INVALIDO', field: 'consecutivo' });
    expect(parseConsecutivo('0010000101000000000a')).toMatchObject({ code: 'CONSECUTIVO_INVALIDO' });
    expect(parseConsecutivo('a00100001010000000001')).toMatchObject({ code: 'CONSECUTIVO_INVALIDO' });
    expect(parseConsecutivo('001000010100000000019')).toMatchObject({ code: 'CONSECUTIVO_INVALIDO' });
    expect(parseConsecutivo('00000001010000000001')).toMatchObject({ code: 'SUCURSAL_INVALIDA', field: 'consecutivo' });
    expect(parseConsecutivo('00100000010000000001')).toMatchObject({ code: 'TERMINAL_INVALIDA', field: 'consecutivo' });
    expect(parseConsecutivo('00100001990000000001')).toMatchObject({ code: 'TIPO_DOCUMENTO_INVALIDO', field: 'consecutivo' });
    expect(parseConsecutivo('00100001010000000000')).toMatchObject({ code: 'NUMERO_CONSECUTIVO_INVALIDO', field: 'consecutivo' });
  });
});

describe('clave (50 characters, rev-2026 alphanumeric)', () => {
  const example = {
    fecha: { year: 2026, month: 11, day: 5 },
    identificacion: '3101123456',
    consecutivo: '00100001010000000001',
    situacion: '1',
    codigoSeguridad: '12345678',
  };
  it('builds the literal example', () => {
    expect(buildClave(example)).toEqual({ ok: true, value: '50605112600310112345600100001010000000001112345678' });
  });
  it('round trip: parse(build(x)) gives back every part and the clave matches [a-zA-Z0-9]{50}', () => {
    fc.assert(
      fc.property(claveInputArb, (input) => {
        const built = buildClave(input);
        if (!built.ok) throw new Error(built.message);
        expect(built.value).toMatch(/^[a-zA-Z0-9]{50}$/);
        const parsed = parseClave(built.value);
        if (!parsed.ok) throw new Error(parsed.message);
        const c = buildConsecutivo(input.consecutivo);
        expect(parsed.value).toEqual({
          pais: '506',
          fecha: input.fecha,
          identificacion: input.identificacion.padStart(12, '0'),
          consecutivo: c.ok ? c.value : '',
          consecutivoParts: input.consecutivo,
          situacion: input.situacion,
          codigoSeguridad: input.codigoSeguridad,
        });
      }),
    );
  });
  it('accepts the consecutivo as text or as parts with the same result', () => {
    fc.assert(
      fc.property(claveInputArb, (input) => {
        const c = buildConsecutivo(input.consecutivo);
        if (!c.ok) throw new Error(c.message);
        expect(buildClave({ ...input, consecutivo: c.value })).toEqual(buildClave(input));
      }),
    );
  });
  it('refuses each malformed part with its own code', () => {
    expect(buildClave({ ...example, fecha: { year: 2026, month: 2, day: 29 } })).toMatchObject({ code: 'FECHA_INVALIDA', field: 'fecha' });
    expect(buildClave({ ...example, fecha: { year: 2028, month: 2, day: 29 } }).ok).toBe(true);
    expect(buildClave({ ...example, fecha: { year: 2100, month: 1, day: 1 } })).toMatchObject({ code: 'FECHA_INVALIDA' });
    expect(buildClave({ ...example, fecha: { year: 1999, month: 12, day: 31 } })).toMatchObject({ code: 'FECHA_INVALIDA' });
    expect(buildClave({ ...example, fecha: { year: 2026, month: 13, day: 1 } })).toMatchObject({ code: 'FECHA_INVALIDA' });
    expect(buildClave({ ...example, fecha: { year: 2026, month: 0, day: 1 } })).toMatchObject({ code: 'FECHA_INVALIDA' });
    expect(buildClave({ ...example, fecha: { year: 2026, month: 4, day: 31 } })).toMatchObject({ code: 'FECHA_INVALIDA' });
    expect(buildClave({ ...example, fecha: { year: 2026, month: 4, day: 0 } })).toMatchObject({ code: 'FECHA_INVALIDA' });
    expect(buildClave({ ...example, fecha: { year: 2026.5, month: 4, day: 1 } })).toMatchObject({ code: 'FECHA_INVALIDA' });
    expect(buildClave({ ...example, identificacion: '1234567890123' })).toMatchObject({ code: 'IDENTIFICACION_INVALIDA', field: 'identificacion' });
    expect(buildClave({ ...example, identificacion: '3-101-123456' })).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(buildClave({ ...example, identificacion: '' })).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(buildClave({ ...example, consecutivo: '123' })).toMatchObject({ code: 'CONSECUTIVO_INVALIDO', field: 'consecutivo' });
    expect(buildClave({ ...example, consecutivo: { sucursal: 0, terminal: 1, tipoDocumento: '01', numero: 1 } })).toMatchObject({ code: 'SUCURSAL_INVALIDA' });
    expect(buildClave({ ...example, situacion: '4' })).toMatchObject({ code: 'SITUACION_INVALIDA', field: 'situacion' });
    expect(buildClave({ ...example, codigoSeguridad: '1234567' })).toMatchObject({ code: 'CODIGO_SEGURIDAD_INVALIDO', field: 'codigoSeguridad' });
    expect(buildClave({ ...example, codigoSeguridad: '1234567-' })).toMatchObject({ code: 'CODIGO_SEGURIDAD_INVALIDO' });
    expect(buildClave({ ...example, codigoSeguridad: 'AbCd1234' }).ok).toBe(true);
  });
  it('knows the calendar of 2000–2099', () => {
    const ok = (year: number, month: number, day: number) => isValidFecha({ year, month, day });
    expect([ok(2000, 1, 1), ok(2099, 12, 31), ok(2000, 2, 29), ok(2028, 2, 29), ok(2026, 2, 28), ok(2026, 4, 30), ok(2026, 1, 31), ok(2026, 12, 1)]).toEqual([true, true, true, true, true, true, true, true]);
    expect([ok(1999, 12, 31), ok(2100, 1, 1), ok(2026, 2, 29), ok(2026, 4, 31), ok(2026, 0, 1), ok(2026, 13, 1), ok(2026, 1, 0), ok(2026, 1, 32), ok(2026, 1.5, 1), ok(2026, 1, 1.5)]).toEqual([false, false, false, false, false, false, false, false, false, false]);
  });
  it('parse refuses what the schema or the layout forbids', () => {
    const good = '50605112600310112345600100001010000000001112345678';
    expect(parseClave(good).ok).toBe(true);
    expect(parseClave(good.slice(1))).toMatchObject({ code: 'CLAVE_INVALIDA', field: 'clave' });
    expect(parseClave(`${good}9`)).toMatchObject({ code: 'CLAVE_INVALIDA' });
    expect(parseClave(`x${good.slice(1)}`)).toMatchObject({ code: 'PAIS_INVALIDO', field: 'clave' });
    expect(parseClave(good.replace(/^506/, '507'))).toMatchObject({ code: 'PAIS_INVALIDO' });
    expect(parseClave(`506AB${good.slice(5)}`)).toMatchObject({ code: 'FECHA_INVALIDA', field: 'clave' });
    expect(parseClave(`5060511A6${good.slice(9)}`)).toMatchObject({ code: 'FECHA_INVALIDA', field: 'clave' });
    expect(parseClave(`506A51126${good.slice(9)}`)).toMatchObject({ code: 'FECHA_INVALIDA', field: 'clave' });
    expect(parseClave(`50632${good.slice(5)}`)).toMatchObject({ code: 'FECHA_INVALIDA', field: 'clave' });
    expect(parseClave(good.slice(0, 21) + '0'.repeat(20) + good.slice(41))).toMatchObject({ code: 'SUCURSAL_INVALIDA', field: 'clave' });
    expect(parseClave(`${good.slice(0, 41)}5${good.slice(42)}`)).toMatchObject({ code: 'SITUACION_INVALIDA', field: 'clave' });
    expect(parseClave(`${good.slice(0, 41)}A${good.slice(42)}`)).toMatchObject({ code: 'SITUACION_INVALIDA' });
    expect(parseClave(`${good.slice(0, 42)}ABCDefgh`).ok).toBe(true);
    expect(parseClave(`${good.slice(0, 9)}ABC123456789${good.slice(21)}`)).toMatchObject({ ok: true });
  });
  it('any single character outside [a-zA-Z0-9] makes a clave invalid', () => {
    const good = '50605112600310112345600100001010000000001112345678';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 49 }), fc.constantFrom('-', ' ', '.', 'ñ', '_'), (i, ch) => {
        expect(parseClave(good.slice(0, i) + ch + good.slice(i + 1))).toMatchObject({ ok: false, code: 'CLAVE_INVALIDA' });
      }),
    );
  });
});

describe('identificación por tipo', () => {
  it('accepts the literal examples and strips dashes and spaces', () => {
    expect(validateIdentificacion('01', '1-0234-0567')).toEqual({ ok: true, value: { tipo: '01', numero: '102340567' } });
    expect(validateIdentificacion('02', '3-101-123456')).toEqual({ ok: true, value: { tipo: '02', numero: '3101123456' } });
    expect(validateIdentificacion('03', '12345678901').ok).toBe(true);
    expect(validateIdentificacion('03', '123456789012').ok).toBe(true);
    expect(validateIdentificacion('04', '1234567890').ok).toBe(true);
    expect(validateIdentificacion('05', 'AB1234567').ok).toBe(true);
    expect(validateIdentificacion('06', '12345678901234567890').ok).toBe(true);
  });
  it('refuses wrong lengths, leading zeros and unknown types', () => {
    expect(validateIdentificacion('01', '012345678')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA', field: 'identificacion.numero' });
    expect(validateIdentificacion('01', '12345678')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('01', '1234567890')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('02', '123456789')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('02', '31011234567')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('02', 'x3101123456')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('04', '12345678901')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('04', 'x1234567890')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('06', '123456789012345678901')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('06', '*ABC')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('03', '1234567890')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('03', '1234567890123')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('04', '123456789')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('05', '123456789012345678901')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('06', '')).toMatchObject({ code: 'IDENTIFICACION_INVALIDA' });
    expect(validateIdentificacion('07', '123456789')).toMatchObject({ code: 'TIPO_IDENTIFICACION_INVALIDO', field: 'identificacion.tipo' });
    expect(validateIdentificacion('01', '12345678x', 'receptor.numero')).toMatchObject({ field: 'receptor.numero' });
  });
  it('every valid national number fits the 12 characters of the clave', () => {
    fc.assert(
      fc.property(fc.constantFrom('01', '02', '03', '04'), fc.integer({ min: 9, max: 12 }), fc.nat(), (tipo, len, seed) => {
        const numero = `${(seed % 9) + 1}${String(seed).padStart(len - 1, '7').slice(0, len - 1)}`;
        const r = validateIdentificacion(tipo, numero);
        if (r.ok) expect(r.value.numero.length).toBeLessThanOrEqual(12);
      }),
    );
  });
  it('national types are 01–04', () => {
    expect(['01', '02', '03', '04', '05', '06'].map(isIdentificacionNacional)).toEqual([true, true, true, true, false, false]);
  });
});
