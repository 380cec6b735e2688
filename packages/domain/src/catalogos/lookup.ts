import { D } from '../money/decimal';
import { CODIGOS_TARIFA_IVA, type CodigoTarifaIVA } from './code-tables.generated';

/** The description of a code in one of the catalogue tables, or undefined. */
export function descripcionDe(
  table: readonly { codigo: string; descripcion: string }[],
  codigo: string,
): string | undefined {
  return table.find((row) => row.codigo === codigo)?.descripcion;
}

/** True when the code belongs to the table. */
export const isCodigoDe = (table: readonly { codigo: string }[], codigo: string): boolean =>
  table.some((row) => row.codigo === codigo);

/** The VAT rate (percent, decimal string) of a CodigoTarifaIVA (nota 8.1). */
export function tarifaIVA(codigo: CodigoTarifaIVA): string {
  const row = CODIGOS_TARIFA_IVA.find((r) => r.codigo === codigo);
  return row ? row.tarifa : '0';
}

/** The CodigoTarifaIVA for a rate when exactly one code carries it (13 → 08); 0 % is ambiguous. */
export function codigoTarifaParaTarifa(tarifa: string): CodigoTarifaIVA | undefined {
  const rate = new D(tarifa);
  const [only, other] = CODIGOS_TARIFA_IVA.filter((r) => rate.eq(r.tarifa));
  if (only && !other) return only.codigo;
  // 4 % has a reduced and a transitory code: the reduced one is the default.
  if (rate.eq(4)) return '04';
  return undefined;
}
