// From what the clerk sent (FacturaInput) to a computed document: the issuer's activity defaults
// for missing fields (spec 1 §5), every line through the domain's computeLinea and the summary
// through validateResumen. A refusal names the input path at fault, e.g.
// input.detalleServicio.lineaDetalle.3.cantidad, with a Spanish message.
import {
  CODIGOS_DESCUENTO,
  CODIGOS_IMPUESTO,
  CODIGOS_MONEDA,
  CODIGOS_REFERENCIA,
  CODIGOS_TARIFA_IVA,
  CONDICIONES_VENTA,
  D,
  INSTITUCIONES_EXONERACION,
  MEDIOS_PAGO,
  TIPOS_DOC_REFERENCIA,
  TIPOS_EXONERACION,
  TIPOS_OTROS_CARGOS,
  UNIDADES_MEDIDA,
  applyLineaDefaults,
  codigoTarifaParaTarifa,
  computeLinea,
  isCodigoDe,
  limpiarReceptor,
  tarifaExoneradaDesdePorcentaje,
  tarifaIVA,
  tipoCambioDocumento,
  validateIdentificacion,
  validateResumen,
  type Clasificacion,
  type CodigoTarifaIVA,
  type ImpuestoInput,
  type LineaDetalle,
  type LineaInput,
  type MedioPagoInput,
  type OtroCargoInput,
  type ResumenFactura,
} from '@jit/domain';
import { fechaCostaRica } from '@jit/hacienda';
import type { ActividadConfig, ReceptorSnapshot, ReferenciaDoc } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import type {
  DetalleServicioInput,
  FacturaMedioPagoInput,
  FacturaOtroCargoInput,
  FacturaReceptorInput,
  FacturaReferenciaInput,
  LineaDetalleInput,
} from '../../generated/graphql.js';

/** A computed line with what the stored line keeps beside the v4.4 fields. */
export type LineaCalculada = {
  linea: LineaDetalle;
  itemId: string | null;
  itemNombre: string | null;
  input: LineaDetalleInput;
};

export type DocCalculado = {
  lineas: LineaCalculada[];
  otrosCargos: OtroCargoInput[];
  medioPago: MedioPagoInput[];
  resumen: ResumenFactura;
  codigoMoneda: string;
  tipoCambio: InstanceType<typeof D>;
};

const CLASIFICACIONES: readonly string[] = [
  'servicio',
  'gasto',
  'costo fijo',
  'costo variable',
  'producto',
  'activo',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An ISO date (with or without time) written as Hacienda wants it: Costa Rica time with offset. */
export const fechaCR = (iso: string): string =>
  fechaCostaRica(new Date(/T/.test(iso) ? iso : `${iso}T12:00:00-06:00`));

/** Domain field names ("descuento[0].montoDescuento") as input paths ("descuento.0.montoDescuento"). */
export const campo = (base: string, domainField?: string): string =>
  domainField ? `${base}.${domainField.replace(/\[(\d+)\]/g, '.$1')}` : base;

function codigo(
  table: readonly { codigo: string }[],
  value: string,
  field: string,
  nombre: string,
): void {
  if (!isCodigoDe(table, value))
    throw badInput(`${nombre} «${value}» no existe en el catálogo de Hacienda.`, field);
}

function decimales(value: string, max: number, field: string, nombre: string): void {
  const frac = value.split('.')[1];
  if (frac && frac.replace(/0+$/, '').length > max)
    throw badInput(`${nombre} admite como máximo ${max} decimales.`, field);
}

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
  if (correo && (!EMAIL.test(correo) || correo.length > 160))
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
  defecto: string,
  base: string,
): MedioPagoInput[] {
  const medios = list && list.length > 0 ? list : [{ tipoMedioPago: defecto || '01' }];
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

/** The whole computation: lines, other charges, payment split and summary (validateResumen). */
export function calcularDocumento(args: {
  documento: string;
  detalle: DetalleServicioInput;
  otrosCargos?: readonly FacturaOtroCargoInput[] | null;
  medioPago?: readonly FacturaMedioPagoInput[] | null;
  codigoMoneda?: string | null;
  tipoCambio?: string | null;
  actividad: ActividadConfig;
  base?: string;
}): DocCalculado {
  const base = args.base ?? 'input';
  const moneda = args.codigoMoneda || args.actividad.codigoMoneda || 'CRC';
  codigo(CODIGOS_MONEDA, moneda, `${base}.codigoMoneda`, 'La moneda');
  if (moneda !== 'CRC' && !args.tipoCambio)
    throw badInput(
      `Indique el tipo de cambio (colones por ${moneda}) del documento.`,
      `${base}.tipoCambio`,
    );
  const rate = tipoCambioDocumento(moneda, args.tipoCambio ?? '1');
  if (!rate.ok) throw badInput(rate.message, `${base}.tipoCambio`);
  const lineas = calcularLineas(args.detalle, args.actividad, args.documento, base);
  const otrosCargos = mapOtrosCargos(args.otrosCargos, base);
  const medioPago = mapMediosPago(args.medioPago, args.actividad.medioPago, base);
  const r = validateResumen(
    lineas.map((l) => l.linea),
    otrosCargos,
    {
      tipoDocumento: args.documento,
      codigoMoneda: moneda as never,
      tipoCambio: rate.value,
      medioPago,
    },
  );
  if (!r.ok)
    throw badInput(
      r.message,
      campo(base, r.field === 'lineas' ? 'detalleServicio.lineaDetalle' : r.field),
    );
  return {
    lineas,
    otrosCargos,
    medioPago,
    resumen: r.value,
    codigoMoneda: moneda,
    tipoCambio: rate.value,
  };
}

export const condicionValida = (c: string, field: string): void =>
  codigo(CONDICIONES_VENTA, c, field, 'La condición de venta');
export const D0 = new D(0);
