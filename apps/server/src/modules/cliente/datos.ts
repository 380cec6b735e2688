// The customer's input rules (spec 2 §5, ruling B-1): the receptor half goes through the receptor's
// own rules, the CRM half is checked here, each refusal in Spanish on its input path.
import { CICLOS, normalizeCliente, roundAmount, toD } from '@jit/domain';
import type { ClienteInput } from '../../generated/graphql.js';
import { badInput } from '../../errors.js';
import { correo, largo, texto } from '../emisor/index.js';
import { receptorDatos } from '../receptor/index.js';
import { esUuid } from '../validate.js';

const GENEROS = ['F', 'M', 'O'];

function coordenada(v: string | null | undefined, limite: number, field: string, nombre: string): string | null {
  if (v == null || v === '') return null;
  const d = toD(v);
  if (d.abs().gt(limite)) throw badInput(`${nombre} debe estar entre -${limite} y ${limite}.`, field);
  return d.toDecimalPlaces(6).toString();
}

function fecha(v: string | null | undefined, field: string): string | null {
  const t = texto(v);
  if (!t) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const d = m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)) : null;
  if (!m || !d || d.getUTCMonth() !== +m[2]! - 1 || d.getUTCDate() !== +m[3]! || +m[1]! < 1900)
    throw badInput('La fecha de nacimiento debe ser una fecha válida (aaaa-mm-dd).', field);
  return t;
}

const ref = (r: { _id: string } | null | undefined, field: string, nombre: string) => {
  if (!r?._id) return null;
  if (!esUuid(r._id)) throw badInput(`${nombre} no es válido.`, field);
  return r._id;
};

/** Row values of a customer input (both halves), ready for insert or update. */
export function clienteDatos(input: ClienteInput) {
  // Spec 2 §5 omissions and defaults (the domain's rule), then each half's own checks.
  const n = normalizeCliente(input as never) as unknown as ClienteInput & { limiteCredito: ReturnType<typeof toD>; plazoCredito: number };
  const u = input.ubicacion;
  const conProvincia = u?.provincia?.trim() ? u : null;
  const receptor = receptorDatos({
    nombre: input.nombre,
    identificacion: n.identificacion ?? null,
    identificacionExtranjero: input.identificacionExtranjero,
    nombreComercial: input.nombreComercial,
    ubicacion: conProvincia
      ? { provincia: conProvincia.provincia!, canton: conProvincia.canton ?? '', distrito: conProvincia.distrito ?? '', barrio: conProvincia.barrio, otrasSenas: conProvincia.otrasSenas ?? '' }
      : null,
    otrasSenasExtranjero: input.otrasSenasExtranjero,
    telefono: n.telefono ?? null,
    correoElectronico: input.correoElectronico,
    actividades: input.actividades,
  });
  const genero = texto(input.genero)?.toUpperCase() ?? null;
  if (genero && !GENEROS.includes(genero)) throw badInput('El género debe ser F, M u O.', 'genero');
  if (n.plazoCredito < 0 || n.plazoCredito > 3650) throw badInput('El plazo de crédito debe estar entre 0 y 3650 días.', 'plazoCredito');
  const limite = roundAmount(n.limiteCredito);
  if (limite.isNeg()) throw badInput('El límite de crédito no puede ser negativo.', 'limiteCredito');
  const waTelefonos = (input.waTelefonos ?? []).map((t, i) => {
    const d = t.replace(/[\s()+-]/g, '');
    if (!/^\d{8,15}$/.test(d)) throw badInput('Cada teléfono de WhatsApp debe tener de 8 a 15 dígitos.', `waTelefonos.${i}`);
    return d;
  });
  const actividad = texto(input.codigoActividadReceptor)?.replace(/[\s.-]/g, '') ?? null;
  if (actividad && !/^\d{6}$/.test(actividad)) throw badInput('El código de actividad económica debe tener 6 dígitos.', 'codigoActividadReceptor');
  return {
    ...receptor,
    genero,
    ref: largo(input.ref, 'ref', 1, 60, 'la referencia'),
    categoriaId: ref(n.categoria, 'categoria', 'La categoría'),
    ejecutivoId: ref(input.ejecutivo, 'ejecutivo', 'El ejecutivo'),
    correoElectronicoContacto: correo(input.correoElectronicoContacto, 'correoElectronicoContacto'),
    fechaNacimiento: fecha(input.fechaNacimiento, 'fechaNacimiento'),
    latitud: coordenada(u?.lat, 90, 'ubicacion.lat', 'La latitud'),
    longitud: coordenada(u?.long, 180, 'ubicacion.long', 'La longitud'),
    cuentaContable: largo(input.cuentaContable, 'cuentaContable', 1, 60, 'la cuenta contable'),
    plazoCredito: n.plazoCredito,
    limiteCredito: limite.toString(),
    limiteCreditoBlock: input.limiteCreditoBlock ?? false,
    codigoActividadReceptor: actividad,
    waNotifica: input.waNotifica ?? false,
    waMensaje: largo(input.waMensaje, 'waMensaje', 1, 1000, 'el mensaje de WhatsApp'),
    waTelefonos,
  };
}

/** A cycle name of spec 2 §3 (c112), or a Spanish refusal. */
export function cicloValido(c: string, field: string): string {
  const hit = CICLOS.find((x) => x.toLowerCase() === c.trim().toLowerCase());
  if (!hit) throw badInput(`El ciclo debe ser uno de: ${CICLOS.join(', ')}.`, field);
  return hit;
}
