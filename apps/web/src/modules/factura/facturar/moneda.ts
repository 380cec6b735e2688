// Switching the draft's currency (spec 1 §5): the new currency takes today's rate (CRC: 1) — the
// one the issuer's documents carry, BCCR venta by default (DECISIONS #47) — and the unit prices
// already typed are converted through colones, so the total keeps its value.
import type { QueryClient } from '@tanstack/react-query';
import { convertPrecioUnitario, parseNonNegative, textoEditable, textoTipoCambio } from '@jit/domain';
import { borrador } from '../borrador/borrador';
import type { EncabezadoBorrador } from '../borrador/types';
import { tipoCambioVigente } from './queries';

/** Sets the currency and its rate; true when the lines' prices changed (the grid reloads them). */
export async function cambiarMoneda(qc: QueryClient, h: EncabezadoBorrador, codigo: string): Promise<boolean> {
  const antes = h.codigoMoneda;
  if (codigo === antes) return false;
  const tcAntes = parseNonNegative(h.tipoCambio);
  const vigente = codigo === 'CRC' ? null : await tipoCambioVigente(qc, codigo).catch(() => null);
  const tc = codigo === 'CRC' ? '1' : vigente ? textoTipoCambio(vigente.tasa) : '';
  borrador.encabezado({
    codigoMoneda: codigo,
    tipoCambio: tc,
    tipoCambioFuente: vigente && codigo !== 'CRC' ? { referencia: vigente.referencia, fecha: vigente.fecha } : null,
  });
  // Without a rate for either side the prices stay as typed: the clerk types the rate.
  const tcNuevo = parseNonNegative(tc);
  if (!tcNuevo.ok || (antes !== 'CRC' && !tcAntes.ok)) return false;
  borrador.actualizarTodas((l) => {
    const p = parseNonNegative(l.precio);
    if (!p.ok || l.precio.trim() === '') return l;
    const crc = antes === 'CRC' ? { ok: true as const, value: p.value } : convertPrecioUnitario(p.value, antes, 'CRC', tcAntes.ok ? tcAntes.value : 1);
    if (!crc.ok) return l;
    const r = codigo === 'CRC' ? crc : convertPrecioUnitario(crc.value, 'CRC', codigo, tcNuevo.value);
    return r.ok ? { ...l, precio: textoEditable(r.value) } : l;
  });
  return true;
}
