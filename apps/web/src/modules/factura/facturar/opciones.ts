// The choices of the entry grid's list cells (unit, VAT rate, the receptor's exonerations) and
// the documents this screen issues for an issuer.
import { CODIGOS_TARIFA_IVA, UNIDADES_MEDIDA } from '@jit/domain';
import { formatAmount, formatTarifa } from '../../../app/format';
import type { Parametros } from '../../emisor/queries';
import type { ExoneracionBorrador } from '../borrador/types';
import type { Opcion } from './grid/grid-context';
import { DOCUMENTOS_FACTURAR, FACTURAR_MESSAGES as M } from './messages';

/** The units clerks use most come first; then the rest of Hacienda's table. */
const UNIDADES_FRECUENTES = ['Unid', 'Sp', 'kg', 'g', 'L', 'mL', 'm', 'h', 'd', 'Al', 'Os', 'Spe', 'St', 'Cm', 'I'];

export const OPCIONES_UNIDAD: Opcion[] = [
  ...UNIDADES_FRECUENTES.flatMap((c) => UNIDADES_MEDIDA.filter((u) => u.codigo === c)),
  ...UNIDADES_MEDIDA.filter((u) => !UNIDADES_FRECUENTES.includes(u.codigo)),
].map((u) => ({ value: u.codigo, label: u.codigo, hint: u.descripcion }));

export const OPCIONES_TARIFA: Opcion[] = CODIGOS_TARIFA_IVA.map((t) => ({
  value: t.codigo,
  label: t.codigo === '10' ? M.exenta : formatTarifa(t.tarifa),
  hint: `${t.codigo} · ${t.descripcion}`,
}));

/** The receptor's exonerations a line may apply (none first). */
export function opcionesExoneracion(exoneraciones: readonly ExoneracionBorrador[]): Opcion[] {
  return [
    { value: '', label: M.sinExoneracion },
    ...exoneraciones.map((e) => ({ value: e.id, label: e.numeroDocumento, hint: `${formatAmount(e.porcentajeExoneracion, 0)} %` })),
  ];
}

/** The documents this issuer may issue here: the usual ones plus those it configured. */
export function documentosDe(p: Parametros) {
  return DOCUMENTOS_FACTURAR.filter((d) => ['01', '04'].includes(d.value) || p.codigoActividad.some((a) => a.documento === d.value) || d.value === 'proforma');
}
