// The suppliers to Excel (exceljs, loaded only when asked for): every supplier, not just the page.
import { TodosProveedoresDocument } from '@jit/api';
import { api } from '../../app/api';
import { celdaSegura } from '../../app/celda-segura';
import { descargarBlob } from '../../app/descargas';
import { COMPRA_MESSAGES as M, TIPOS_ID } from './messages';

export async function exportarProveedores(): Promise<void> {
  const [{ default: ExcelJS }, r] = await Promise.all([import('exceljs'), api.request(TodosProveedoresDocument, {})]);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'JIT';
  const ws = wb.addWorksheet(M.proveedoresTitulo);
  ws.addRow([M.nombre, M.nombreComercial, M.tipoId, M.identificacion, M.telefono, M.correo, M.moneda, M.plazo]).font = { bold: true };
  for (const p of r.Proveedor.readAll)
    ws.addRow([celdaSegura(p.nombre), celdaSegura(p.nombreComercial ?? ''), TIPOS_ID[p.identificacion.tipo] ?? p.identificacion.tipo, p.identificacion.numero, p.telefono ? `+${p.telefono.codigoPais} ${p.telefono.numTelefono}` : '', celdaSegura(p.correoElectronico ?? ''), p.codigoMoneda, p.plazoCredito ?? '']);
  const buf = await wb.xlsx.writeBuffer();
  descargarBlob(new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'proveedores.xlsx');
}
