// EXONET (spec 3 "External", §8): looks an exoneration authorization up at Hacienda and returns
// what a v4.4 Exoneracion needs. EXONET answering anything but 200 (or not answering) rejects
// the call with the spec's message.
import { D, INSTITUCIONES_EXONERACION, TIPOS_EXONERACION } from '@jit/domain';
import type { Context } from '../../context.js';
import { badInput } from '../../errors.js';
import type { ExonetAutorizacion } from '../../integrations/exonet.js';
import { findCabys, fold } from '../catalogos/index.js';

/** Spec 3 §8, verbatim. */
export const EXONET_ERROR = 'Ha ocurrido un error al comprobar el número de documento en EXONET';
/** v4.4 NumeroDocumento is at most 40 characters. */
const NUMERO_MAX = 40;

const codigo2 = (c: string | null | undefined) => (c == null ? '' : /^\d$/.test(c.trim()) ? `0${c.trim()}` : c.trim());

/** EXONET dates carry no zone: they are Costa Rican days. */
function fecha(s: string | null | undefined): Date | null {
  if (!s) return null;
  const zoned = /([zZ]|[+-]\d{2}:?\d{2})$/.test(s) ? s : /T/.test(s) ? `${s}-06:00` : `${s}T00:00:00-06:00`;
  const d = new Date(zoned);
  return Number.isNaN(d.getTime()) ? null : d;
}

function institucion(a: ExonetAutorizacion) {
  const nombre = a.nombreInstitucion?.trim() || null;
  const code = codigo2(a.CodigoInstitucion ?? a.codigoInstitucion);
  let row = INSTITUCIONES_EXONERACION.find((i) => i.codigo === code && i.codigo !== '99');
  if (!row && nombre) row = INSTITUCIONES_EXONERACION.find((i) => i.codigo !== '99' && fold(i.descripcion) === fold(nombre));
  if (row) return { nombreInstitucion: { id: row.codigo, value: row.descripcion, annotation: null }, nombreInstitucionOtros: null };
  return { nombreInstitucion: { id: '99', value: 'Otros', annotation: null }, nombreInstitucionOtros: nombre };
}

function tipoDocumento(a: ExonetAutorizacion) {
  const code = codigo2(a.tipoDocumento.codigo);
  const row = TIPOS_EXONERACION.find((t) => t.codigo === code);
  if (row && row.codigo !== '99') return { tipoDocumento: { id: row.codigo, value: row.descripcion, annotation: null }, tipoDocumentoOtro: null };
  return {
    tipoDocumento: { id: '99', value: 'Otros', annotation: null },
    tipoDocumentoOtro: a.tipoDocumento.descripcion?.trim() || code || null,
  };
}

/** Exoneracion.consultar. */
export async function consultarExoneracion(ctx: Context, numero: string) {
  const n = numero.trim();
  if (!n) throw badInput('Escribe el número de documento de la exoneración.', 'numero');
  if (n.length > NUMERO_MAX || !/^[\p{L}\p{N}][\p{L}\p{N} ./_-]*$/u.test(n))
    throw badInput(`El número de documento de la exoneración no es válido (hasta ${NUMERO_MAX} letras, dígitos y guiones).`, 'numero');
  const r = await ctx.services.exonet.consultar(n);
  if (!r.ok) {
    ctx.log.info({ status: r.status, detail: r.detail }, 'EXONET rechazó la consulta');
    throw badInput(EXONET_ERROR, 'numero');
  }
  const a = r.value;
  const emision = fecha(a.fechaEmision);
  const vencimiento = fecha(a.fechaVencimiento);
  const pct = /^\d+(\.\d+)?$/.test(String(a.porcentajeExoneracion).trim()) ? new D(String(a.porcentajeExoneracion).trim()) : null;
  if (!emision || !pct || pct.gt(100)) {
    ctx.log.warn({ numero: n }, 'EXONET respondió una autorización incompleta');
    throw badInput(EXONET_ERROR, 'numero');
  }
  const cabys = [...new Set((a.cabys ?? []).map((c) => c.trim()).filter(Boolean))];
  return {
    numeroDocumento: a.numeroDocumento,
    ...tipoDocumento(a),
    identificacion: a.identificacion ?? null,
    ...institucion(a),
    articulo: a.articulo ?? null,
    inciso: a.inciso ?? null,
    fechaEmision: emision,
    fechaVencimiento: vencimiento,
    vigente: !vencimiento || vencimiento.getTime() >= ctx.now().getTime(),
    porcentajeExoneracion: pct,
    // EXONET states porcentajeExoneracion in points of the rate: v4.4 TarifaExonerada (4,2).
    tarifaExonerada: pct.toDecimalPlaces(2),
    poseeCabys: a.poseeCabys ?? cabys.length > 0,
    cabys,
    cabysDetalle: cabys.flatMap((c) => {
      const h = findCabys(c);
      return h ? [{ id: h.cabys, cabys: h.cabys, descripcion_cabys: h.descripcion, impuesto: h.impuesto }] : [];
    }),
  };
}
