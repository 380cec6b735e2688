// The rest of the request as the domain takes it: the receptor snapshot, other charges, payment
// methods, references and the sale condition, each checked against Hacienda's catalogues.
import {
  CODIGOS_REFERENCIA,
  CORREO_HACIENDA,
  CORREO_LARGO_MAXIMO,
  CONDICIONES_VENTA,
  MEDIOS_PAGO,
  TIPOS_DOC_REFERENCIA,
  TIPOS_OTROS_CARGOS,
  limpiarReceptor,
  validateIdentificacion,
  type MedioPagoInput,
  type OtroCargoInput,
} from '@jit/domain';
import type { ReceptorSnapshot, ReferenciaDoc } from '../../../db/schema/index.js';
import { badInput } from '../../../errors.js';
import type {
  FacturaMedioPagoInput,
  FacturaOtroCargoInput,
  FacturaReceptorInput,
  FacturaReferenciaInput,
} from '../../../generated/graphql.js';
import { campo, codigo, fechaCR } from './campos.js';

/** The receptor snapshot (spec 1 §5 clean-up: no credit limits; identification unless foreign). */
export function receptorSnapshot(r: FacturaReceptorInput, field: string): ReceptorSnapshot {
  const nombre = r.nombre.trim();
  if (nombre.length < 3 || nombre.length > 100)
    throw badInput(
      'El nombre del receptor debe tener entre 3 y 100 caracteres.',
      `${field}.nombre`,
    );
  const limpio = limpiarReceptor({ ...r }) as FacturaReceptorInput;
  let identificacion: ReceptorSnapshot['identificacion'] = null;
  if (limpio.identificacion) {
    const v = validateIdentificacion(limpio.identificacion.tipo, limpio.identificacion.numero);
    if (!v.ok) throw badInput(v.message, campo(field, v.field));
    identificacion = v.value;
  }
  const correo = r.correoElectronico?.trim() || null;
  // The receptor's address goes into the comprobante: Hacienda's own pattern, or it rejects it.
  if (correo && (!CORREO_HACIENDA.test(correo) || correo.length > CORREO_LARGO_MAXIMO))
    throw badInput(
      `El correo del receptor «${correo}» no es válido.`,
      `${field}.correoElectronico`,
    );
  const tel = limpio.telefono?.numTelefono
    ? {
        codigoPais: limpio.telefono.codigoPais ?? '506',
        numTelefono: limpio.telefono.numTelefono.replace(/\D/g, ''),
      }
    : null;
  return {
    id: r.id ?? null,
    crm: r.crm ?? null,
    nombre,
    identificacion,
    identificacionExtranjero: r.identificacionExtranjero?.trim() || null,
    nombreComercial: r.nombreComercial?.trim() || null,
    correoElectronico: correo,
    telefono: tel,
    ubicacion: r.ubicacion ? { ...r.ubicacion, barrio: r.ubicacion.barrio ?? null } : null,
    otrasSenasExtranjero: r.otrasSenasExtranjero?.trim() || null,
    categoria: r.categoria ?? null,
    plazoCredito: r.plazoCredito ?? null,
    cuentaContable: r.cuentaContable ?? null,
  };
}

export function mapOtrosCargos(
  list: readonly FacturaOtroCargoInput[] | null | undefined,
  base: string,
): OtroCargoInput[] {
  return (list ?? []).map((c, i) => {
    const f = `${base}.otrosCargos.${i}`;
    codigo(TIPOS_OTROS_CARGOS, c.tipoDocumentoOC, `${f}.tipoDocumentoOC`, 'El tipo de otro cargo');
    if (c.montoCargo == null && c.porcentajeOC == null)
      throw badInput('El otro cargo necesita un monto o un porcentaje.', `${f}.montoCargo`);
    if (c.detalle.trim().length === 0) throw badInput('Describa el otro cargo.', `${f}.detalle`);
    return {
      tipoDocumentoOC: c.tipoDocumentoOC as OtroCargoInput['tipoDocumentoOC'],
      detalle: c.detalle.trim(),
      ...(c.tipoDocumentoOTROS ? { tipoDocumentoOTROS: c.tipoDocumentoOTROS } : {}),
      ...(c.nombreTercero ? { nombreTercero: c.nombreTercero } : {}),
      ...(c.identificacionTercero
        ? {
            identificacionTercero: {
              tipo: c.identificacionTercero.tipo,
              numero: c.identificacionTercero.numero.replace(/[\s-]/g, ''),
            },
          }
        : {}),
      ...(c.porcentajeOC != null ? { porcentajeOC: c.porcentajeOC } : {}),
      ...(c.montoCargo != null ? { montoCargo: c.montoCargo } : {}),
    };
  });
}

export function mapMediosPago(
  list: readonly FacturaMedioPagoInput[] | null | undefined,
  defecto: string | null,
  base: string,
): MedioPagoInput[] {
  const medios = list && list.length > 0 ? list : defecto === null ? [] : [{ tipoMedioPago: defecto || '01' }];
  return medios.map((m, i) => {
    codigo(
      MEDIOS_PAGO,
      m.tipoMedioPago,
      `${base}.medioPago.${i}.tipoMedioPago`,
      'El medio de pago',
    );
    return {
      tipoMedioPago: m.tipoMedioPago as MedioPagoInput['tipoMedioPago'],
      ...(m.medioPagoOtros ? { medioPagoOtros: m.medioPagoOtros } : {}),
      ...('totalMedioPago' in m && m.totalMedioPago != null
        ? { totalMedioPago: m.totalMedioPago }
        : {}),
    };
  });
}

export function mapReferencias(
  list: readonly FacturaReferenciaInput[] | null | undefined,
  base: string,
): ReferenciaDoc[] {
  const refs = list ?? [];
  if (refs.length > 10)
    throw badInput(
      'Un comprobante admite como máximo 10 referencias.',
      `${base}.informacionReferencia`,
    );
  // Spec 1 §5: unique by number, a repeat replaces the earlier one.
  const out: ReferenciaDoc[] = [];
  refs.forEach((r, i) => {
    const f = `${base}.informacionReferencia.${i}`;
    codigo(
      TIPOS_DOC_REFERENCIA,
      r.tipoDocIR,
      `${f}.tipoDocIR`,
      'El tipo de documento de referencia',
    );
    if (r.codigo) codigo(CODIGOS_REFERENCIA, r.codigo, `${f}.codigo`, 'El código de referencia');
    const ref: ReferenciaDoc = {
      tipoDoc: r.tipoDocIR,
      numero: r.numero ?? null,
      fechaEmision: fechaCR(r.fechaEmisionIR),
      codigo: r.codigo ?? null,
      razon: r.razon ?? null,
      tipoDocRefOTRO: r.tipoDocRefOTRO ?? null,
      codigoReferenciaOTRO: r.codigoReferenciaOTRO ?? null,
    };
    const at = out.findIndex((x) => x.numero !== null && x.numero === ref.numero);
    if (at >= 0) out[at] = ref;
    else out.push(ref);
  });
  return out;
}

export const condicionValida = (c: string, field: string): void =>
  codigo(CONDICIONES_VENTA, c, field, 'La condición de venta');
