// Form rules of the answers to received documents, with the Spanish message shown next to each
// field. They mirror the server's rules (which still decide: its refusal shows on the document).
import * as z from 'zod';
import { parseNonNegative } from '@jit/domain';
import { MENSAJE_RECEPTOR_MESSAGES as M } from './messages';

/** One received document's answer (spec 1 §3 receiver message; v4.4 MensajeReceptor). */
export const respuestaSchema = z
  .object({
    mensaje: z.enum(['1', '2', '3']),
    condicionImpuesto: z.string(),
    detalleMensaje: z.string(),
    montoTotalImpuestoAcreditar: z.string(),
  })
  .superRefine((v, ctx) => {
    const d = v.detalleMensaje.trim();
    if (v.mensaje !== '1' && d.length < 3) ctx.addIssue({ code: 'custom', path: ['detalleMensaje'], message: M.mrDetalleRequerido });
    if (d.length > 160) ctx.addIssue({ code: 'custom', path: ['detalleMensaje'], message: M.mrDetalleLargo });
    const m = v.montoTotalImpuestoAcreditar.trim();
    if (m && !parseNonNegative(m).ok) ctx.addIssue({ code: 'custom', path: ['montoTotalImpuestoAcreditar'], message: M.mrAcreditarInvalido });
  });
export const loteSchema = z.object({ docs: z.array(respuestaSchema) });
export type LoteValues = z.infer<typeof loteSchema>;
