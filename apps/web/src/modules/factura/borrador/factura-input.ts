// The draft checked before sending, and turned into Factura.create's input. Every problem names
// the cell or field it belongs to, so the screen shows it there in Spanish.
import {
  requiereReceptor,
  D,
  esCondicionCredito,
  problemaCondicionCredito,
  MEDIOS_PAGO_MAXIMO,
  allocateMediosPago,
  limpiarReceptor,
  parseNonNegative,
  toDecimalString,
  upsertReferencia,
  validateResumen,
  type CodigoMoneda,
  type ResumenFactura,
  type TipoMedioPago,
} from '@jit/domain';
import type { FacturaInput, LineaDetalleInput } from '@jit/api';
import { BORRADOR_MESSAGES as M } from './messages';
import type { LineaLeida } from './linea-input';
import type { EncabezadoBorrador } from './types';

export type Problema = { lineaId?: string; campo: string; mensaje: string };

export type Leidas = readonly { id: string; leida: LineaLeida }[];

const texto = (x: { toFixed(): string }) => x.toFixed();

function lineaInput(l: Extract<LineaLeida, { kind: 'ok' }>): LineaDetalleInput {
  const i = l.input;
  const out: LineaDetalleInput = {
    ...(l.itemId ? { item: { _id: l.itemId } } : {}),
    codigoCABYS: i.codigoCABYS ?? null,
    codigoComercial: i.codigoComercial ?? null,
    cantidad: toDecimalString(i.cantidad),
    unidadMedida: i.unidadMedida ?? null,
    detalle: i.detalle ?? '',
    precioUnitario: toDecimalString(i.precioUnitario),
    clasificacion: i.clasificacion ?? null,
    impuesto: (i.impuesto ?? []).map((t) => ({
      codigo: t.codigo,
      codigoTarifaIVA: t.codigoTarifaIVA ?? null,
      tarifa: t.tarifa === undefined ? null : toDecimalString(t.tarifa),
      exoneracion: t.exoneracion
        ? {
            tipoDocumento: t.exoneracion.tipoDocumentoEX1,
            tipoDocumentoOTRO: t.exoneracion.tipoDocumentoOTRO ?? null,
            numeroDocumento: t.exoneracion.numeroDocumento,
            articulo: t.exoneracion.articulo === undefined ? null : Number(t.exoneracion.articulo),
            inciso: t.exoneracion.inciso === undefined ? null : Number(t.exoneracion.inciso),
            nombreInstitucion: t.exoneracion.nombreInstitucion,
            nombreInstitucionOtros: t.exoneracion.nombreInstitucionOtros ?? null,
            fechaEmision: t.exoneracion.fechaEmisionEX,
            tarifaExonerada: toDecimalString(t.exoneracion.tarifaExonerada),
          }
        : null,
    })),
  };
  const d = i.descuento?.[0];
  if (d) {
    out.descuento = [
      {
        ...(d.porcentajeDescuento !== undefined ? { porcentajeDescuento: toDecimalString(d.porcentajeDescuento) } : {}),
        ...(d.montoDescuento !== undefined ? { montoDescuento: toDecimalString(d.montoDescuento) } : {}),
        codigoDescuento: d.codigoDescuento ?? '07',
      },
    ];
  }
  return out;
}

/** Checks the draft as Hacienda would; returns the problems, each on its cell or field. */
export function validarBorrador(h: EncabezadoBorrador, leidas: Leidas): { problemas: Problema[]; resumen?: ResumenFactura } {
  const problemas: Problema[] = [];
  const ok: Extract<LineaLeida, { kind: 'ok' }>[] = [];
  for (const { id, leida } of leidas) {
    if (leida.kind === 'error') {
      for (const [campo, mensaje] of Object.entries(leida.errores)) problemas.push({ lineaId: id, campo, mensaje });
    } else if (leida.kind === 'ok') ok.push(leida);
  }
  if (ok.length === 0 && problemas.length === 0) problemas.push({ campo: 'lineas', mensaje: M.sinLineas });
  const r = h.receptor;
  if (requiereReceptor(h.documento) && (!r || (!r.identificacion && !r.identificacionExtranjero)))
    problemas.push({ campo: 'receptor', mensaje: M.receptorRequerido });
  const tc = parseNonNegative(h.tipoCambio);
  if (h.codigoMoneda !== 'CRC' && (!tc.ok || tc.value.lte(0))) problemas.push({ campo: 'tipoCambio', mensaje: M.tipoCambioInvalido });
  if (esCondicionCredito(h.condicionVenta)) {
    const p = Number(h.plazoCredito);
    if (!Number.isInteger(p) || p < 1 || p > 3650) problemas.push({ campo: 'plazoCredito', mensaje: M.plazoInvalido });
    else {
      // 10 holds 90 days at most; 08 and 10 issue a payment receipt to an identified customer.
      const x = problemaCondicionCredito({ condicion: h.condicionVenta, plazoCredito: p, receptorIdentificado: !!(r?.identificacion || r?.identificacionExtranjero) });
      if (x) problemas.push({ campo: x.field, mensaje: x.message });
    }
  }
  if (h.medioPago.length > MEDIOS_PAGO_MAXIMO) problemas.push({ campo: 'medioPago', mensaje: M.mediosMaximo });
  h.medioPago.forEach((m, i) => {
    if (m.monto.trim() && !parseNonNegative(m.monto).ok) problemas.push({ campo: `medioPago.${i}.monto`, mensaje: M.medioMontoInvalido });
  });
  h.otrosCargos.forEach((c, i) => {
    if (c.detalle.trim().length < 1) problemas.push({ campo: `otrosCargos.${i}.detalle`, mensaje: M.cargoDetalle });
    const m = c.monto.trim() ? parseNonNegative(c.monto) : null;
    const p = c.porcentaje.trim() ? parseNonNegative(c.porcentaje) : null;
    if ((!m && !p) || (m && !m.ok) || (p && !p.ok)) problemas.push({ campo: `otrosCargos.${i}.monto`, mensaje: M.cargoInvalido });
  });
  h.referencias.forEach((ref, i) => {
    if (ref.numero.trim().length < 1) problemas.push({ campo: `referencias.${i}.numero`, mensaje: M.refNumeroInvalido });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(ref.fechaEmisionIR)) problemas.push({ campo: `referencias.${i}.fechaEmisionIR`, mensaje: M.refFechaInvalida });
    if (ref.razon.trim().length < 3) problemas.push({ campo: `referencias.${i}.razon`, mensaje: M.refRazonInvalida });
  });
  if (problemas.length > 0) return { problemas };
  const resumen = validateResumen(
    ok.map((l) => l.linea),
    [],
    { tipoDocumento: h.documento, codigoMoneda: h.codigoMoneda as CodigoMoneda, tipoCambio: tc.ok && tc.value.gt(0) ? tc.value : new D(1) },
  );
  if (!resumen.ok) return { problemas: [{ campo: resumen.field ?? 'lineas', mensaje: resumen.message }] };
  return { problemas: [], resumen: resumen.value };
}

/**
 * What stops a send, as Ctrl+Enter and the live field messages both see it: the draft's problems,
 * then, once those are fixed, the payment split against the totals on screen.
 */
export function problemasDeEnvio(h: EncabezadoBorrador, leidas: Leidas, resumen: { totalComprobante: D } | null): Problema[] {
  const { problemas } = validarBorrador(h, leidas);
  return problemas.length === 0 && resumen ? validarMedios(h, resumen.totalComprobante) : problemas;
}

/** Checks that the payment split adds up to the document total (with the other charges). */
export function validarMedios(h: EncabezadoBorrador, totalComprobante: D): Problema[] {
  const parsed = h.medioPago.map((m) => {
    const p = m.monto.trim() ? parseNonNegative(m.monto) : null;
    return { tipoMedioPago: m.tipoMedioPago as TipoMedioPago, totalMedioPago: p?.ok ? p.value : null };
  });
  const r = allocateMediosPago(totalComprobante, parsed);
  return r.ok ? [] : [{ campo: 'medioPago', mensaje: r.code === 'MEDIO_PAGO_MAXIMO' ? M.mediosMaximo : M.mediosNoCuadran }];
}

/** Factura.create's input from a checked draft. */
export function facturaInput(h: EncabezadoBorrador, leidas: Leidas): FacturaInput {
  const lineas = leidas.flatMap(({ leida }) => (leida.kind === 'ok' ? [lineaInput(leida)] : []));
  const r = h.receptor;
  const receptor = r
    ? limpiarReceptor({
        ...(r.id ? { id: r.id } : {}),
        nombre: r.nombre,
        ...(r.identificacion ? { identificacion: r.identificacion } : {}),
        ...(r.identificacionExtranjero ? { identificacionExtranjero: r.identificacionExtranjero } : {}),
        ...(r.correoElectronico ? { correoElectronico: r.correoElectronico } : {}),
        ...(r.telefono ? { telefono: r.telefono } : {}),
      })
    : null;
  const input: FacturaInput = {
    documento: h.documento,
    local: h.local,
    terminal: h.terminal,
    condicionVenta: h.condicionVenta,
    codigoMoneda: h.codigoMoneda,
    detalleServicio: { lineaDetalle: lineas },
    medioPago: h.medioPago.map((m) => {
      const p = m.monto.trim() ? parseNonNegative(m.monto) : null;
      return { tipoMedioPago: m.tipoMedioPago, ...(p?.ok ? { totalMedioPago: texto(p.value) } : {}) };
    }),
  };
  if (receptor) input.receptor = receptor;
  if (esCondicionCredito(h.condicionVenta)) input.plazoCredito = Number(h.plazoCredito);
  if (h.codigoMoneda !== 'CRC') {
    const tc = parseNonNegative(h.tipoCambio);
    if (tc.ok) input.tipoCambio = toDecimalString(tc.value.toDecimalPlaces(5));
  }
  if (h.otrosCargos.length > 0) {
    input.otrosCargos = h.otrosCargos.map((c) => {
      const m = c.monto.trim() ? parseNonNegative(c.monto) : null;
      const p = c.porcentaje.trim() ? parseNonNegative(c.porcentaje) : null;
      return {
        tipoDocumentoOC: c.tipoDocumentoOC,
        detalle: c.detalle.trim(),
        ...(m?.ok ? { montoCargo: texto(m.value) } : p?.ok ? { porcentajeOC: texto(p.value) } : {}),
      };
    });
  }
  if (h.referencias.length > 0) {
    const unicas = h.referencias.reduce<typeof h.referencias>((acc, r) => upsertReferencia(acc, r), []);
    input.informacionReferencia = unicas.map((ref) => ({
      tipoDocIR: ref.tipoDocIR,
      numero: ref.numero.trim(),
      fechaEmisionIR: `${ref.fechaEmisionIR}T12:00:00-06:00`,
      codigo: ref.codigo,
      razon: ref.razon.trim(),
    }));
  }
  if (h.observaciones.trim()) input.otros = { otroTexto: [{ texto: h.observaciones.trim() }] };
  if (h.proforma && h.documento !== 'proforma') input.proforma = h.proforma;
  return input;
}
