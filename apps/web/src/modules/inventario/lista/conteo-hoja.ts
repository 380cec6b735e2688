// The count sheet on paper and back: exported as .xlsx (Id, Artículo, Unidad, Esperado, Contado
// blank), counted by hand or in Excel, and read back by its Id and Contado columns. Numbers are
// read as exact decimal text (never through a float's rounding of the display).
import { D, parseDecimal } from '@jit/domain';
import type { ExistenciaFieldsFragment } from '@jit/api';
import { celdaSegura } from '../../../app/celda-segura';
import { descargarBlob } from '../../../app/descargas';
import { celdaComoTexto } from '../../item/articulos/importar/leer-hoja';
import { INVENTARIO_MESSAGES as M } from '../messages';

export type FilaConteo = { id: string; nombre: string; unidad: string; esperado: string; contado: string };

const ENCABEZADOS = ['Id', 'Artículo', 'Unidad', 'Esperado', 'Contado'] as const;

/** A sheet with a bold, frozen header row, downloaded as `archivo`; texts are made safe (DECISIONS #63). */
export async function descargarHoja(nombreHoja: string, columnas: readonly { titulo: string; ancho: number }[], filas: readonly (string | number | null)[][], archivo: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet(nombreHoja);
  hoja.columns = columnas.map((c) => ({ header: c.titulo, key: c.titulo, width: c.ancho }));
  hoja.getRow(1).font = { bold: true };
  hoja.views = [{ state: 'frozen', ySplit: 1 }];
  for (const f of filas) hoja.addRow(f.map(celdaSegura));
  const buffer = await libro.xlsx.writeBuffer();
  descargarBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), archivo);
}

const numero = (v: string | null | undefined) => (v == null || v === '' ? null : Number(new D(v)));

export const exportarConteo = (filas: readonly FilaConteo[], archivo: string) =>
  descargarHoja(
    'Conteo',
    ENCABEZADOS.map((titulo, i) => ({ titulo, ancho: i === 0 ? 38 : i === 1 ? 40 : 14 })),
    filas.map((f) => [f.id, f.nombre, f.unidad, numero(f.esperado), numero(f.contado)]),
    archivo,
  );

/** The stock list as an accountant reads it: quantity, pp and the value at pp and by FIFO. */
export const exportarExistencias = (filas: readonly ExistenciaFieldsFragment[], archivo: string) =>
  descargarHoja(
    'Existencias',
    ['Artículo', 'Unidad', 'Existencias', 'Mínimo', 'Costo promedio', 'Valor promedio', 'Valor PEPS'].map((titulo, i) => ({ titulo, ancho: i === 0 ? 40 : 16 })),
    filas.map((e) => [e.item.nombre, e.item.unidadMedida, numero(e.cantidad), numero(e.minimo), numero(e.pp), numero(e.valorPP), numero(e.valorPEPS)]),
    archivo,
  );

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
