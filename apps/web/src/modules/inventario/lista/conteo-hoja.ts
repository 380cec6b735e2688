// The count sheet on paper and back: exported as .xlsx (Id, Artículo, Unidad, Esperado, Contado
// blank), counted by hand or in Excel, and read back by its Id and Contado columns. Numbers are
// read as exact decimal text (never through a float's rounding of the display).
import { D, parseDecimal } from '@jit/domain';
import { descargarBlob } from '../../../app/descargas';
import { celdaComoTexto } from '../../item/articulos/importar/leer-hoja';
import { INVENTARIO_MESSAGES as M } from '../messages';

export type FilaConteo = { id: string; nombre: string; unidad: string; esperado: string; contado: string };

const ENCABEZADOS = ['Id', 'Artículo', 'Unidad', 'Esperado', 'Contado'] as const;

export async function exportarConteo(filas: readonly FilaConteo[], nombre: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Conteo');
  hoja.columns = ENCABEZADOS.map((h, i) => ({ header: h, key: h, width: i === 0 ? 38 : i === 1 ? 40 : 14 }));
  hoja.getRow(1).font = { bold: true };
  hoja.views = [{ state: 'frozen', ySplit: 1 }];
  for (const f of filas) hoja.addRow([f.id, f.nombre, f.unidad, Number(f.esperado), f.contado === '' ? null : Number(new D(f.contado))]);
  const buffer = await libro.xlsx.writeBuffer();
  descargarBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), nombre);
}

/** A cell (as the item importer reads it, es-CR text) as the decimal string it holds; '' blank, undefined not a number. */
function numeroDe(v: unknown): string | undefined {
  const t = celdaComoTexto(v);
  if (t === '') return '';
  const r = parseDecimal(t);
  return r.ok ? r.value.toFixed() : undefined;
}

/** The counted quantities of a sheet, by item id; an Error with a Spanish message when it is not a count sheet. */
export async function leerConteo(archivo: File): Promise<Map<string, string>> {
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  try {
    await libro.xlsx.load(await archivo.arrayBuffer());
  } catch {
    throw new Error(M.conteoHojaInvalida);
  }
  const hoja = libro.worksheets[0];
  const encabezados = ((hoja?.getRow(1).values as unknown[] | undefined) ?? []).map((v) => celdaComoTexto(v).toLowerCase());
  const colId = encabezados.indexOf('id');
  const colContado = encabezados.indexOf('contado');
  if (!hoja || colId < 1 || colContado < 1) throw new Error(M.conteoHojaInvalida);
  const out = new Map<string, string>();
  hoja.eachRow((row, n) => {
    if (n === 1) return;
    const id = celdaComoTexto(row.getCell(colId).value);
    const contado = numeroDe(row.getCell(colContado).value);
    if (id && contado) out.set(id, contado);
  });
  return out;
}
