import { DAY_MS, instanteMs, type Instante } from './subscription';

/** DECISIONS #3: the certificate warning shows when 7 days or fewer remain. */
export const CERTIFICATE_WARNING_DAYS = 7;

/** The signing certificate as the shell and the invoicing guard see it. */
export type EstadoCertificado = {
  estado: 'VIGENTE' | 'POR_VENCER' | 'VENCIDO' | 'SIN_CERTIFICADO';
  /** Whole days left (rounded up); 0 when expired or missing. */
  diasRestantes: number;
  bloqueaFacturacion: boolean;
};

/** Spec 1 §4: warning at 7 days or fewer, expired blocks invoicing; no certificate also blocks. */
export function certificateState(expiracion: Instante | null | undefined, nowMs: number): EstadoCertificado {
  const at = instanteMs(expiracion ?? NaN);
  if (Number.isNaN(at)) return { estado: 'SIN_CERTIFICADO', diasRestantes: 0, bloqueaFacturacion: true };
  if (at < nowMs) return { estado: 'VENCIDO', diasRestantes: 0, bloqueaFacturacion: true };
  const diasRestantes = Math.ceil((at - nowMs) / DAY_MS);
  const estado = diasRestantes <= CERTIFICATE_WARNING_DAYS ? 'POR_VENCER' : 'VIGENTE';
  return { estado, diasRestantes, bloqueaFacturacion: false };
}
