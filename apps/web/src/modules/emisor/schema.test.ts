import { describe, expect, it } from 'vitest';
import { actividadPorDefecto, emisorInput, emisorSchema, tabDe, type EmisorValues } from './schema';

const valid: EmisorValues = {
  nombre: 'Ferretería El Clavo S.A.',
  nombreComercial: 'El Clavo',
  identificacion: { tipo: '02', numero: '3-101-123456' },
  correoElectronico: 'facturas@elclavo.cr',
  telefono: { numTelefono: '2233 4455' },
  ubicacion: { provincia: '4', canton: '01', distrito: '01', barrio: '', otrasSenas: 'Costado norte de la iglesia' },
  usernameATV: 'cpj-3-101-123456@stag.comprobanteselectronicos.go.cr',
  passwordATV: '',
  local: [{ numero: '1', nombre: 'Principal', terminal: [{ numero: '1', nombre: '' }] }],
  codigoActividad: [actividadPorDefecto('01', '523402')],
  tipoCambioReferencia: 'VENTA',
};

const messages = (v: EmisorValues) => {
  const r = emisorSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('Configuración form rules', () => {
  it('accepts a complete issuer', () => {
    expect(emisorSchema.safeParse(valid).success).toBe(true);
  });

  it('each bad field gets its Spanish message, on its own path', () => {
    const m = messages({
      ...valid,
      nombre: 'Abc',
      identificacion: { tipo: '01', numero: '12' },
      correoElectronico: 'no-es-correo',
      ubicacion: { ...valid.ubicacion, otrasSenas: 'ab', canton: '' },
      usernameATV: 'alguien@gmail.com',
      local: [
        { numero: '1', nombre: '', terminal: [{ numero: '1', nombre: '' }, { numero: '1', nombre: '' }] },
        { numero: '1', nombre: '', terminal: [{ numero: '0', nombre: '' }] },
      ],
      codigoActividad: [actividadPorDefecto('01', '12'), { ...actividadPorDefecto('01', '523402'), cabys: '123', plazoCredito: '-1' }],
    });
    expect(m).toMatchObject({
      nombre: 'El nombre debe tener de 5 a 100 caracteres.',
      'identificacion.numero': 'La identificación no tiene el formato de su tipo (física 9 dígitos, jurídica 10, DIMEX 11 o 12, NITE 10).',
      correoElectronico: 'El correo electrónico no es válido.',
      'ubicacion.otrasSenas': 'Otras señas debe tener de 5 a 250 caracteres.',
      'ubicacion.canton': 'Requerido.',
      usernameATV: 'El usuario de ATV tiene la forma cpj-3-101-123456@stag.comprobanteselectronicos.go.cr.',
      'local.0.terminal.1.numero': 'Número repetido.',
      'local.1.numero': 'Número repetido.',
      'local.1.terminal.0.numero': 'La terminal debe ser un número entre 1 y 99999.',
      'codigoActividad.0.codigoActividad': 'El código de actividad económica tiene 6 dígitos.',
      'codigoActividad.1.cabys': 'El código CABYS debe tener 13 dígitos.',
      'codigoActividad.1.plazoCredito': 'Los días de crédito van de 0 a 3650.',
      'codigoActividad.1.documento': 'Este documento ya tiene una configuración.',
    });
  });

  it('the input keeps digits only, numbers as numbers, and leaves a blank password out (the stored one stays)', () => {
    const input = emisorInput(valid);
    expect(input.identificacion).toEqual({ tipo: '02', numero: '3101123456' });
    expect(input.telefono).toEqual({ codigoPais: '506', numTelefono: '22334455' });
    expect(input.local?.[0]).toEqual({ numero: 1, nombre: 'Principal', terminal: [{ numero: 1, nombre: null }] });
    expect(input.codigoActividad?.[0]).toMatchObject({ documento: '01', codigoActividad: '523402', plazoCredito: 0 });
    expect('passwordATV' in input).toBe(false);
    expect(emisorInput({ ...valid, passwordATV: 'secreta' }).passwordATV).toBe('secreta');
  });

  it("a server error's field opens its tab", () => {
    expect(tabDe('pin')).toBe('hacienda');
    expect(tabDe('local.0.terminal.1.numero')).toBe('sucursales');
    expect(tabDe('codigoActividad.2.tarifa')).toBe('actividades');
    expect(tabDe('ubicacion.canton')).toBe('identidad');
  });
});
