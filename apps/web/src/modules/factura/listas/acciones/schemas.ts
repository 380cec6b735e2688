// Form rules of the actions on a document, with the Spanish message shown next to
// each field. They mirror the server's rules (which still decide: its BAD_USER_INPUT lands on
// the field it names).
import * as z from 'zod';
import { parseNonNegative } from '@jit/domain';
import { ACCIONES_MESSAGES as M } from './messages';
import { CORREO } from '@jit/domain';
import { formatCantidad } from '../../../../app/format';

/** Splits "a@b.cr, c@d.cr" into addresses. */
export const correosDe = (texto: string): string[] =>
  texto
    .split(/[,;\s]+/)
    .map((c) => c.trim())
    .filter(Boolean);

export const correoSchema = z.object({
  correos: z.string().superRefine((texto, ctx) => {
    const lista = correosDe(texto);
    if (lista.length === 0) ctx.addIssue({ code: 'custom', message: M.correoRequerido });
    else if (lista.length > 10) ctx.addIssue({ code: 'custom', message: M.correoMaximo });
    else {
      const malo = lista.find((c) => !CORREO.test(c) || c.length > 254);
      if (malo) ctx.addIssue({ code: 'custom', message: M.correoInvalido(malo) });
    }
  }),
});
export type CorreoValues = z.infer<typeof correoSchema>;

const razon = z.string().trim().min(3, M.razonCorta).max(180, M.razonLarga);

/** Is `texto` a positive amount with at most `decimales` decimals, not above `max`? */
export function cantidadValida(texto: string, max?: string, decimales = 3): boolean {
  const p = parseNonNegative(texto);
  if (!p.ok || p.value.lte(0) || p.value.decimalPlaces() > decimales) return false;
  return max === undefined || p.value.lte(max);
}

export const notaCreditoSchema = z
  .object({
    alcance: z.enum(['total', 'parcial']),
    codigo: z.string().min(2),
    razon,
    lineas: z.array(z.object({ numeroLinea: z.number(), marcada: z.boolean(), cantidad: z.string(), maximo: z.string() })),
  })
  .superRefine((v, ctx) => {
    if (v.alcance !== 'parcial') return;
    const marcadas = v.lineas.filter((l) => l.marcada);
    if (marcadas.length === 0) ctx.addIssue({ code: 'custom', path: ['lineas'], message: M.ncLineasRequeridas });
    v.lineas.forEach((l, i) => {
      if (l.marcada && !cantidadValida(l.cantidad, l.maximo))
        ctx.addIssue({ code: 'custom', path: ['lineas', i, 'cantidad'], message: M.ncCantidadInvalida(formatCantidad(l.maximo)) });
    });
  });
export type NotaCreditoValues = z.infer<typeof notaCreditoSchema>;

export const notaDebitoSchema = z.object({
  codigo: z.string().min(2),
  razon,
  detalle: z.string().trim().min(3, M.ndDetalleInvalido).max(200, M.ndDetalleInvalido),
  monto: z.string().refine((t) => cantidadValida(t, undefined, 5), M.ndMontoInvalido),
  codigoTarifaIVA: z.string().min(2),
});
export type NotaDebitoValues = z.infer<typeof notaDebitoSchema>;

export const razonSchema = z.object({ razon });
export type RazonValues = z.infer<typeof razonSchema>;
