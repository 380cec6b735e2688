// Exports of the sales report: Excel (exceljs) and PDF (pdfmake), both loaded only when the
// clerk exports. Amounts go to Excel as numbers built from the exact decimal strings (rounded to
// 2 decimals as displayed) and to the PDF as es-CR text.
import type { ReporteVentasQuery } from '@jit/api';
import { toFixedString } from '@jit/domain';
import { formatAmount, formatDateTime, formatTarifa } from '../../../app/format';
import { celdaSegura } from '../../../app/celda-segura';
import { descargarBlob } from '../../../app/descargas';
import { REPORTES_MESSAGES as M } from './messages';

export type Reporte = ReporteVentasQuery['Factura']['generarReporte'];

/** An amount as an Excel cell: the number of its decimal string rounded to the 2 decimals shown. */
export const numeroExcel = (s: string): number => Number(toFixedString(s, 2));
const archivo = (r: Reporte, ext: string) => `reporte-ventas-${r.periodo.inicio.slice(0, 10)}.${ext}`;
/** A tax row's name: «IVA 13 %», another tax's code with its rate, or null for a row without a tax. */
export const etiquetaImpuesto = (t: Pick<Reporte['impuestos'][number], 'codigo' | 'tarifa'>): string | null =>
  t.codigo ? `${t.codigo === '01' ? M.iva : t.codigo} ${t.tarifa ? formatTarifa(t.tarifa) : ''}`.trim() : null;
const nombreTarifa = (t: Reporte['impuestos'][number]) => etiquetaImpuesto(t) ?? M.tratamientos[t.tratamiento] ?? t.tratamiento;

function filasDocs(r: Reporte) {
  return [...r.ventas, ...r.notaCredito].map((d) => [
    d.documento.annotation ?? d.documento.value,
    d.consecutivo,
    formatDateTime(d.fechaEmision),
    d.receptor?.nombre ?? '',
    d.receptor?.identificacion ?? '',
    M.estados[d.estadoDocumento.value] ?? d.estadoDocumento.annotation ?? '',
    d.codigoMoneda,
    d.totalVentaNeta,
    d.totalImpuesto,
    d.totalComprobante,
    d.totalComprobanteCRC,
  ]);
}

const CAB_DOCS = ['Tipo', 'Consecutivo', 'Fecha', 'Cliente', 'Identificación', 'Estado', 'Moneda', 'Venta neta', 'Impuesto', 'Total', 'Total ₡'];
const DINERO_DOCS = [7, 8, 9, 10];

/** The documents sheet's rows: amounts as numbers, every text harmless to a spreadsheet. */
export const filasDocsExcel = (r: Reporte) => filasDocs(r).map((f) => f.map((v, i) => (DINERO_DOCS.includes(i) ? numeroExcel(v) : celdaSegura(v))));

export async function exportarExcel(r: Reporte, emisor: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'JIT';
  wb.created = new Date();
  const fmt = '#,##0.00';
  const res = wb.addWorksheet('Resumen');
  res.addRow([M.reporteTitulo, celdaSegura(emisor)]).font = { bold: true, size: 14 };
  res.addRow([M.periodo, celdaSegura(r.periodo.nombre)]);
  res.addRow([]);
  res.addRow(['', M.documentos, M.totalVentaNeta, M.totalImpuesto, M.totalOtrosCargos, M.totalComprobante]).font = { bold: true };
  const c = r.colones;
  for (const [label, m] of [
    [M.ventas, c.documentos],
    [M.notasCredito, c.notaCredito],
    [M.neto, c.neto],
  ] as const) {
    const row = res.addRow([label, m.documentos, numeroExcel(m.totalVentaNeta), numeroExcel(m.totalImpuesto), numeroExcel(m.totalOtrosCargos), numeroExcel(m.totalComprobante)]);
    for (const i of [3, 4, 5, 6]) row.getCell(i).numFmt = fmt;
  }
  res.addRow([]);
  res.addRow([M.porTarifa]).font = { bold: true };
  res.addRow([M.colImpuestoCodigo, M.colTratamiento, M.colLineas, M.colBase, M.colImpuesto, M.colExoneracion, M.colImpuestoNeto]).font = { bold: true };
  for (const t of r.impuestos) {
    const row = res.addRow([nombreTarifa(t), M.tratamientos[t.tratamiento] ?? t.tratamiento, t.neto.lineas, numeroExcel(t.neto.base), numeroExcel(t.neto.impuesto), numeroExcel(t.neto.exoneracion), numeroExcel(t.neto.impuestoNeto)]);
    for (const i of [4, 5, 6, 7]) row.getCell(i).numFmt = fmt;
  }
  if (r.otrosCargos.length > 0) {
    res.addRow([]);
    res.addRow([M.otrosCargosTitulo]).font = { bold: true };
    for (const o of r.otrosCargos) res.addRow([o.tipoDocumentoOC, numeroExcel(o.neto)]).getCell(2).numFmt = fmt;
  }
  res.columns.forEach((col) => (col.width = 18));
  const docs = wb.addWorksheet('Documentos');
  docs.addRow(CAB_DOCS).font = { bold: true };
  for (const f of filasDocsExcel(r)) {
    const row = docs.addRow(f);
    for (const i of DINERO_DOCS) row.getCell(i + 1).numFmt = fmt;
  }
  docs.columns.forEach((col) => (col.width = 18));
  const buf = await wb.xlsx.writeBuffer();
  descargarBlob(new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), archivo(r, 'xlsx'));
}

export async function exportarPdf(r: Reporte, emisor: string): Promise<void> {
  const [{ default: pdfMake }, fonts] = await Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]);
  const vfs = (fonts as unknown as { default?: Record<string, string> }).default ?? (fonts as unknown as Record<string, string>);
  const pm = pdfMake as unknown as { addVirtualFileSystem?: (v: unknown) => void; vfs?: unknown; createPdf: (d: unknown) => { getBlob: () => Promise<Blob> } };
  if (pm.addVirtualFileSystem) pm.addVirtualFileSystem(vfs);
  else pm.vfs = vfs;
  const c = r.colones;
  const der = (s: string) => ({ text: formatAmount(s), alignment: 'right' });
  const doc = {
    pageOrientation: 'landscape',
    defaultStyle: { fontSize: 8 },
    content: [
      { text: `${M.reporteTitulo} · ${emisor}`, fontSize: 14, bold: true },
      { text: `${M.periodo}: ${r.periodo.nombre}`, margin: [0, 2, 0, 8] },
      {
        table: {
          headerRows: 1,
          body: [
            ['', M.documentos, M.totalVentaNeta, M.totalImpuesto, M.totalOtrosCargos, M.totalComprobante].map((t) => ({ text: t, bold: true })),
            ...([
              [M.ventas, c.documentos],
              [M.notasCredito, c.notaCredito],
              [M.neto, c.neto],
            ] as const).map(([l, m]) => [l, String(m.documentos), der(m.totalVentaNeta), der(m.totalImpuesto), der(m.totalOtrosCargos), der(m.totalComprobante)]),
          ],
        },
        margin: [0, 0, 0, 10],
      },
      { text: M.porTarifa, bold: true, margin: [0, 0, 0, 4] },
      {
        table: {
          headerRows: 1,
          body: [
            [M.colImpuestoCodigo, M.colTratamiento, M.colLineas, M.colBase, M.colImpuesto, M.colExoneracion, M.colImpuestoNeto].map((t) => ({ text: t, bold: true })),
            ...r.impuestos.map((t) => [nombreTarifa(t), M.tratamientos[t.tratamiento] ?? t.tratamiento, String(t.neto.lineas), der(t.neto.base), der(t.neto.impuesto), der(t.neto.exoneracion), der(t.neto.impuestoNeto)]),
          ],
        },
        margin: [0, 0, 0, 10],
      },
      { text: M.detalleVentas, bold: true, margin: [0, 0, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: ['auto', 'auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body: [CAB_DOCS.map((t) => ({ text: t, bold: true })), ...filasDocs(r).map((f) => f.map((v, i) => (DINERO_DOCS.includes(i) ? der(v) : v)))],
        },
      },
      { text: M.generadoEl(formatDateTime(new Date().toISOString())), margin: [0, 8, 0, 0], color: '#666' },
    ],
  };
  const blob = await pm.createPdf(doc).getBlob();
  descargarBlob(blob, archivo(r, 'pdf'));
}
