// The purchase invoice (FEC, 08) on the invoice entry grid: its own draft (the borrador under a
// scope of its own, so a sale being typed waits untouched), the supplier in the simplified regime as
// the document's counterparty (the server writes it as the XML's Emisor, v4.4), and the code cell
// searching what a purchase line goes to: the purchasable items and the cost records.
import { problemasEmisorFec } from '@jit/domain';
import type { ProveedorFieldsFragment } from '@jit/api';
import type { DefaultsBorrador } from '../../factura/borrador/defaults';
import type { ReceptorBorrador } from '../../factura/borrador/types';
import { norm, type Sugerencia } from '../../factura/facturar/grid/search';
import type { DestinoCompra } from '../xml/use-destinos';

/** The scope of a user's FEC draft (the sale's is the user id alone). */
export const scopeFec = (userId: string) => `fec.${userId}`;

/** A FEC in colones, prices without VAT (what the supplier charges), the 08 activity's other defaults. */
export const defaultsFec = (d: DefaultsBorrador): DefaultsBorrador => ({ ...d, documento: '08', codigoMoneda: 'CRC', ivaIncluido: false });

/** The supplier as the draft's counterparty (no customer id: a supplier is not a Cliente). */
export function receptorDeProveedor(p: ProveedorFieldsFragment): ReceptorBorrador {
  return {
    nombre: p.nombre,
    identificacion: { tipo: p.identificacion.tipo, numero: p.identificacion.numero },
    ...(p.correoElectronico ? { correoElectronico: p.correoElectronico } : {}),
    ...(p.telefono ? { telefono: { codigoPais: p.telefono.codigoPais, numTelefono: p.telefono.numTelefono } } : {}),
    exoneracion: [],
  };
}

/** Why the supplier cannot be the FEC's Emisor (v4.4), or null; none chosen says so. */
export function problemaProveedor(p: ProveedorFieldsFragment | undefined, sinProveedor: string): string | null {
  if (!p) return sinProveedor;
  return problemasEmisorFec(p)[0]?.mensaje ?? null;
}

/** A line's fields from a destination: name, CABYS, unit, cost and VAT rate; an item's id, a cost's class. */
function patchDe(d: DestinoCompra): Sugerencia['patch'] {
  return {
    codigo: '',
    ...(d.codigoCABYS ? { codigoCABYS: d.codigoCABYS } : {}),
    detalle: d.nombre.slice(0, 200),
    unidadMedida: d.unidadMedida,
    ...(d.costo && d.costo !== '0' ? { precio: d.costo } : {}),
    codigoTarifaIVA: d.codigoTarifaIVA,
    clasificacion: d.clasificacion as NonNullable<Sugerencia['patch']['clasificacion']>,
    ...(d.itemId ? { itemId: d.itemId } : {}),
  };
}

/** The destinations whose name (or label) contains the text, items first, as the code cell's suggestions. */
export function sugerenciasDestino(
  opciones: readonly { group: string; items: readonly { value: string; label: string }[] }[],
  porValor: ReadonlyMap<string, DestinoCompra>,
  text: string,
  max = 8,
): Sugerencia[] {
  const q = norm(text.trim());
  if (!q || /^\d+$/.test(q)) return [];
  const out: Sugerencia[] = [];
  for (const g of opciones)
    for (const o of g.items) {
      const d = porValor.get(o.value);
      if (!d || !norm(o.label).includes(q)) continue;
      out.push({ key: `d:${o.value}`, kind: 'item', titulo: o.label, detalle: [g.group, d.codigoCABYS, d.unidadMedida].filter(Boolean).join(' · '), patch: patchDe(d) });
      if (out.length >= max) return out;
    }
  return out;
}
