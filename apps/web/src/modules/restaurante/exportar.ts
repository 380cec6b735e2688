// The order list to Excel (exceljs, loaded only when asked for): every order of the filter, page
// after page; amounts as numbers of their exact decimal strings.
import { PedidosRestauranteDocument, type PedidosRestauranteQuery, type RestaurantOrderFilter } from '@jit/api';
import { toFixedString } from '@jit/domain';
import { api } from '../../app/api';
import { celdaSegura } from '../../app/celda-segura';
import { descargarBlob } from '../../app/descargas';
import { formatDateTime } from '../../app/format';
import { RESTAURANTE_MESSAGES as M } from './messages';
import type { Pedido } from './vivo';

async function todos(filter: RestaurantOrderFilter): Promise<Pedido[]> {
  const out: Pedido[] = [];
  let cursor: string | null = null;
  for (;;) {
    const r: PedidosRestauranteQuery['RestaurantOrder']['readAllByEmisor'] = (await api.request(PedidosRestauranteDocument, { cursor, limit: 200, filter })).RestaurantOrder.readAllByEmisor;
    out.push(...r.feed);
    if (!r.pageInfo.hasNextPage) return out;
    cursor = r.pageInfo.nextPageCursor ?? null;
  }
}

export async function exportarPedidos(filter: RestaurantOrderFilter): Promise<void> {
  const [{ default: ExcelJS }, pedidos] = await Promise.all([import('exceljs'), todos(filter)]);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'JIT';
  const ws = wb.addWorksheet(M.pedidos);
  ws.addRow(['#', M.fecha, M.zona, M.mesa, M.usuario, M.estado, M.express, M.articulo, M.total, M.servicio, M.facturado]).font = { bold: true };
  const n = (s: string) => Number(toFixedString(s, 2));
  for (const p of pedidos)
    ws.addRow([
      p.consecutive,
      formatDateTime(p.createdAt),
      celdaSegura(p.zoneName ?? ''),
      celdaSegura(p.tableName ?? ''),
      celdaSegura(p.user?.fullname ?? ''),
      p.status,
      p.express ? 'Sí' : '',
      celdaSegura(p.items.map((i) => `${i.cantidad} ${i.nombre}`).join(', ')),
      n(p.neta),
      n(p.servicio),
      celdaSegura(p.facturacion.map((f) => f.consecutivo).join(', ')),
    ]);
  [9, 10].forEach((c) => (ws.getColumn(c).numFmt = '#,##0.00'));
  const buf = await wb.xlsx.writeBuffer();
  descargarBlob(new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `pedidos-${new Date().toISOString().slice(0, 10)}.xlsx`);
}
