// What an import would do with each checked row, given the issuer's items that share its codes and
// its categories: create, update the item that has its code, or refuse (a code of another item,
// or of a variant). Pure, so the preview and the import decide alike.
import type { ErrorCelda, ItemImportado, RevisionFila } from '@jit/domain';

type Existente = { id: string; nombre: string; itemRefId: string | null; codigoRapido: string | null; sku: string | null; codigoBarras: string | null };

export type FilaPlan = {
  fila: number;
  accion: 'CREAR' | 'ACTUALIZAR' | 'ERROR';
  nombre: string | null;
  errores: ErrorCelda[];
  item: ItemImportado | null;
  itemId: string | null;
};

export type Plan = { filas: FilaPlan[]; categoriasNuevas: string[]; categorias: Map<string, string> };

const CODIGOS = [
  ['codigoRapido', 'codigoRapido', 'código rápido'],
  ['SKU', 'sku', 'SKU'],
  ['codigoBarras', 'codigoBarras', 'código de barras'],
] as const;

export function planDeFilas(revision: readonly RevisionFila[], existentes: readonly Existente[], categorias: readonly { id: string; nombre: string }[]): Plan {
  const porCodigo = (k: 'codigoRapido' | 'sku' | 'codigoBarras', v: string) => existentes.find((e) => e[k]?.toLowerCase() === v.toLowerCase());
  const cats = new Map(categorias.map((c) => [c.nombre.toLowerCase(), c.id]));
  const nuevas = new Map<string, string>();
  const filas = revision.map((r): FilaPlan => {
    const base = { fila: r.fila, nombre: r.item?.nombre ?? null, item: r.item, itemId: null };
    if (!r.item) return { ...base, accion: 'ERROR', errores: r.errores };
    const it = r.item;
    const errores: ErrorCelda[] = [];
    // The item to update: the one with the row's quick code, else its SKU, else its barcode.
    let destino: Existente | undefined;
    for (const [campo, col] of CODIGOS) {
      const v = it[campo];
      if (v && !destino) destino = porCodigo(col, v);
    }
    if (destino?.itemRefId) errores.push({ columna: 'codigoRapido', mensaje: `«${destino.nombre}» es una variante: edítela en su artículo.` });
    for (const [campo, col, nombre] of CODIGOS) {
      const v = it[campo];
      const otro = v ? porCodigo(col, v) : undefined;
      if (otro && destino && otro.id !== destino.id) errores.push({ columna: campo, mensaje: `El ${nombre} «${v}» ya lo tiene «${otro.nombre}».` });
    }
    if (errores.length) return { ...base, accion: 'ERROR', errores };
    if (it.categoria && !cats.has(it.categoria.toLowerCase()) && !nuevas.has(it.categoria.toLowerCase())) nuevas.set(it.categoria.toLowerCase(), it.categoria);
    return destino
      ? { ...base, accion: 'ACTUALIZAR', errores: [], itemId: destino.id }
      : { ...base, accion: 'CREAR', errores: [] };
  });
  return { filas, categoriasNuevas: [...nuevas.values()], categorias: cats };
}
