// The accounting exports (exceljs, loaded only when asked for): amounts as numbers with two
// decimals so the accountant can add them, texts made safe, one sheet per table.
import { celdaSegura } from '../../app/celda-segura';
import { descargarBlob } from '../../app/descargas';

export type Hoja = {
  nombre: string;
  encabezados: string[];
  filas: (string | number | null | undefined)[][];
  montos?: number[];
};

/** Writes the sheets to one workbook and hands it to the browser as `archivo`. */
export async function exportarLibro(hojas: Hoja[], archivo: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'JIT';
  for (const h of hojas) {
    const ws = wb.addWorksheet(h.nombre.slice(0, 31));
    ws.addRow(h.encabezados).font = { bold: true };
    for (const f of h.filas)
      ws.addRow(
        f.map((v, i) =>
          h.montos?.includes(i) && v != null && v !== '' ? Number(v) : celdaSegura(v ?? ''),
        ),
      );
    for (const i of h.montos ?? []) ws.getColumn(i + 1).numFmt = '#,##0.00';
  }
  const buf = await wb.xlsx.writeBuffer();
  descargarBlob(
    new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    archivo,
  );
}
