// The lean list page (docs/FACTURAS.md «Throughput»): when a Factura.readByEmisor query asks
// only for fields the factura row's own columns hold (number, dates, state, totals…), the page
// is read without `datos`, the whole document as jsonb (header, lines, summary): kilobytes per row
// kept out of line (TOAST), so leaving it out saves a second lookup and its decoding per row.
// Any other field, or a fragment the check cannot see into, reads the whole row as before.
import { TOTALES_RESUMEN, textoDecimal } from '@jit/domain';
import { getTableColumns } from 'drizzle-orm';
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { factura } from '../../db/schema/index.js';
import type { FacturaRow } from './modelo.js';

/** Factura fields facturaApi answers from columns alone. */
const DE_COLUMNAS = new Set([
  '__typename',
  'id',
  '_id',
  'documento',
  'estadoDocumento',
  'situacionComprobante',
  'clave',
  'claveFE',
  'consecutivo',
  'numeroConsecutivo',
  'local',
  'terminal',
  'createdAt',
  'fechaEmision',
  'condicionVenta',
  'plazoCredito',
  'saldo',
  'estadoProforma',
  'plazoProforma',
  'notaCredito',
  'referenciaId',
  'cajaSesion',
  'bulk',
  'state',
  'mail',
  'returnState',
  'waSent',
  'saved',
  'contingencia',
  'adjuntos',
  'respuestaHacienda',
]);
const RESUMEN_DE_COLUMNAS = new Set<string>(['__typename', ...TOTALES_RESUMEN]);

const campos = (s: SelectionSetNode | undefined): FieldNode[] | null => {
  if (!s) return [];
  const out: FieldNode[] = [];
  for (const x of s.selections) {
    if (x.kind !== Kind.FIELD) return null; // fragments: not looked into, so not lean
    out.push(x);
  }
  return out;
};

/** Whether the readByEmisor field in `info` asks, in its feed, only for column-backed fields. */
export function pideSoloColumnas(info: Pick<GraphQLResolveInfo, 'fieldNodes'>): boolean {
  for (const nodo of info.fieldNodes) {
    const raiz = campos(nodo.selectionSet);
    if (!raiz) return false;
    for (const f of raiz.filter((c) => c.name.value === 'feed')) {
      const doc = campos(f.selectionSet);
      if (!doc) return false;
      for (const c of doc) {
        if (c.name.value === 'resumenFactura') {
          const r = campos(c.selectionSet);
          if (!r || r.some((x) => !RESUMEN_DE_COLUMNAS.has(x.name.value))) return false;
        } else if (!DE_COLUMNAS.has(c.name.value)) return false;
      }
    }
  }
  return true;
}

const { datos: _datos, ...sinDatos } = getTableColumns(factura);
/** Every column of factura but `datos`. */
export const COLUMNAS_LIGERAS = sinDatos;

/** A lean row with the `datos` facturaApi needs for the column-backed fields (totals as stored in datos). */
export function conDatosDeColumnas(row: Omit<FacturaRow, 'datos'>): FacturaRow {
  const resumenFactura: Record<string, string> = {};
  for (const t of TOTALES_RESUMEN) resumenFactura[t] = textoDecimal(row[t]);
  // Object.assign: a literal spreading the row's fifty columns is V8's slow path (facturaApi).
  return Object.assign({}, row, { datos: { resumenFactura } });
}
