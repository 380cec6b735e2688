// Search inside the code cell: the issuer's lines used before (quick code, SKU or name; there is
// the issuer's items come from items.ts) and the CABYS catalogue (by code or by words).
import type { Cabys } from '../../../catalogos/queries';
import type { LineaReciente } from '../../borrador/persist';
import type { LineaBorrador } from '../../borrador/types';
import { codigoTarifaDeCabys } from '../../borrador/linea-input';
import { FACTURAR_MESSAGES as M } from '../messages';

export type Sugerencia = {
  key: string;
  kind: 'item' | 'reciente' | 'cabys';
  titulo: string;
  detalle: string;
  patch: Partial<LineaBorrador>;
};

/** Text compared without case or accents («Café» finds «cafe»). */
export const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Lines used before whose quick code starts with, or whose detail contains, the text. */
export function buscarRecientes(text: string, recientes: readonly LineaReciente[], max = 6): Sugerencia[] {
  const q = norm(text.trim());
  if (!q) return [];
  const out: Sugerencia[] = [];
  for (const r of recientes) {
    if (norm(r.codigo).startsWith(q) || r.codigoCABYS.startsWith(q) || norm(r.detalle).includes(q)) {
      out.push({
        key: `r:${r.codigo}:${r.codigoCABYS}:${r.detalle}`,
        kind: 'reciente',
        titulo: r.codigo ? `${r.codigo} · ${r.detalle}` : r.detalle,
        detalle: `${r.codigoCABYS} · ${r.unidadMedida} · ${r.precio}`,
        patch: {
          codigo: r.codigo,
          codigoCABYS: r.codigoCABYS,
          detalle: r.detalle,
          unidadMedida: r.unidadMedida,
          precio: r.precio,
          codigoTarifaIVA: r.codigoTarifaIVA,
        },
      });
      if (out.length >= max) break;
    }
  }
  return out;
}

/** CABYS results as suggestions: the code, its description (as the line's detail) and its VAT. */
export function sugerenciasCabys(list: readonly Cabys[], detalleActual: string): Sugerencia[] {
  return list.map((c) => ({
    key: `c:${c.cabys}`,
    kind: 'cabys',
    titulo: `${c.cabys} · ${c.descripcion}`,
    detalle: M.ivaCabys(c.impuesto),
    patch: {
      codigoCABYS: c.cabys,
      ...(detalleActual.trim() ? {} : { detalle: c.descripcion.slice(0, 200) }),
      codigoTarifaIVA: codigoTarifaDeCabys(c.impuesto),
    },
  }));
}

/** When the CABYS search is worth a call: a code prefix or a word of 3 letters. */
export const buscaCabys = (text: string): boolean => /^\d{3,13}$/.test(text.trim()) || text.trim().length >= 3;
