// The purchase report to Excel (exceljs, loaded only when asked for): the folding on screen and
// every row of the server (supplier, month, account and rate together), numbers as numbers.
import type { ReporteComprasAgrupadoQuery } from '@jit/api';
import { agruparReporteCompras, type DimensionReporte } from '@jit/domain';
import { celdaSegura } from '../../../app/celda-segura';
import { descargarBlob } from '../../../app/descargas';
import { REPORTE_COMPRAS_MESSAGES as M } from './messages';

type Fila = ReporteComprasAgrupadoQuery['Compra']['reporte'][number];

export async function exportarReporteCompras(filas: readonly Fila[], dim: DimensionReporte, nombre: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'JIT';
  const n = (v: string) => Number(v);
  const g = wb.addWorksheet(M.dimensiones[dim]);
  g.addRow([M.dimensiones[dim], M.lineas, M.subTotal, M.impuesto, M.acreditable, M.total]).font = { bold: true };
  for (const x of agruparReporteCompras(filas, dim)) g.addRow([celdaSegura(x.etiqueta), x.lineas, x.subTotal.toNumber(), x.impuesto.toNumber(), x.acreditable.toNumber(), x.total.toNumber()]);
  const d = wb.addWorksheet(M.detalle);
  d.addRow([M.dimensiones.proveedor, M.identificacion, M.dimensiones.mes, M.dimensiones.cuenta, M.dimensiones.tarifa, M.documentos, M.lineas, M.subTotal, M.impuesto, M.acreditable, M.total]).font = { bold: true };
  for (const f of filas)
    d.addRow([celdaSegura(f.proveedor), f.identificacion ?? '', f.mes, celdaSegura(f.cuentaContable ?? ''), f.tarifaIVA == null ? '' : n(f.tarifaIVA), f.documentos, f.lineas, n(f.subTotal), n(f.impuesto), n(f.acreditable), n(f.total)]);
  for (const ws of [g, d]) ws.columns.forEach((c, i) => (c.width = i === 0 ? 36 : 16));
  const buf = await wb.xlsx.writeBuffer();
  descargarBlob(new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), nombre);
}
