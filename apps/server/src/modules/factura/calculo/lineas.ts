// The lines of a document: the activity's defaults for what the clerk left out (spec 1 §5) and
// every line through the domain's computeLinea, with the input path of any refusal.
import {
  CODIGOS_DESCUENTO,
  CODIGOS_IMPUESTO,
  CODIGOS_TARIFA_IVA,
  INSTITUCIONES_EXONERACION,
  TIPOS_EXONERACION,
  UNIDADES_MEDIDA,
  applyLineaDefaults,
  codigoTarifaParaTarifa,
  computeLinea,
  tarifaExoneradaDesdePorcentaje,
  tarifaIVA,
  type Clasificacion,
  type CodigoTarifaIVA,
  type ImpuestoInput,
  type LineaDetalle,
  type LineaInput,
} from '@jit/domain';
import type { ActividadConfig } from '../../../db/schema/index.js';
import { badInput } from '../../../errors.js';
import type { DetalleServicioInput, LineaDetalleInput } from '../../../generated/graphql.js';
import { CLASIFICACIONES, campo, codigo, decimales, fechaCR } from './campos.js';

/** A computed line with what the stored line keeps beside the v4.4 fields. */
export type LineaCalculada = {
  linea: LineaDetalle;
  itemId: string | null;
  itemNombre: string | null;
  input: LineaDetalleInput;
  /** A purchase line's unit cost in the document's currency (net, landed: ruling E-1); what stock takes in. */
  costoUnitario?: string | null;
};

const TIPOS_CODIGO_COMERCIAL = ['01', '02', '03', '04', '99'];

/** The line's commercial codes (v4.4 CodigoComercial: up to 5, type from the table, code ≤ 20). */
function codigosComerciales(cs: readonly { tipo: string; codigo: string }[], n: string, field: string): { tipo: string; codigo: string }[] {
  if (cs.length > 5) throw badInput(`${n}: hasta 5 códigos comerciales.`, field);
  return cs.map((c, i) => {
    const codigo = c.codigo.trim();
    if (!TIPOS_CODIGO_COMERCIAL.includes(c.tipo)) throw badInput(`${n}: el tipo de código comercial «${c.tipo}» no existe (01, 02, 03, 04 o 99).`, `${field}.${i}.tipo`);
    if (!codigo || codigo.length > 20) throw badInput(`${n}: el código comercial lleva de 1 a 20 caracteres.`, `${field}.${i}.codigo`);
    return { tipo: c.tipo, codigo };
  });
}

function impuestos(l: LineaDetalleInput, act: ActividadConfig, field: string): ImpuestoInput[] {
  // No tax given: the activity's VAT (13 % by default). An empty list: no tax (exempt line).
  if (l.impuesto == null) {
    const codigoTarifaIVA = (act.codigoTarifa ||
      codigoTarifaParaTarifa(act.tarifa) ||
      '08') as CodigoTarifaIVA;
    return [
      {
        codigo: (act.codigo || '01') as ImpuestoInput['codigo'],
        codigoTarifaIVA,
        tarifa: tarifaIVA(codigoTarifaIVA),
      },
    ];
  }
  return l.impuesto.map((t, j) => {
    const f = `${field}.impuesto.${j}`;
    const cod = t.codigo ?? '01';
    codigo(CODIGOS_IMPUESTO, cod, `${f}.codigo`, 'El código de impuesto');
    let codigoTarifaIVA = t.codigoTarifaIVA ?? undefined;
    if (codigoTarifaIVA)
      codigo(CODIGOS_TARIFA_IVA, codigoTarifaIVA, `${f}.codigoTarifaIVA`, 'El código de tarifa');
    else if (t.tarifa != null && ['01', '07'].includes(cod))
      codigoTarifaIVA = codigoTarifaParaTarifa(t.tarifa);
    if (['01', '07'].includes(cod) && !codigoTarifaIVA)
      throw badInput(
        'Indique el código de tarifa del IVA (codigoTarifaIVA): la tarifa sola no lo determina.',
        `${f}.codigoTarifaIVA`,
      );
    const tarifa =
      t.tarifa ?? (codigoTarifaIVA ? tarifaIVA(codigoTarifaIVA as CodigoTarifaIVA) : undefined);
    const out: ImpuestoInput = { codigo: cod as ImpuestoInput['codigo'] };
    if (t.codigoImpuestoOTRO) out.codigoImpuestoOTRO = t.codigoImpuestoOTRO;
    if (codigoTarifaIVA) out.codigoTarifaIVA = codigoTarifaIVA as CodigoTarifaIVA;
    if (tarifa !== undefined) out.tarifa = tarifa;
    if (t.factorIVA != null) out.factorCalculoIVA = t.factorIVA;
    const ex = t.exoneracion;
    if (ex) {
      const fe = `${f}.exoneracion`;
      codigo(
        TIPOS_EXONERACION,
        ex.tipoDocumento,
        `${fe}.tipoDocumento`,
        'El tipo de documento de exoneración',
      );
      codigo(
        INSTITUCIONES_EXONERACION,
        ex.nombreInstitucion,
        `${fe}.nombreInstitucion`,
        'La institución',
      );
      if (ex.numeroDocumento.trim().length < 3)
        throw badInput(
          'El número del documento de exoneración debe tener al menos 3 caracteres.',
          `${fe}.numeroDocumento`,
        );
      const tarifaExonerada =
        ex.tarifaExonerada ??
        (ex.porcentajeExoneracion != null && tarifa !== undefined
          ? tarifaExoneradaDesdePorcentaje(ex.porcentajeExoneracion, tarifa).toFixed(2)
          : undefined);
      if (tarifaExonerada === undefined)
        throw badInput(
          'Indique la tarifa exonerada o el porcentaje de exoneración.',
          `${fe}.tarifaExonerada`,
        );
      out.exoneracion = {
        tipoDocumentoEX1: ex.tipoDocumento as never,
        numeroDocumento: ex.numeroDocumento.trim(),
        nombreInstitucion: ex.nombreInstitucion as never,
        fechaEmisionEX: fechaCR(ex.fechaEmision),
        tarifaExonerada,
        ...(ex.tipoDocumentoOTRO ? { tipoDocumentoOTRO: ex.tipoDocumentoOTRO } : {}),
        ...(ex.nombreInstitucionOtros ? { nombreInstitucionOtros: ex.nombreInstitucionOtros } : {}),
        ...(ex.articulo != null ? { articulo: ex.articulo } : {}),
        ...(ex.inciso != null ? { inciso: ex.inciso } : {}),
      };
    }
    return out;
  });
}

/** Maps and computes every line (numbered 1..n in their order). */
export function calcularLineas(
  detalle: DetalleServicioInput,
  act: ActividadConfig,
  tipoDocumento: string,
  base: string,
): LineaCalculada[] {
  const list = detalle.lineaDetalle;
  const fieldList = `${base}.detalleServicio.lineaDetalle`;
  if (list.length === 0) throw badInput('El comprobante debe tener al menos una línea.', fieldList);
  if (list.length > 1000)
    throw badInput('Un comprobante admite como máximo 1000 líneas.', fieldList);
  return list.map((l, i) => {
    const f = `${fieldList}.${i}`;
    const n = `Línea ${i + 1}`;
    const detalleTexto = l.detalle.trim();
    if (detalleTexto.length < 3 || detalleTexto.length > 200)
      throw badInput(`${n}: el detalle debe tener entre 3 y 200 caracteres.`, `${f}.detalle`);
    decimales(l.cantidad, 3, `${f}.cantidad`, `${n}: la cantidad`);
    decimales(l.precioUnitario, 5, `${f}.precioUnitario`, `${n}: el precio unitario`);
    if (l.clasificacion && !CLASIFICACIONES.includes(l.clasificacion))
      throw badInput(
        `${n}: la clasificación debe ser una de ${CLASIFICACIONES.join(', ')}.`,
        `${f}.clasificacion`,
      );
    const conDefectos = applyLineaDefaults(
      {
        clasificacion: (l.clasificacion ?? undefined) as Clasificacion | undefined,
        unidadMedida: l.unidadMedida ?? undefined,
        codigoCABYS: l.codigoCABYS ?? undefined,
      },
      {
        clasificacion: (act.clasificacion || 'producto') as Clasificacion,
        unidadMedida: act.unidadMedida || 'Unid',
        cabys: act.cabys ?? undefined,
      },
    );
    if (!conDefectos.codigoCABYS)
      throw badInput(
        `${n}: falta el código CABYS (13 dígitos) y la actividad no tiene uno por defecto.`,
        `${f}.codigoCABYS`,
      );
    if (!/^\d{13}$/.test(conDefectos.codigoCABYS))
      throw badInput(`${n}: el código CABYS debe tener 13 dígitos.`, `${f}.codigoCABYS`);
    if (conDefectos.unidadMedida)
      codigo(
        UNIDADES_MEDIDA,
        conDefectos.unidadMedida,
        `${f}.unidadMedida`,
        `${n}: la unidad de medida`,
      );
    (l.descuento ?? []).forEach((d, j) => {
      if (d.codigoDescuento)
        codigo(
          CODIGOS_DESCUENTO,
          d.codigoDescuento,
          `${f}.descuento.${j}.codigoDescuento`,
          `${n}: el código de descuento`,
        );
      if (d.montoDescuento == null && d.porcentajeDescuento == null)
        throw badInput(
          `${n}: el descuento necesita un monto o un porcentaje.`,
          `${f}.descuento.${j}.montoDescuento`,
        );
    });
    const input: LineaInput = {
      numeroLinea: i + 1,
      codigoCABYS: conDefectos.codigoCABYS,
      cantidad: l.cantidad,
      precioUnitario: l.precioUnitario,
      detalle: detalleTexto,
      clasificacion: conDefectos.clasificacion,
      descuento: (l.descuento ?? []).map((d) => ({
        ...(d.montoDescuento != null ? { montoDescuento: d.montoDescuento } : {}),
        ...(d.porcentajeDescuento != null ? { porcentajeDescuento: d.porcentajeDescuento } : {}),
        codigoDescuento: (d.codigoDescuento ?? '07') as never,
        ...(d.codigoDescuentoOTRO ? { codigoDescuentoOTRO: d.codigoDescuentoOTRO } : {}),
        ...(d.naturalezaDescuento ? { naturalezaDescuento: d.naturalezaDescuento } : {}),
      })),
      impuesto: impuestos(l, act, f),
    };
    if (conDefectos.unidadMedida) input.unidadMedida = conDefectos.unidadMedida;
    if (l.unidadMedidaComercial) input.unidadMedidaComercial = l.unidadMedidaComercial;
    if (l.codigoComercial?.length) input.codigoComercial = codigosComerciales(l.codigoComercial, n, `${f}.codigoComercial`);
    if (l.tipoTransaccion) input.tipoTransaccion = l.tipoTransaccion as never;
    if (l.ivaCobradoFabrica) input.ivaCobradoFabrica = l.ivaCobradoFabrica as '01' | '02';
    if (l.baseImponible != null) input.baseImponible = l.baseImponible;
    if (l.impuestoAsumidoEmisorFabrica != null)
      input.impuestoAsumidoEmisorFabrica = l.impuestoAsumidoEmisorFabrica;
    const r = computeLinea(input, { tipoDocumento });
    if (!r.ok) throw badInput(`${n}: ${r.message}`, campo(f, r.field));
    return {
      linea: r.value,
      itemId: l.item?._id ?? null,
      itemNombre: l.item?.nombre ?? null,
      input: l,
    };
  });
}
