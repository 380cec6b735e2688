// An item's quick code, SKU and barcode are each unique in the issuer (without case), because a
// scanner or a clerk typing a code must land on one item. Checked before writing, to name the item
// that has the code; the unique indexes stay as the last word when two writes race.
import { and, ne, or, sql, type SQL } from 'drizzle-orm';
import { item } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { conflict } from '../../errors.js';
import { indiceUnicoViolado } from './campos.js';

type Codigos = { codigoRapido: string | null; sku: string | null; codigoBarras: string | null };

const CAMPOS = [
  { k: 'codigoRapido', col: item.codigoRapido, field: 'codigoRapido', nombre: 'El código rápido', indice: 'item_codigo_rapido_uq' },
  { k: 'sku', col: item.sku, field: 'SKU', nombre: 'El SKU', indice: 'item_sku_uq' },
  { k: 'codigoBarras', col: item.codigoBarras, field: 'codigoBarras', nombre: 'El código de barras', indice: 'item_codigo_barras_uq' },
] as const;

/** Refuses (CONFLICT on the field) a code another item of the issuer already has. */
export async function codigosLibres(tx: Tx, c: Codigos, excepto: string | null): Promise<void> {
  const conds: SQL[] = CAMPOS.flatMap((f) => (c[f.k] ? [sql`lower(${f.col}) = ${c[f.k]!.toLowerCase()}`] : []));
  if (conds.length === 0) return;
  const otros = await tx
    .select({ nombre: item.nombre, codigoRapido: item.codigoRapido, sku: item.sku, codigoBarras: item.codigoBarras })
    .from(item)
    .where(and(or(...conds), excepto ? ne(item.id, excepto) : undefined))
    .limit(3);
  for (const f of CAMPOS) {
    const v = c[f.k];
    const o = v && otros.find((x) => x[f.k]?.toLowerCase() === v.toLowerCase());
    if (o) throw conflict(`${f.nombre} «${v}» ya lo tiene «${o.nombre}».`, f.field);
  }
}

/** A unique-code violation (a concurrent write won) as the same CONFLICT; anything else rethrown. */
export function codigoRepetido(e: unknown): never {
  const indice = indiceUnicoViolado(e);
  const f = CAMPOS.find((x) => x.indice === indice);
  if (f) throw conflict(`${f.nombre} ya lo tiene otro artículo.`, f.field);
  throw e;
}
