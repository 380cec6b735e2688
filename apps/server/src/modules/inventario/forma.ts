// Movements and types as the API answers them.
import { inArray, sql } from 'drizzle-orm';
import { preparada } from '../../db/preparadas.js';
import { cuentaContable, inventarioTipo, item } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { MovimientoRow } from './existencias.js';
import type { TipoRow } from './tipos.js';

type Cuenta = { _id: string; name: string; code: string };

export function tipoOut(t: TipoRow, cuentas: Map<string, Cuenta> = new Map()) {
  return { ...t, _id: t.id, cuentaContable: t.cuentaContable ? (cuentas.get(t.cuentaContable) ?? null) : null };
}

/** The accounts the types cite (only read when accounting is asked for). */
export async function cuentasDe(tx: Tx, ids: readonly (string | null)[]): Promise<Map<string, Cuenta>> {
  const unicos = [...new Set(ids.filter((x): x is string => !!x))];
  if (unicos.length === 0) return new Map();
  const rows = await tx.select({ id: cuentaContable.id, name: cuentaContable.name, code: cuentaContable.code }).from(cuentaContable).where(inArray(cuentaContable.id, unicos));
  return new Map(rows.map((r) => [r.id, { _id: r.id, name: r.name, code: r.code }]));
}

export async function tiposOut(tx: Tx, tipos: TipoRow[], accounting: boolean) {
  const cuentas = accounting ? await cuentasDe(tx, tipos.map((t) => t.cuentaContable)) : new Map<string, Cuenta>();
  return tipos.map((t) => tipoOut(t, cuentas));
}

/** The items and types of a page of movements (prepared statements: every kardex page reads them). */
const nombres = preparada<{ id: string; nombre: string; unidadMedida: string }>('inventario_items_nombre', (tx) =>
  tx
    .select({ id: item.id, nombre: item.nombre, unidadMedida: item.unidadMedida })
    .from(item)
    .where(sql`${item.id} = any(${sql.placeholder('ids')}::uuid[])`),
);

const tiposPorId = preparada<TipoRow>('inventario_tipos', (tx) =>
  tx.select().from(inventarioTipo).where(sql`${inventarioTipo.id} = any(${sql.placeholder('ids')}::uuid[])`),
);

/** Movements with their item and type, read once per page. */
export async function movimientosOut(tx: Tx, rows: MovimientoRow[], accounting = false) {
  const itemIds = [...new Set(rows.map((r) => r.itemId))];
  const tipoIds = [...new Set(rows.map((r) => r.tipoId).filter((x): x is string => !!x))];
  const items = itemIds.length ? await nombres(tx, { ids: itemIds }) : [];
  const tipos = tipoIds.length ? await tiposPorId(tx, { ids: tipoIds }) : [];
  const cuentas = accounting ? await cuentasDe(tx, tipos.map((t) => t.cuentaContable)) : new Map<string, Cuenta>();
  const itemPorId = new Map(items.map((i) => [i.id, i]));
  const tipoPorId = new Map(tipos.map((t) => [t.id, tipoOut(t, cuentas)]));
  return rows.map((r) => {
    const it = itemPorId.get(r.itemId);
    return {
      ...r,
      _id: r.id,
      item: { _id: r.itemId, nombre: it?.nombre ?? '(artículo borrado)', unidadMedida: it?.unidadMedida ?? 'Unid' },
      registro: r.tipoId ? (tipoPorId.get(r.tipoId) ?? null) : null,
      entrada: { cantidad: r.entradaCantidad, valor: r.entradaValor },
      salida: { cantidad: r.salidaCantidad, valor: r.salidaValor },
      saldo: { cantidad: r.saldoCantidad, valor: r.saldoValor },
    };
  });
}
