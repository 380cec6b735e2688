// Payments and aging to Excel (exceljs, loaded only when asked for).
import { PagosComprasRangoDocument, PagosVentasRangoDocument, type AntiguedadFieldsFragment } from '@jit/api';
import { TRAMOS, TRAMO_ETIQUETA } from '@jit/domain';
import { api } from '../../app/api';
import { celdaSegura } from '../../app/celda-segura';
import { descargarBlob } from '../../app/descargas';
import { MEDIOS, PAGO_MESSAGES as M } from './messages';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The last 12 months of payments of one side (the server caps a range at 10 000 rows). */
export async function exportarPagos(compra: boolean): Promise<void> {
  const final = new Date();
  const inicio = new Date(final.getTime() - 366 * 86_400_000);
  const vars = { inicio: inicio.toISOString(), final: new Date(final.getTime() + 60_000).toISOString() };
  const [{ default: ExcelJS }, filas] = await Promise.all([
    import('exceljs'),
    compra ? api.request(PagosComprasRangoDocument, vars).then((r) => r.Pago.readPagosComprasByDateRange) : api.request(PagosVentasRangoDocument, vars).then((r) => r.Pago.readPagosByDateRange),
  ]);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'JIT';
  const ws = wb.addWorksheet(compra ? M.pagosComprasTitulo : M.pagosVentasTitulo);
  ws.addRow([M.fecha, M.consecutivo, compra ? M.proveedor : M.cliente, M.documento, M.monto, M.moneda, M.tipoCambio, M.medio, M.referencia, M.cuenta, M.estado, M.razon]).font = { bold: true };
  for (const p of filas)
    ws.addRow([
      new Date(p.fecha),
      p.consecutivo,
      celdaSegura((compra ? p.proveedor?.nombre : p.cliente?.nombre) ?? ''),
      p.consecutivoFactura,
      Number(p.monto),
      p.moneda.codigoMoneda,
      Number(p.moneda.tipoCambio),
      MEDIOS[p.medioPago.id] ?? p.medioPago.id,
      celdaSegura(p.referencia ?? ''),
      celdaSegura(p.cuentaContable ?? ''),
      p.estado ? M.activo : M.eliminado,
      celdaSegura(p.razonEliminar ?? ''),
    ]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy hh:mm';
  ws.getColumn(5).numFmt = '#,##0.00';
  descargarBlob(new Blob([await wb.xlsx.writeBuffer()], { type: XLSX }), compra ? 'pagos-proveedores.xlsx' : 'pagos-recibidos.xlsx');
}

export async function exportarAntiguedad(compra: boolean, filas: readonly AntiguedadFieldsFragment[]): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'JIT';
  const ws = wb.addWorksheet(M.antiguedadTitulo);
  ws.addRow([compra ? M.proveedor : M.cliente, M.moneda, M.documentos, ...TRAMOS.map((t) => TRAMO_ETIQUETA[t]), M.total]).font = { bold: true };
  for (const f of filas) ws.addRow([celdaSegura(f.contraparte.nombre ?? ''), f.codigoMoneda, f.documentos, ...TRAMOS.map((t) => Number(f[t])), Number(f.total)]);
  for (let c = 4; c <= 9; c++) ws.getColumn(c).numFmt = '#,##0.00';
  descargarBlob(new Blob([await wb.xlsx.writeBuffer()], { type: XLSX }), compra ? 'antiguedad-por-pagar.xlsx' : 'antiguedad-por-cobrar.xlsx');
}
