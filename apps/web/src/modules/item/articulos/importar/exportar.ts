// The catalogue as a sheet with the columns the import reads (COLUMNAS_ITEM), so a sheet goes out,
// is edited in Excel and comes back. Variants stay out (they belong to their item's editor).
import { COLUMNAS_ITEM, toFixedString, type ClaveColumna } from '@jit/domain';
import type { ItemFieldsFragment } from '@jit/api';
import { descargarBlob } from '../../../../app/descargas';

type Cat = { _id: string; nombre: string };

/** One item as the sheet's row: text, or numbers from the exact decimal strings. */
export function filaDeItem(i: ItemFieldsFragment, categorias: readonly Cat[]): Record<ClaveColumna, string | number> {
  const n = (s: string | null | undefined) => (s == null ? '' : Number(toFixedString(s, 5)));
  return {
    tipo: i.tipo.id,
    codigoRapido: i.codigoRapido ?? '',
    SKU: i.SKU ?? '',
    codigoBarras: i.codigoBarras ?? '',
    nombre: i.nombre,
    nombreCorto: i.nombreCorto ?? '',
    descripcion: i.descripcion ?? '',
    codigo: i.codigo ?? '',
    unidadMedida: i.unidadMedida.id,
    codigoMoneda: i.codigoMoneda.id,
    costoUnitarioTotal: n(i.costoUnitarioTotal),
    utilidad: n(i.utilidad),
    precioUnitario: n(i.precioUnitario),
    precioVenta: n(i.precioVenta),
    tarifa: n(i.impuesto[0]?.tarifa),
    minimo: n(i.minimo),
    maximo: n(i.maximo),
    categoria: categorias.find((c) => c._id === i.categoria[0])?.nombre ?? '',
    stockState: i.stockState ? 'Sí' : 'No',
  };
}

/** Downloads the items (or an empty template) as an .xlsx with one header row and its help notes. */
export async function exportarItems(items: readonly ItemFieldsFragment[], categorias: readonly Cat[], nombre: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Artículos');
  hoja.columns = COLUMNAS_ITEM.map((c) => ({ header: c.titulo, key: c.clave, width: Math.max(12, c.titulo.length + 4) }));
  hoja.getRow(1).font = { bold: true };
  COLUMNAS_ITEM.forEach((c, k) => {
    if (c.ayuda) hoja.getCell(1, k + 1).note = c.ayuda;
  });
  hoja.views = [{ state: 'frozen', ySplit: 1 }];
  for (const i of items) if (!i.itemRefId) hoja.addRow(filaDeItem(i, categorias));
  const buffer = await libro.xlsx.writeBuffer();
  descargarBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), nombre);
}
