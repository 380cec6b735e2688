// The issuer settings form: its rules with the Spanish message shown next to each field (they
// mirror the server's, which still decide: a BAD_USER_INPUT lands on its field), the values read
// from EmisorConfig and the EmisorInput written back.
import { z } from 'zod';
import { validateIdentificacion } from '@jit/domain';
import type { EmisorConfigFieldsFragment, EmisorInput } from '@jit/api';
import { EMISOR_MESSAGES as M } from './messages';
import { CORREO_HACIENDA } from '@jit/domain';

const opcional = (re: RegExp, msg: string) => z.string().trim().refine((v) => v === '' || re.test(v), msg);
const entero = (min: number, max: number, msg: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, msg);

const terminal = z.object({ id: z.string().optional(), numero: entero(1, 99999, M.numeroTerminal), nombre: z.string().trim().max(80) });
const sucursal = z
  .object({ id: z.string().optional(), numero: entero(1, 999, M.numeroSucursal), nombre: z.string().trim().max(80), terminal: z.array(terminal).min(1) })
  .superRefine((s, ctx) => {
    s.terminal.forEach((t, i) => {
      if (s.terminal.findIndex((x) => Number(x.numero) === Number(t.numero)) !== i)
        ctx.addIssue({ code: 'custom', path: ['terminal', i, 'numero'], message: M.repetida });
    });
  });

const actividad = z.object({
  documento: z.string().min(1, M.requerido),
  codigoActividad: z
    .string()
    .trim()
    .refine((v) => /^\d{6}$/.test(v.replace(/[\s.-]/g, '')), M.actividadInvalida),
  clasificacion: z.string(),
  cabys: opcional(/^\d{13}$/, M.cabysInvalido),
  modoivaIncluido: z.boolean(),
  editarServicios: z.boolean(),
  editarPrecios: z.boolean(),
  modoLibre: z.boolean(),
  codigoMoneda: z.string(),
  unidadMedida: z.string(),
  codigo: z.string(),
  codigoTarifa: z.string(),
  condicionVenta: z.string(),
  plazoCredito: entero(0, 3650, M.plazoInvalido),
  medioPago: z.string(),
});

export const emisorSchema = z
  .object({
    nombre: z.string().trim().min(5, M.nombreInvalido).max(100, M.nombreInvalido),
    nombreComercial: z
      .string()
      .trim()
      .refine((v) => v === '' || (v.length >= 3 && v.length <= 80), M.nombreComercialInvalido),
    identificacion: z.object({ tipo: z.string(), numero: z.string().trim() }),
    correoElectronico: z.string().trim().min(1, M.correoInvalido).max(160, M.correoInvalido).regex(CORREO_HACIENDA, M.correoInvalido),
    telefono: z.object({
      numTelefono: z
        .string()
        .trim()
        .refine((v) => v === '' || /^\d{8}$/.test(v.replace(/[\s-]/g, '')), M.telefonoInvalido),
    }),
    ubicacion: z.object({
      provincia: z.string().min(1, M.requerido),
      canton: z.string().min(1, M.requerido),
      distrito: z.string().min(1, M.requerido),
      barrio: z
        .string()
        .trim()
        .refine((v) => v === '' || (v.length >= 5 && v.length <= 50), M.barrioInvalido),
      otrasSenas: z.string().trim().min(5, M.otrasSenasInvalidas).max(250, M.otrasSenasInvalidas),
    }),
    usernameATV: opcional(/^[\w.+-]+@([\w-]+\.)*comprobanteselectronicos\.go\.cr$/i, M.usuarioATVInvalido),
    passwordATV: z.string().max(200),
    local: z.array(sucursal).min(1),
    codigoActividad: z.array(actividad),
    tipoCambioReferencia: z.enum(['VENTA', 'COMPRA']),
  })
  .superRefine((v, ctx) => {
    const id = validateIdentificacion(v.identificacion.tipo, v.identificacion.numero);
    if (!id.ok || !['01', '02', '03', '04'].includes(v.identificacion.tipo))
      ctx.addIssue({ code: 'custom', path: ['identificacion', 'numero'], message: M.identificacionInvalida });
    v.local.forEach((s, i) => {
      if (v.local.findIndex((x) => Number(x.numero) === Number(s.numero)) !== i)
        ctx.addIssue({ code: 'custom', path: ['local', i, 'numero'], message: M.repetida });
    });
    v.codigoActividad.forEach((a, i) => {
      if (v.codigoActividad.findIndex((x) => x.documento === a.documento) !== i)
        ctx.addIssue({ code: 'custom', path: ['codigoActividad', i, 'documento'], message: M.documentoRepetido });
    });
  });

export type EmisorValues = z.input<typeof emisorSchema>;
export type ActividadValues = EmisorValues['codigoActividad'][number];

/** A new activity setting with the defaults of spec 3 §3 (constants.tsv). */
export const actividadPorDefecto = (documento: string, codigoActividad = ''): ActividadValues => ({
  documento,
  codigoActividad,
  clasificacion: 'producto',
  cabys: '',
  modoivaIncluido: true,
  editarServicios: false,
  editarPrecios: false,
  modoLibre: true,
  codigoMoneda: 'CRC',
  unidadMedida: 'Unid',
  codigo: '01',
  codigoTarifa: '08',
  condicionVenta: '01',
  plazoCredito: '0',
  medioPago: '01',
});

/** The form's values from the stored configuration. */
export function valoresDe(c: EmisorConfigFieldsFragment): EmisorValues {
  return {
    nombre: c.nombre,
    nombreComercial: c.nombreComercial ?? '',
    identificacion: { tipo: c.identificacion?.tipo ?? '02', numero: c.identificacion?.numero ?? '' },
    correoElectronico: c.correoElectronico ?? '',
    telefono: { numTelefono: c.telefono?.numTelefono ?? '' },
    ubicacion: {
      provincia: c.ubicacion?.provincia ?? '',
      canton: c.ubicacion?.canton ?? '',
      distrito: c.ubicacion?.distrito ?? '',
      barrio: c.ubicacion?.barrio ?? '',
      otrasSenas: c.ubicacion?.otrasSenas ?? '',
    },
    usernameATV: c.usernameATV ?? '',
    passwordATV: '',
    local:
      c.local.length > 0
        ? c.local.map((s) => ({
            id: s.id,
            numero: String(s.numero),
            nombre: s.nombre ?? '',
            terminal: s.terminal.map((t) => ({ id: t.id, numero: String(t.numero), nombre: t.nombre ?? '' })),
          }))
        : [{ numero: '1', nombre: 'Principal', terminal: [{ numero: '1', nombre: 'Caja 1' }] }],
    codigoActividad:
      c.codigoActividad.length > 0
        ? c.codigoActividad.map((a) => ({
            documento: a.documento,
            codigoActividad: a.codigoActividad,
            clasificacion: a.clasificacion,
            cabys: a.cabys ?? '',
            modoivaIncluido: a.modoivaIncluido,
            editarServicios: a.editarServicios,
            editarPrecios: a.editarPrecios,
            modoLibre: a.modoLibre,
            codigoMoneda: a.codigoMoneda.id,
            unidadMedida: a.unidadMedida,
            codigo: a.codigo,
            codigoTarifa: a.codigoTarifa,
            condicionVenta: a.condicionVenta,
            plazoCredito: String(a.plazoCredito),
            medioPago: a.medioPago,
          }))
        : [actividadPorDefecto('01'), actividadPorDefecto('04')],
    tipoCambioReferencia: c.tipoCambioReferencia,
  };
}

const vacioANull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Emisor.create's input (secrets only when typed: empty keeps the stored ones). */
export function emisorInput(v: EmisorValues): EmisorInput {
  const ubicacion = v.ubicacion;
  return {
    nombre: v.nombre.trim(),
    nombreComercial: vacioANull(v.nombreComercial),
    identificacion: { tipo: v.identificacion.tipo, numero: v.identificacion.numero.replace(/[\s-]/g, '') },
    correoElectronico: v.correoElectronico.trim(),
    telefono: { codigoPais: '506', numTelefono: vacioANull(v.telefono.numTelefono.replace(/[\s-]/g, '')) },
    ubicacion: {
      provincia: ubicacion.provincia,
      canton: ubicacion.canton,
      distrito: ubicacion.distrito,
      barrio: vacioANull(ubicacion.barrio),
      otrasSenas: ubicacion.otrasSenas.trim(),
    },
    usernameATV: vacioANull(v.usernameATV),
    ...(v.passwordATV ? { passwordATV: v.passwordATV } : {}),
    local: v.local.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      numero: Number(s.numero),
      nombre: vacioANull(s.nombre),
      terminal: s.terminal.map((t) => ({ ...(t.id ? { id: t.id } : {}), numero: Number(t.numero), nombre: vacioANull(t.nombre) })),
    })),
    codigoActividad: v.codigoActividad.map((a) => ({
      documento: a.documento,
      codigoActividad: a.codigoActividad.replace(/[\s.-]/g, ''),
      clasificacion: a.clasificacion,
      cabys: vacioANull(a.cabys),
      modoivaIncluido: a.modoivaIncluido,
      editarServicios: a.editarServicios,
      editarPrecios: a.editarPrecios,
      modoLibre: a.modoLibre,
      codigoMoneda: a.codigoMoneda,
      unidadMedida: a.unidadMedida,
      codigo: a.codigo,
      codigoTarifa: a.codigoTarifa,
      condicionVenta: a.condicionVenta,
      plazoCredito: Number(a.plazoCredito),
      medioPago: a.medioPago,
    })),
    tipoCambioReferencia: v.tipoCambioReferencia,
  };
}

/** Which tab holds a field (to open it when its error shows). */
export function tabDe(field: string): string {
  if (field.startsWith('usernameATV') || field.startsWith('passwordATV') || field.startsWith('pin') || field.startsWith('certificado')) return 'hacienda';
  if (field.startsWith('local')) return 'sucursales';
  if (field.startsWith('codigoActividad')) return 'actividades';
  return 'identidad';
}
