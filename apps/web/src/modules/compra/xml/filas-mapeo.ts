// The rows of the mapping grid of a received document: each line as the supplier wrote it, where it
// goes (with the option's label and whether the supplier's code remembered it), its conversion, what
// it will cost in the kardex (its share of the freight, the landed unit cost and the line's total)
// and its problem in Spanish; and the footer's totals.
import { D } from '@jit/domain';
import type { Aterrizado } from './asignacion';
import type { AsignacionDoc } from './asignacion';
import type { LineaRecibidaXml } from './lineas-recibidas';

export type FilaMapeo = {
  id: string;
  numeroLinea: number | null;
  codigo: string;
  detalle: string;
  cantidad: string;
  unidad: string;
  montoNeto: string;
  destino: string;
  destinoTexto: string;
  recordado: boolean;
  conversion: string;
  flete: string;
  costoUnitario: string;
  costoInventario: string;
  error: string;
};

/** Net amount of a line: its total less its discounts, exactly (the XML's decimal text). */
const neto = (l: LineaRecibidaXml) => new D(l.montoTotal || 0).minus(l.montoDescuento || 0);

export function filasMapeo(
  lineas: readonly LineaRecibidaXml[],
  a: AsignacionDoc,
  etiqueta: ReadonlyMap<string, string>,
  costos: Readonly<Record<number, Aterrizado>>,
  errores: Readonly<Record<number, string>>,
): FilaMapeo[] {
  return lineas.map((l) => {
    const destino = a.destinos[l.numeroLinea] ?? '';
    const c = costos[l.numeroLinea];
    const conv = a.conversion[l.numeroLinea]?.trim() ?? '';
    const unidades = conv && /^\d+(\.\d+)?$/.test(conv) && new D(conv).gt(0) ? new D(l.cantidad || 0).times(conv) : new D(l.cantidad || 0);
    return {
      id: String(l.numeroLinea),
      numeroLinea: l.numeroLinea,
      codigo: l.codigoComercial ?? l.codigo ?? '',
      detalle: l.detalle,
      cantidad: l.cantidad,
      unidad: l.unidadMedida,
      montoNeto: neto(l).toFixed(),
      destino,
      destinoTexto: destino ? (etiqueta.get(destino) ?? destino) : '',
      recordado: Boolean(a.recordados[l.numeroLinea]),
      conversion: a.conversion[l.numeroLinea] ?? '',
      flete: c?.flete ?? '',
      costoUnitario: c ? new D(c.unitario).div(conv && unidades.gt(0) ? new D(conv) : 1).toDecimalPlaces(5).toFixed() : '',
      costoInventario: c ? new D(c.unitario).times(l.cantidad || 0).toDecimalPlaces(2).toFixed() : '',
      error: errores[l.numeroLinea] ?? '',
    };
  });
}

/** The footer: the net amount, the freight and what enters the kardex, summed. */
export function totalMapeo(filas: readonly FilaMapeo[], titulo: string): FilaMapeo {
  const suma = (k: 'montoNeto' | 'flete' | 'costoInventario') => filas.reduce((t, f) => (f[k] ? t.plus(f[k]) : t), new D(0)).toFixed();
  return { id: 'total', numeroLinea: null, codigo: '', detalle: titulo, cantidad: '', unidad: '', montoNeto: suma('montoNeto'), destino: '', destinoTexto: '', recordado: false, conversion: '', flete: suma('flete'), costoUnitario: '', costoInventario: suma('costoInventario'), error: '' };
}
