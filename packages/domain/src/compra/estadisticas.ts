import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundPercent } from '../money/rounding';
import { diaCostaRica } from '../shared/fecha-cr';
import { instanteMs, type Instante } from '../session/subscription';

/** One purchase document as crearEstadisticasCompras returns it (spec 3 §3). */
export type DocumentoEstadistica = {
  items: { _id?: string; nombre: string; montoTotalLinea: DInput; cantidad?: DInput }[];
  receptor?: { id?: string | null; nombre?: string | null } | null;
  createdAt: Instante;
};
/** Totals of one grouping. */
export type Acumulado = { transacciones: number; totalVentaNeta: D };
/** Statistics of one item name. */
export type EstadisticaItem = Acumulado & {
  nombre: string;
  /** Share of the grand total, in percent (3 decimals). */
  porc: D;
  receptores: (Acumulado & { id: string; nombre: string })[];
  dias: (Acumulado & { date: string })[];
};

/** Spec 3 §3: placeholder id and name for a missing receptor. */
export const RECEPTOR_ND = 'ND';

function bump<K>(map: Map<K, Acumulado>, key: K, monto: D, extra?: (a: Acumulado) => void): void {
  const a = map.get(key) ?? { transacciones: 0, totalVentaNeta: ZERO };
  a.transacciones += 1;
  a.totalVentaNeta = a.totalVentaNeta.plus(monto);
  extra?.(a);
  map.set(key, a);
}

/**
 * Spec 3 §3 purchase statistics: per item name, transactions and totalVentaNeta (Σ montoTotalLinea), its share of
 * the grand total, a breakdown per receptor ('ND' when missing) and per Costa Rica calendar day. Biggest first.
 */
export function estadisticasCompras(docs: readonly DocumentoEstadistica[]): EstadisticaItem[] {
  const items = new Map<string, { total: Acumulado; receptores: Map<string, Acumulado & { nombre?: string }>; dias: Map<string, Acumulado> }>();
  let grand = ZERO;
  for (const doc of docs) {
    const rid = doc.receptor?.id || RECEPTOR_ND;
    const rnombre = doc.receptor?.id ? doc.receptor.nombre || RECEPTOR_ND : RECEPTOR_ND;
    const day = diaCostaRica(instanteMs(doc.createdAt));
    for (const it of doc.items) {
      const monto = toD(it.montoTotalLinea);
      grand = grand.plus(monto);
      const entry = items.get(it.nombre) ?? { total: { transacciones: 0, totalVentaNeta: ZERO }, receptores: new Map<string, Acumulado & { nombre?: string }>(), dias: new Map<string, Acumulado>() };
      entry.total.transacciones += 1;
      entry.total.totalVentaNeta = entry.total.totalVentaNeta.plus(monto);
      bump(entry.receptores, rid, monto, (a) => Object.assign(a, { nombre: rnombre }));
      bump(entry.dias, day, monto);
      items.set(it.nombre, entry);
    }
  }
  return [...items.entries()]
    .map(([nombre, e]) => ({
      nombre,
      ...e.total,
      porc: grand.isZero() ? ZERO : roundPercent(e.total.totalVentaNeta.times(100).div(grand)),
      receptores: [...e.receptores.entries()].map(([id, a]) => ({ id, nombre: (a as { nombre?: string }).nombre ?? RECEPTOR_ND, transacciones: a.transacciones, totalVentaNeta: a.totalVentaNeta })),
      dias: [...e.dias.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, a]) => ({ date, ...a })),
    }))
    .sort((a, b) => b.totalVentaNeta.comparedTo(a.totalVentaNeta) || (a.nombre < b.nombre ? -1 : 1));
}

/** Spec 3 §3/§9: expense/asset types. */
export const TIPOS_GASTO_ACTIVO = ['Gasto', 'Activo'] as const;
