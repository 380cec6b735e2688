import { toD, type DInput } from '../money/decimal';
import type { UnidadesFacturadas } from './facturar';
import type { ItemPedido } from './pedido';

/** A line of the document that bills a split, as Factura.create receives it. */
export type LineaDeSeparado = { cantidad: DInput; precioUnitario: DInput; detalle?: string | null; item?: { _id: string } | null };
/** An order item with the catalogue item it came from (free-text lines have none). */
export type ItemFacturable = ItemPedido & { _idItem?: string | null };

/** The order's name as a document line writes it (at least 3 characters, padded with dots), compared without case. */
const nombreLinea = (s: string | null | undefined) => (s ?? '').trim().padEnd(3, '.').toLowerCase();
const precio = (p: DInput | undefined) => toD(p ?? 0).toFixed(5);

/**
 * Spanish refusal when the document's lines are not the split's units, or null (ruling D-1): each
 * (item, unit price) of the split must be billed by lines of that item — the catalogue item when
 * the line names one, else the order's name as its detail — at exactly that price, in exactly
 * that quantity (several lines of one item add up), and no line may bill anything else.
 */
export function motivoLineasDistintas(items: readonly ItemFacturable[], separado: readonly UnidadesFacturadas[], lineas: readonly LineaDeSeparado[]): string | null {
  const clave = (ref: string, p: DInput | undefined) => `${ref}|${precio(p)}`;
  const refItem = (i: ItemFacturable) => (i._idItem ? `i:${i._idItem}` : `n:${nombreLinea(i.nombre)}`);
  const esperado = new Map<string, { nombre: string; q: ReturnType<typeof toD> }>();
  for (const u of separado) {
    const it = items.find((i) => i._id === u._id);
    if (!it) continue;
    const k = clave(refItem(it), it.precioUnitario);
    const prev = esperado.get(k);
    esperado.set(k, { nombre: it.nombre ?? '', q: (prev?.q ?? toD(0)).plus(u.cantidad) });
  }
  const facturado = new Map<string, ReturnType<typeof toD>>();
  for (const [n, l] of lineas.entries()) {
    // A line without a catalogue item matches an order item of that name at that price (which may
    // have a catalogue item).
    const refs = l.item?._id
      ? [`i:${l.item._id}`]
      : [`n:${nombreLinea(l.detalle)}`, ...items.filter((i) => nombreLinea(i.nombre) === nombreLinea(l.detalle)).map(refItem)];
    const k = refs.map((r) => clave(r, l.precioUnitario)).find((c) => esperado.has(c));
    if (!k) return `La línea ${n + 1} («${l.detalle ?? ''}» a ${precio(l.precioUnitario).replace(/\.?0+$/, '')}) no es un artículo de esta cuenta con ese precio.`;
    facturado.set(k, (facturado.get(k) ?? toD(0)).plus(toD(l.cantidad)));
  }
  for (const [k, e] of esperado) {
    const q = facturado.get(k) ?? toD(0);
    if (!q.eq(e.q)) return `Las líneas facturan ${q.toFixed()} de «${e.nombre}» y la cuenta tiene ${e.q.toFixed()}.`;
  }
  return null;
}
