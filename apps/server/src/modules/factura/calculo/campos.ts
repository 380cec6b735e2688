// Input rules the computation shares: catalogue codes, decimals, input paths, dates.
import { isCodigoDe } from '@jit/domain';
import { fechaCostaRica } from '@jit/hacienda';
import { badInput } from '../../../errors.js';

export const CLASIFICACIONES: readonly string[] = [
  'servicio',
  'gasto',
  'costo fijo',
  'costo variable',
  'producto',
  'activo',
];
/** An ISO date (with or without time) written as Hacienda wants it: Costa Rica time with offset. */
export const fechaCR = (iso: string): string =>
  fechaCostaRica(new Date(/T/.test(iso) ? iso : `${iso}T12:00:00-06:00`));

/** Domain field names ("descuento[0].montoDescuento") as input paths ("descuento.0.montoDescuento"). */
export const campo = (base: string, domainField?: string): string =>
  domainField ? `${base}.${domainField.replace(/\[(\d+)\]/g, '.$1')}` : base;

export function codigo(
  table: readonly { codigo: string }[],
  value: string,
  field: string,
  nombre: string,
): void {
  if (!isCodigoDe(table, value))
    throw badInput(`${nombre} «${value}» no existe en el catálogo de Hacienda.`, field);
}

export function decimales(value: string, max: number, field: string, nombre: string): void {
  const frac = value.split('.')[1];
  if (frac && frac.replace(/0+$/, '').length > max)
    throw badInput(`${nombre} admite como máximo ${max} decimales.`, field);
}
