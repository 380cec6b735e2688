// The customer list (with the list's filter) as an .xlsx for the accountant: every page read with
// the cursor, amounts as numbers, texts kept as text (celdaSegura).
import { ClientesDocument, type ClienteFieldsFragment, type ClienteFilter } from '@jit/api';
import { api } from '../../../app/api';
import { celdaSegura } from '../../../app/celda-segura';
import { descargarBlob } from '../../../app/descargas';

const COLUMNAS: { header: string; key: string; width: number; valor: (c: ClienteFieldsFragment) => string | number }[] = [
  { header: 'Nombre', key: 'nombre', width: 36, valor: (c) => c.nombre },
  { header: 'Identificación', key: 'identificacion', width: 16, valor: (c) => c.identificacion?.numero ?? c.identificacionExtranjero ?? '' },
  { header: 'Correo', key: 'correo', width: 28, valor: (c) => c.correoElectronico ?? '' },
  { header: 'Teléfono', key: 'telefono', width: 12, valor: (c) => c.telefono?.numTelefono ?? '' },
  { header: 'Categoría', key: 'categoria', width: 18, valor: (c) => c.categoria?.nombre ?? '' },
  { header: 'Ciclo', key: 'ciclo', width: 14, valor: (c) => c.ciclo },
  { header: 'Ejecutivo', key: 'ejecutivo', width: 20, valor: (c) => c.ejecutivo?.fullname ?? '' },
  { header: 'Plazo de crédito', key: 'plazo', width: 10, valor: (c) => c.plazoCredito },
  { header: 'Límite de crédito', key: 'limite', width: 14, valor: (c) => Number(c.limiteCredito) },
  { header: 'Saldo a favor', key: 'saldo', width: 14, valor: (c) => Number(c.balanceTotal) },
];

export async function exportarClientes(filter: ClienteFilter): Promise<void> {
  const todos: ClienteFieldsFragment[] = [];
  let cursor: string | null = null;
  do {
    const p: { feed: ClienteFieldsFragment[]; pageInfo: { nextPageCursor?: string | null } } = (await api.request(ClientesDocument, { cursor, limit: 100, filter })).Cliente.readAllByEmisor;
    todos.push(...p.feed);
    cursor = p.pageInfo.nextPageCursor ?? null;
  } while (cursor);
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Clientes');
  hoja.columns = COLUMNAS.map(({ header, key, width }) => ({ header, key, width }));
  hoja.getRow(1).font = { bold: true };
  hoja.views = [{ state: 'frozen', ySplit: 1 }];
  for (const c of todos) hoja.addRow(Object.fromEntries(COLUMNAS.map((k) => [k.key, celdaSegura(k.valor(c))])));
  const buffer = await libro.xlsx.writeBuffer();
  descargarBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'clientes.xlsx');
}
