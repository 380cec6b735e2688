// The mapping of one received document as the person edits it (ruling E-1): each line to an item,
// a cost record or nowhere; the extra charges and how they are spread; the landed unit cost each
// mapped line will enter stock at (the same domain rules the server applies), and what is sent.
import { claveMapeo, costoNetoLinea, D, prorratear, type BaseProrrateo } from '@jit/domain';
import type { CompraLineaInput, CompraMapeoQuery } from '@jit/api';
import type { LineaRecibidaXml } from './lineas-recibidas';

export type ClaseCosto = 'GastosActivos' | 'CostoFijo' | 'CostoVariable';
/** A line's destination in the select: `item:<id>` or `<clase>:<id>`, '' for none. */
export type Destino = string;
export type AsignacionDoc = {
  destinos: Record<number, Destino>;
  conversion: Record<number, string>;
  recordados: Record<number, boolean>;
  costosAdicionales: string;
  prorrateo: BaseProrrateo;
};

export const asignacionVacia = (): AsignacionDoc => ({ destinos: {}, conversion: {}, recordados: {}, costosAdicionales: '', prorrateo: 'valor' });

type Recordado = CompraMapeoQuery['Compra']['mapeo'][number];

/** The document's lines with what the supplier's same codes went to last time. */
export function conRecordados(lineas: readonly LineaRecibidaXml[], recordados: readonly Recordado[]): AsignacionDoc {
  const porClave = new Map(recordados.map((r) => [r.clave, r]));
  const a = asignacionVacia();
  for (const l of lineas) {
    const r = porClave.get(claveMapeo(l));
    if (!r) continue;
    a.destinos[l.numeroLinea] = r.tipo === 'item' ? `item:${r.id}` : `${r.clase ?? 'GastosActivos'}:${r.id}`;
    if (r.conversion) a.conversion[l.numeroLinea] = r.conversion;
    a.recordados[l.numeroLinea] = true;
  }
  return a;
}

const esDecimal = (v: string) => /^\d+(\.\d+)?$/.test(v.trim());

/** Spanish problems of the form, by line number (0 = the charges), before anything is sent. */
export function problemas(a: AsignacionDoc): Record<number, string> {
  const out: Record<number, string> = {};
  const cargos = a.costosAdicionales.trim();
  if (cargos && !esDecimal(cargos)) out[0] = 'Los costos adicionales deben ser un monto positivo, con punto decimal.';
  const conItems = Object.values(a.destinos).some((d) => d.startsWith('item:'));
  if (cargos && esDecimal(cargos) && new D(cargos).gt(0) && !conItems) out[0] = 'Para repartir costos adicionales asigne al menos una línea a un artículo.';
  for (const [n, c] of Object.entries(a.conversion)) if (c.trim() && (!esDecimal(c) || new D(c).isZero())) out[Number(n)] = 'La conversión debe ser un número mayor que cero.';
  return out;
}

/** A line mapped to an item as it will reach the kardex: its share of the charges and its landed unit cost. */
export type Aterrizado = { flete: string; unitario: string };

/** Each line mapped to an item (by line number): the charges spread over them and the landed unit cost (the domain's rules, as the server applies them). */
export function aterrizados(lineas: readonly LineaRecibidaXml[], a: AsignacionDoc, ivaRecuperable: boolean): Record<number, Aterrizado> {
  const aItems = lineas.filter((l) => a.destinos[l.numeroLinea]?.startsWith('item:'));
  const cargos = esDecimal(a.costosAdicionales) ? a.costosAdicionales.trim() : '0';
  const base = aItems.map((l) => ({
    cantidad: new D(l.cantidad || 0),
    costo: costoNetoLinea({ cantidad: l.cantidad, montoTotal: l.montoTotal, montoDescuento: l.montoDescuento, impuesto: l.impuestoNeto }, ivaRecuperable),
  }));
  if (base.some((b) => b.cantidad.isZero())) return {};
  // costoAterrizado's spread, kept per line so the screen shows what each line carries.
  const partes = prorratear(cargos, base.map((b) => (a.prorrateo === 'valor' ? b.costo : b.cantidad)));
  return Object.fromEntries(aItems.map((l, i) => [l.numeroLinea, { flete: partes[i]!.toFixed(), unitario: base[i]!.costo.plus(partes[i]!).div(base[i]!.cantidad).toDecimalPlaces(5).toFixed() }]));
}

/** The landed unit cost of each line mapped to an item (by line number), as the kardex will take it. */
export function costosPrevios(lineas: readonly LineaRecibidaXml[], a: AsignacionDoc, ivaRecuperable: boolean): Record<number, string> {
  return Object.fromEntries(Object.entries(aterrizados(lineas, a, ivaRecuperable)).map(([n, x]) => [n, x.unitario]));
}

/** What goes into MensajeReceptorInput beside the answer. */
export function asignacionInput(a: AsignacionDoc): { lineas: CompraLineaInput[]; costosAdicionales?: string; prorrateo: string } {
  const lineas = Object.entries(a.destinos)
    .filter(([, d]) => d)
    .map(([n, d]) => {
      const [tipo, id] = d.split(':') as [string, string];
      const numeroLinea = Number(n);
      const conv = a.conversion[numeroLinea]?.trim();
      return tipo === 'item' ? { numeroLinea, item: id, ...(conv ? { conversion: conv } : {}) } : { numeroLinea, costo: id, clase: tipo };
    });
  const cargos = a.costosAdicionales.trim();
  return { lineas, ...(cargos ? { costosAdicionales: cargos } : {}), prorrateo: a.prorrateo };
}

/** The line a server refusal names («Línea 2: …»), to show it beside that line; 0 when none. */
export function lineaDelError(mensaje: string | null | undefined): number {
  const m = /^Línea (\d+):/.exec(mensaje ?? '');
  return m ? Number(m[1]) : 0;
}
