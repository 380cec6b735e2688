// The header's amounts as the domain reads them for the v4.4 summary (ResumenFactura): other
// charges and payment methods typed as text, unreadable ones left out until they read.
import { parseNonNegative, type MedioPagoInput, type OtroCargoInput, type TipoDocumentoOC, type TipoMedioPago } from '@jit/domain';
import type { EncabezadoBorrador } from './types';

/** A typed amount, or null while it does not read. */
export const monto = (t: string) => {
  const p = parseNonNegative(t);
  return p.ok ? p.value : null;
};

/** Other charges of the header as the domain reads them (unreadable ones are left out). */
export function otrosCargosInput(h: EncabezadoBorrador): OtroCargoInput[] {
  const out: OtroCargoInput[] = [];
  for (const c of h.otrosCargos) {
    const m = c.monto.trim() ? monto(c.monto) : null;
    const p = c.porcentaje.trim() ? monto(c.porcentaje) : null;
    if (!m && !p) continue;
    out.push({ tipoDocumentoOC: c.tipoDocumentoOC as TipoDocumentoOC, detalle: c.detalle, ...(m ? { montoCargo: m } : { porcentajeOC: p! }) });
  }
  return out;
}

/** Payment methods as the domain reads them: an empty amount takes the rest. */
export function mediosPagoInput(h: EncabezadoBorrador): MedioPagoInput[] {
  return h.medioPago.map((m) => ({
    tipoMedioPago: m.tipoMedioPago as TipoMedioPago,
    totalMedioPago: m.monto.trim() ? (monto(m.monto) ?? null) : null,
  }));
}
