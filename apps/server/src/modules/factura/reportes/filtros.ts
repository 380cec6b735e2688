// Filters of the lists (FacturaFilter) and of the reports (FilterVentas) as SQL conditions on
// the alias `f` of factura. Dates are Costa Rica days (periodo.ts).
import { sql, type SQL } from 'drizzle-orm';
import { badInput } from '../../../errors.js';
import type { FacturaFilter, FilterVentas } from '../../../generated/graphql.js';
import { esUuid } from '../../validate.js';
import { limite } from './periodo.js';

/** Values as a SQL list: `in (${lista(xs)})`. */
export const lista = (xs: readonly string[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

function uuid(v: string, field: string): string {
  if (!esUuid(v)) throw badInput('El identificador no es válido.', field);
  return v;
}

/** [inicio, final) on fecha_emision (or created_at). */
export function enRango(inicio: Date, final: Date, columna: 'fecha' | 'registro' = 'fecha'): SQL {
  const c = sql.raw(columna === 'registro' ? 'f.created_at' : 'f.fecha_emision');
  return sql`${c} >= ${inicio.toISOString()}::timestamptz and ${c} < ${final.toISOString()}::timestamptz`;
}

/** Conditions shared by FacturaFilter and FilterVentas (everything but dates and types). */
function comunes(
  f: Pick<
    FilterVentas,
    | 'estadoDocumento'
    | 'receptor'
    | 'codigoMoneda'
    | 'condicionVenta'
    | 'usuario'
    | 'sucursal'
    | 'terminal'
  >,
): SQL[] {
  const c: SQL[] = [];
  if (f.estadoDocumento?.length) c.push(sql`f.estado_documento in (${lista(f.estadoDocumento)})`);
  if (f.receptor) c.push(sql`f.receptor_id = ${uuid(f.receptor, 'filter.receptor')}::uuid`);
  if (f.codigoMoneda) c.push(sql`f.codigo_moneda = ${f.codigoMoneda}`);
  if (f.condicionVenta) c.push(sql`f.condicion_venta = ${f.condicionVenta}`);
  if (f.usuario) c.push(sql`f.usuario_id = ${uuid(f.usuario, 'filter.usuario')}::uuid`);
  if (f.sucursal != null) c.push(sql`f.sucursal = ${f.sucursal}`);
  if (f.terminal != null) c.push(sql`f.terminal = ${f.terminal}`);
  return c;
}

/** A list's FacturaFilter (its searchString is handled by the search, not here). */
export function condicionesLista(filter: FacturaFilter | null | undefined): SQL[] {
  if (!filter) return [];
  const c = comunes(filter);
  const inicio = filter.inicio ? limite(filter.inicio, false, 'filter.inicio') : null;
  const final = filter.final ? limite(filter.final, true, 'filter.final') : null;
  if (inicio && final && final <= inicio)
    throw badInput('La fecha final debe ser posterior a la inicial.', 'filter.final');
  if (inicio) c.push(sql`f.fecha_emision >= ${inicio.toISOString()}::timestamptz`);
  if (final) c.push(sql`f.fecha_emision < ${final.toISOString()}::timestamptz`);
  if (filter.bulk != null) c.push(sql`f.bulk = ${filter.bulk}`);
  return c;
}

/** A report's FilterVentas without its dates and types. */
export const condicionesReporte = (filter: FilterVentas | null | undefined): SQL[] =>
  filter ? comunes(filter) : [];

/** The date range arguments of readByDateRange and friends. */
export function rangoArgs(inicio: string, final: string): { inicio: Date; final: Date } {
  const a = limite(inicio, false, 'inicio');
  const b = limite(final, true, 'final');
  if (b <= a) throw badInput('La fecha final debe ser posterior a la inicial.', 'final');
  return { inicio: a, final: b };
}
