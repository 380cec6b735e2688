// Switching the draft's currency (spec 1 §5): the new currency takes today's rate (CRC: 1) and
// the unit prices already typed are converted through colones, so the total keeps its value.
import type { QueryClient } from '@tanstack/react-query';
import { convertPrecioUnitario, parseNonNegative } from '@jit/domain';
import { borrador } from '../borrador/borrador';
import type { EncabezadoBorrador } from '../borrador/types';
import { tipoCambioVigente } from './queries';

/** Sets the currency and its rate; true when the lines' prices changed (the grid reloads them). */
export async function cambiarMoneda(qc: QueryClient, h: EncabezadoBorrador, codigo: string): Promise<boolean> {
  const antes = h.codigoMoneda;
  if (codigo === antes) return false;
  const tcAntes = parseNonNegative(h.tipoCambio);
  const vigente = codigo === 'CRC' ? null : await tipoCambioVigente(qc, codigo).catch(() => null);
  const tc = codigo === 'CRC' ? '1' : (vigente?.compra ?? '');
  borrador.encabezado({ codigoMoneda: codigo, tipoCambio: tc });
  // Without a rate for either side the prices stay as typed: the clerk types the rate.
  if (!tc || (antes !== 'CRC' && !tcAntes.ok)) return false;
  borrador.actualizarTodas((l) => {
    const p = parseNonNegative(l.precio);
    if (!p.ok || l.precio.trim() === '') return l;
    const crc = antes === 'CRC' ? { ok: true as const, value: p.value } : convertPrecioUnitario(p.value, antes, 'CRC', tcAntes.ok ? tcAntes.value : 1);
    if (!crc.ok) return l;
    const r = codigo === 'CRC' ? crc : convertPrecioUnitario(crc.value, 'CRC', codigo, tc);
    return r.ok ? { ...l, precio: r.value.toFixed() } : l;
  });
  return true;
}
