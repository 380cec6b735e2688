import { describe, expect, it } from 'vitest';
import { respuestaSchema } from './schemas';

const mensajes = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('Spanish messages of the receiver-message form', () => {
  it('receiver message: rejecting or accepting partially needs a reason', () => {
    expect(mensajes(respuestaSchema.safeParse({ mensaje: '3', condicionImpuesto: '01', detalleMensaje: '', montoTotalImpuestoAcreditar: '' }))).toEqual([
      'detalleMensaje: Explique el motivo (al menos 3 caracteres).',
    ]);
    expect(respuestaSchema.safeParse({ mensaje: '1', condicionImpuesto: '01', detalleMensaje: '', montoTotalImpuestoAcreditar: '13' }).success).toBe(true);
  });
});
