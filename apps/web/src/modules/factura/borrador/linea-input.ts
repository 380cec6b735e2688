// From a typed line to the domain's LineaInput, with a Spanish message per cell that does not
// parse. The amounts are computed by @jit/domain (computeLinea); this file only reads the text.
import {
  D,
  applyLineaDefaults,
  computeLinea,
  parseNonNegative,
  precioSinIva,
  roundAmount,
  tarifaIVA,
  tarifaExoneradaDesdePorcentaje,
  isCodigoDe,
  CODIGOS_DESCUENTO,
  CODIGOS_TARIFA_IVA,
  UNIDADES_MEDIDA,
  type ActividadDefaults,
  type CodigoDescuento,
  type CodigoTarifaIVA,
  type LineaDetalle,
  type LineaInput,
  type NombreInstitucion,
  type TipoDocumentoExoneracion,
} from '@jit/domain';
import { BORRADOR_MESSAGES as M } from './messages';
import type { CampoLinea, ExoneracionBorrador, LineaBorrador } from './types';

export type ErroresLinea = Partial<Record<CampoLinea, string>>;

/** The outcome of reading one line: blank (ignored), or the computed line, or its errors. */
export type LineaLeida =
  | { kind: 'vacia' }
  | { kind: 'ok'; input: LineaInput; linea: LineaDetalle; itemId?: string }
  | { kind: 'error'; errores: ErroresLinea };

export type ContextoLinea = {
  tipoDocumento: string;
  ivaIncluido: boolean;
  exoneraciones: readonly ExoneracionBorrador[];
  /** The issuer's activity defaults (spec 1 §5: a line without CABYS, unit or class takes them). */
  defaults?: ActividadDefaults;
};

/** A line the clerk has not started (the trailing new line) is not part of the document. */
export const esLineaVacia = (l: LineaBorrador): boolean =>
  l.codigoCABYS.trim() === '' && l.detalle.trim() === '' && l.precio.trim() === '' && l.codigo.trim() === '';



/** Reads the discount cell: "10%" → percentage, "500" → amount. */
function leerDescuento(texto: string): { porcentaje?: D; monto?: D } | null {
  const t = texto.trim();
  if (t === '') return {};
  if (t.endsWith('%')) {
    const p = parseNonNegative(t.slice(0, -1));
    if (!p.ok || p.value.gt(100)) return null;
    return { porcentaje: p.value };
  }
  const m = parseNonNegative(t);
  return m.ok ? { monto: m.value } : null;
}

/** Reads and computes a line; cells that do not parse come back with their message. */
export function leerLinea(typed: LineaBorrador, ctx: ContextoLinea): LineaLeida {
  if (esLineaVacia(typed)) return { kind: 'vacia' };
  const conDefaults = applyLineaDefaults(
    { clasificacion: typed.clasificacion, unidadMedida: typed.unidadMedida, codigoCABYS: typed.codigoCABYS.trim() },
    ctx.defaults ?? {},
  );
  const l: LineaBorrador = { ...typed, ...conDefaults, codigoCABYS: conDefaults.codigoCABYS ?? '' };
  const errores: ErroresLinea = {};
  const cabys = l.codigoCABYS.trim();
  if (!/^\d{13}$/.test(cabys)) errores.codigoCABYS = cabys === '' ? M.requerido : M.cabysInvalido;
  const detalle = l.detalle.trim();
  if (detalle.length < 3 || detalle.length > 200) errores.detalle = M.detalleCorto;
  const cantidad = parseNonNegative(l.cantidad);
  if (!cantidad.ok || cantidad.value.isZero()) errores.cantidad = M.cantidadInvalida;
  const precio = parseNonNegative(l.precio);
  if (!precio.ok) errores.precio = M.precioInvalido;
  if (!isCodigoDe(UNIDADES_MEDIDA, l.unidadMedida)) errores.unidadMedida = M.unidadInvalida;
  if (!isCodigoDe(CODIGOS_TARIFA_IVA, l.codigoTarifaIVA)) errores.codigoTarifaIVA = M.tarifaInvalida;
  const descuento = leerDescuento(l.descuento);
  if (!descuento) errores.descuento = M.descuentoInvalido;
  if (Object.keys(errores).length > 0 || !cantidad.ok || !precio.ok || !descuento) return { kind: 'error', errores };

  const codigoTarifaIVA = l.codigoTarifaIVA as CodigoTarifaIVA;
  const tarifa = tarifaIVA(codigoTarifaIVA);
  const neto = (x: D) => (ctx.ivaIncluido ? precioSinIva(x, tarifa) : x);
  const input: LineaInput = {
    codigoCABYS: cabys,
    cantidad: cantidad.value,
    unidadMedida: l.unidadMedida,
    detalle,
    precioUnitario: neto(precio.value),
    clasificacion: l.clasificacion,
    impuesto: [{ codigo: '01', codigoTarifaIVA, tarifa }],
  };
  if (l.codigo.trim()) input.codigoComercial = [{ tipo: '01', codigo: l.codigo.trim() }];
  const codigoDescuento = l.codigoDescuento && isCodigoDe(CODIGOS_DESCUENTO, l.codigoDescuento) ? (l.codigoDescuento as CodigoDescuento) : '07';
  if (descuento.porcentaje) input.descuento = [{ porcentajeDescuento: descuento.porcentaje, codigoDescuento }];
  else if (descuento.monto && !descuento.monto.isZero())
    input.descuento = [{ montoDescuento: roundAmount(neto(descuento.monto)), codigoDescuento }];
  const ex = l.exoneracion ? ctx.exoneraciones.find((e) => e.id === l.exoneracion) : undefined;
  if (ex && new D(tarifa).gt(0)) {
    input.impuesto![0]!.exoneracion = {
      tipoDocumentoEX1: ex.tipoDocumento as TipoDocumentoExoneracion,
      ...(ex.tipoDocumentoOtro ? { tipoDocumentoOTRO: ex.tipoDocumentoOtro } : {}),
      numeroDocumento: ex.numeroDocumento,
      ...(ex.articulo != null ? { articulo: ex.articulo } : {}),
      ...(ex.inciso != null ? { inciso: ex.inciso } : {}),
      nombreInstitucion: ex.nombreInstitucion as NombreInstitucion,
      ...(ex.nombreInstitucionOtros ? { nombreInstitucionOtros: ex.nombreInstitucionOtros } : {}),
      fechaEmisionEX: ex.fechaEmision,
      tarifaExonerada: tarifaExoneradaDesdePorcentaje(ex.porcentajeExoneracion, tarifa),
    };
  }
  const r = computeLinea(input, { tipoDocumento: ctx.tipoDocumento });
  if (r.ok) return { kind: 'ok', input, linea: r.value, ...(l.itemId ? { itemId: l.itemId } : {}) };
  const field = r.field ?? '';
  if (field.startsWith('descuento')) return { kind: 'error', errores: { descuento: M.descuentoExcede } };
  if (field.includes('exoneracion')) return { kind: 'error', errores: { exoneracion: M.exoneracionInvalida } };
  if (field.startsWith('impuesto')) return { kind: 'error', errores: { codigoTarifaIVA: r.message } };
  if (field === 'cantidad') return { kind: 'error', errores: { cantidad: M.cantidadInvalida } };
  return { kind: 'error', errores: { precio: r.message } };
}

/** The IVA code for a CABYS rate (13 → 08, 0 → 01 tarifa 0 %). */
export function codigoTarifaDeCabys(impuesto: string): CodigoTarifaIVA {
  const t = new D(impuesto);
  const match = CODIGOS_TARIFA_IVA.find((r) => t.eq(r.tarifa));
  if (t.eq(4)) return '04';
  return match?.codigo ?? '08';
}
