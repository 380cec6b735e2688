// Ruling A2-9: before issuing, a warning per item the draft would take below zero, from the stock
// of the billing list the grid keeps. It never stops the document (stock never blocks a sale).
import type { QueryClient } from '@tanstack/react-query';
import { lineasBajoCero, type IndiceItems } from '@jit/domain';
import { formatCantidad } from '../../../app/format';
import { notify } from '../../../app/notify';
import type { Leidas } from '../borrador/factura-input';
import type { ItemFacturable } from './grid/items';
import { FACTURAR_MESSAGES as M } from './messages';
import { ITEMS_FACTURAR_KEY } from './use-items';

/** Documents that take stock out when issued. */
const VENTAS = new Set(['01', '04', '09']);

export function avisarBajoCero(qc: QueryClient, documento: string, leidas: Leidas): void {
  if (!VENTAS.has(documento)) return;
  const indice = qc.getQueryData<IndiceItems<ItemFacturable>>(ITEMS_FACTURAR_KEY);
  if (!indice) return;
  const lineas = leidas.flatMap(({ leida }) => (leida.kind === 'ok' && leida.itemId ? [{ itemId: leida.itemId, cantidad: leida.input.cantidad }] : []));
  for (const b of lineasBajoCero(indice.map((e) => e.item), lineas)) {
    notify({ type: 'warning', message: M.quedariaBajoCero(b.nombre, formatCantidad(b.hay.toFixed()), formatCantidad(b.pide.toFixed())) });
  }
}
