import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount, roundInventoryQuantity, roundPercent } from '../money/rounding';
import { fail, ok, type Result } from '../shared/result';

/** Spec 3 §9: default posIndex of an item. */
export const POS_INDEX_DEFECTO = 99999;
/** Spec 3 §9: default utilidad. */
export const UTILIDAD_DEFECTO = 45;
/** Spec 3 §9: default unit (value Unid, annotation Unidad) and currency (CRC, ₡). */
export const UNIDAD_DEFECTO = { id: 'Unid', value: 'Unid', annotation: 'Unidad' } as const;
/** Spec 3 §9 default currency. */
export const MONEDA_DEFECTO = { id: 'CRC', value: 'CRC', simbolo: '₡' } as const;
/** Spec 3 §9: item list type default '02'; billing list default '05'. */
export const TIPO_ITEM_LISTA = '02';
/** Spec 3 §9: billing list item type default. */
export const TIPO_ITEM_FACTURAR = '05';

const n5 = (x: DInput | null | undefined): D | undefined => (x === undefined || x === null || x === '' ? undefined : roundAmount(x));

/**
 * Spec 3 §5 item create: precioUnitario, costoUnitarioTotal, utilidad, minimo and maximo to 5 decimals; posIndex
 * 99999 when missing; createdAt, updatedAt, img, altImg and attributes dropped; composition only for composite items.
 */
export function normalizeItem(input: Record<string, unknown> & { esCompuesto?: boolean; posIndex?: number | null; composicion?: ({ porcion: DInput } & Record<string, unknown>)[] }): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  for (const k of ['createdAt', 'updatedAt', 'img', 'altImg', 'attributes']) delete out[k];
  for (const k of ['precioUnitario', 'costoUnitarioTotal', 'utilidad', 'minimo', 'maximo']) {
    const v = n5(input[k] as DInput | undefined);
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  if (input.posIndex === undefined || input.posIndex === null) out.posIndex = POS_INDEX_DEFECTO;
  if (!input.esCompuesto) delete out.composicion;
  else out.composicion = (input.composicion ?? []).map((c) => ({ ...c, porcion: roundInventoryQuantity(c.porcion) }));
  return out;
}

/** Spec 3 §5: a discount's montoDescuento to 5 decimals and porcentajeDescuento to 3 (both 0 by default). */
export const normalizeDescuentoItem = (d: { naturalezaDescuento?: string; montoDescuento?: DInput; porcentajeDescuento?: DInput }) => ({
  ...d,
  montoDescuento: roundAmount(d.montoDescuento ?? 0),
  porcentajeDescuento: roundPercent(d.porcentajeDescuento ?? 0),
});

/** Spec 3 §3: the cost of a composite item is Σ costoUnitario × porcion of its components (5 decimals each). */
export const costoCompuesto = (composicion: readonly { costoUnitario: DInput; porcion: DInput }[]): D =>
  composicion.reduce((acc, c) => acc.plus(roundAmount(toD(c.costoUnitario).times(roundInventoryQuantity(c.porcion)))), ZERO);

/** Spec 3 §3/§5: a variant is named 'item name [variant label]'. */
export const nombreVariante = (nombreItem: string, etiqueta: string): string => `${nombreItem.trim()} [${etiqueta.trim()}]`;

/** Spec 3 §5: the label of a variant name (the bracketed part), refused when missing. */
export function etiquetaVariante(nombre: string): Result<string, 'VARIANTE_SIN_ETIQUETA'> {
  const m = /\[([^\]]+)\]\s*$/.exec(nombre);
  const etiqueta = m?.[1]?.trim();
  return etiqueta ? ok(etiqueta) : fail('VARIANTE_SIN_ETIQUETA', 'nombre');
}

/** Spec 3 §4: items with stockState false stay out of the billing lists. */
export const itemsParaFacturar = <T extends { stockState?: boolean }>(items: readonly T[]): T[] => items.filter((i) => i.stockState !== false);
