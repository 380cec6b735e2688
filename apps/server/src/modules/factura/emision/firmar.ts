// Issuing, step 3 (per document, after its number): the consecutivo, the clave, the v4.4 XML
// (or the receiver message) and its XAdES signature. Pure but for the signer and the clave's
// random security code; a refusal names the input field at fault.
import { randomInt } from 'node:crypto';
import { buildClave, buildConsecutivo, type FechaClave } from '@jit/domain';
import {
  buildXml,
  fechaCostaRica,
  firmar,
  FirmaError,
  HaciendaXmlError,
  type MensajeReceptor,
  type TipoComprobante,
} from '@jit/hacienda';
import type { Context } from '../../../context.js';
import { badInput } from '../../../errors.js';
import { ESTADO, siglaDe } from '../catalogos.js';
import { comprobanteDe } from '../xml.js';
import type { Firmada, Preparada } from './tipos.js';

/** The date parts of a moment in Costa Rica (for the clave). */
export function fechaClave(now: Date): FechaClave {
  const local = fechaCostaRica(now);
  return {
    year: Number(local.slice(0, 4)),
    month: Number(local.slice(5, 7)),
    day: Number(local.slice(8, 10)),
  };
}

function consecutivoInterno(
  documento: string,
  sucursal: number,
  terminal: number,
  numero: number,
): string {
  return `${siglaDe(documento)}-${String(sucursal).padStart(3, '0')}-${String(terminal).padStart(5, '0')}-${String(numero).padStart(10, '0')}`;
}

/** Numbers, builds and signs the prepared document. */
export function firmarDocumento(
  ctx: Pick<Context, 'config' | 'services'>,
  d: Preparada,
  numero: number,
  now: Date,
): Firmada {
  const { e, p } = d;
  const hacienda = ctx.services.hacienda;
  if (!d.haciendaDoc)
    return {
      numero,
      consecutivo: consecutivoInterno(p.documento, p.sucursal, p.terminal, numero),
      clave: null,
      xmlFirmado: null,
      situacion: '1',
      estado: ESTADO.INTERNO,
    };
  const situacion = hacienda.situacion();
  const c = buildConsecutivo({
    sucursal: p.sucursal,
    terminal: p.terminal,
    tipoDocumento: p.documento,
    numero,
  });
  if (!c.ok) throw badInput(c.message, 'input.local');
  const consecutivo = c.value;
  // The clave carries the identification of whoever files the document (the buyer in a FEC: the
  // issuer too). A receiver message has none of its own: it travels with the received clave.
  const k = buildClave({
    fecha: fechaClave(now),
    identificacion: e.identificacion.numero,
    consecutivo,
    situacion,
    codigoSeguridad: String(randomInt(0, 100_000_000)).padStart(8, '0'),
  });
  if (!k.ok) throw badInput(k.message, 'emisor.identificacion');
  try {
    const doc = p.mensajeReceptor
      ? ({
          ...p.mensajeReceptor,
          tipo: p.documento as '05' | '06' | '07',
          numeroConsecutivoReceptor: consecutivo,
        } satisfies MensajeReceptor)
      : comprobanteDe({
          tipo: p.documento as TipoComprobante,
          clave: k.value,
          consecutivo,
          fechaEmision: now,
          proveedorSistemas: ctx.config.HACIENDA_PROVEEDOR_SISTEMAS,
          codigoActividad: p.codigoActividad,
          codigoActividadReceptor: p.codigoActividadReceptor,
          emisor: e,
          receptor: p.receptor,
          condicionVenta: p.condicionVenta,
          condicionVentaOtros: p.condicionVentaOtros,
          plazoCredito: p.plazoCredito,
          calculo: p.calculo,
          referencias: p.referencias,
          otros: p.otros,
        });
    return {
      numero,
      consecutivo,
      clave: p.mensajeReceptor ? null : k.value,
      xmlFirmado: firmar(buildXml(doc), hacienda.firmante(e, now), { now }),
      situacion,
      estado: situacion === '1' ? ESTADO.EN_COLA : ESTADO.CONTINGENCIA,
    };
  } catch (err) {
    if (err instanceof HaciendaXmlError)
      throw badInput(
        `El documento no cumple la estructura de Hacienda: ${err.message}`,
        `input.${err.campo.replace(/\[(\d+)\]/g, '.$1')}`,
      );
    if (err instanceof FirmaError) throw badInput(err.message, 'emisor.certificado');
    throw err;
  }
}
