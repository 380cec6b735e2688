// The journal as the grid and the export read it: one row per line with its entry's date,
// description and document, and the document types the filter offers.
import type { AsientoFieldsFragment } from '@jit/api';
import { CONTABILIDAD_MESSAGES as M } from './messages';

export type Fila = {
  _id: string;
  asiento: string;
  fecha: string;
  descripcion: string;
  documento: string;
  entidad: string;
  cuenta: string;
  code: string;
  accountName: string;
  debe: string;
  haber: string;
};
export const TIPOS = [
  { value: '01', label: '01 Factura' },
  { value: '03', label: '03 Nota de crédito' },
  { value: '04', label: '04 Tiquete' },
  { value: '05', label: '05 Aceptación' },
  { value: '06', label: '06 Aceptación parcial' },
  { value: '08', label: '08 Factura de compra' },
  { value: '9938', label: '9938 Anulación de compra' },
];

export const filasDe = (asientos: readonly AsientoFieldsFragment[]): Fila[] =>
  asientos.flatMap((a) =>
    a.items.map((i) => ({
      _id: i._id,
      asiento: a._id,
      fecha: String(a.fecha),
      descripcion: a.descripcion,
      documento: a.documento.consecutivo ?? M.fuente[a.fuente] ?? a.fuente,
      entidad: a.entidad.nombre ?? '',
      cuenta: i.cuentaContable,
      code: i.code,
      accountName: i.accountName,
      debe: i.debe,
      haber: i.haber,
    })),
  );
