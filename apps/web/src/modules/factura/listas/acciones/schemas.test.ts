import { describe, expect, it } from 'vitest';
import { correoSchema, notaCreditoSchema, notaDebitoSchema } from './schemas';

const mensajes = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('Spanish messages of the action forms', () => {
  it('e-mail: each address is checked and named', () => {
    expect(mensajes(correoSchema.safeParse({ correos: '' }))).toEqual(['correos: Escriba al menos un correo.']);
    expect(mensajes(correoSchema.safeParse({ correos: 'a@b.cr, malo@' }))).toEqual(['correos: «malo@» no es un correo válido.']);
    expect(correoSchema.safeParse({ correos: 'a@b.cr; c@d.cr' }).success).toBe(true);
  });
  it('credit note: a reason, and with some lines at least one with a quantity up to the line’s', () => {
    const base = { alcance: 'parcial' as const, codigo: '01', razon: 'Devolución', lineas: [{ numeroLinea: 1, marcada: false, cantidad: '2', maximo: '2' }] };
    expect(mensajes(notaCreditoSchema.safeParse({ ...base, razon: 'x' }))).toContain('razon: Escriba la razón (al menos 3 caracteres).');
    expect(mensajes(notaCreditoSchema.safeParse(base))).toContain('lineas: Marque al menos una línea y su cantidad.');
    const demasiado = { ...base, lineas: [{ ...base.lineas[0]!, marcada: true, cantidad: '3' }] };
    expect(mensajes(notaCreditoSchema.safeParse(demasiado))).toContain('lineas.0.cantidad: Escriba una cantidad mayor que 0 y hasta 2.');
    expect(notaCreditoSchema.safeParse({ ...base, lineas: [{ ...base.lineas[0]!, marcada: true, cantidad: '1,5' }] }).success).toBe(true);
  });
  it('debit note: the amount is a positive decimal', () => {
    const r = notaDebitoSchema.safeParse({ codigo: '10', razon: 'Intereses', detalle: 'Intereses moratorios', monto: '-5', codigoTarifaIVA: '08' });
    expect(mensajes(r)).toEqual(['monto: Escriba un monto mayor que 0 (hasta 5 decimales).']);
  });
});
