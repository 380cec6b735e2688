import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cuentaComoAceptado,
  debeConsultarse,
  debeEnviarse,
  ESTADO_DOCUMENTO_ID,
  ESTADOS_FINALES,
  transicionDocumento,
  type EstadoDocumento,
  type EventoDocumento,
  type IndEstado,
} from './estado-documento';

// The model: the allowed transitions written as a plain table, independent of the implementation.
const E = (e: EventoDocumento): string => (e.tipo === 'EMITIR' ? `EMITIR:${e.situacion}` : e.tipo === 'RESPUESTA' ? `R:${e.indEstado}` : e.tipo);
const TABLE: Record<string, Partial<Record<string, EstadoDocumento>>> = {
  BORRADOR: { 'EMITIR:1': 'EN_COLA', 'EMITIR:2': 'CONTINGENCIA', 'EMITIR:3': 'CONTINGENCIA' },
  EN_COLA: { ENVIAR: 'RECIBIDO', FALLO_ENVIO: 'EN_COLA', RECHAZO_ENVIO: 'ERROR' },
  CONTINGENCIA: { ENVIAR: 'RECIBIDO', FALLO_ENVIO: 'CONTINGENCIA', RECHAZO_ENVIO: 'ERROR' },
  RECIBIDO: { 'R:recibido': 'RECIBIDO', 'R:procesando': 'PROCESANDO', 'R:aceptado': 'ACEPTADO', 'R:rechazado': 'RECHAZADO', 'R:error': 'ERROR' },
  PROCESANDO: { 'R:recibido': 'PROCESANDO', 'R:procesando': 'PROCESANDO', 'R:aceptado': 'ACEPTADO', 'R:rechazado': 'RECHAZADO', 'R:error': 'ERROR' },
  ERROR: { REINTENTAR: 'EN_COLA', 'R:aceptado': 'ACEPTADO', 'R:rechazado': 'RECHAZADO', 'R:error': 'ERROR' },
  ACEPTADO: { 'R:aceptado': 'ACEPTADO' },
  RECHAZADO: { 'R:rechazado': 'RECHAZADO' },
};

type Model = { estado: EstadoDocumento; enviado: boolean; finalizado: EstadoDocumento | null };
type Real = { estado: EstadoDocumento };

class Evento implements fc.Command<Model, Real> {
  constructor(readonly evento: EventoDocumento) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const expected = TABLE[m.estado]?.[E(this.evento)];
    const result = transicionDocumento(r.estado, this.evento);
    if (expected === undefined) {
      expect(result).toMatchObject({ ok: false, code: 'TRANSICION_INVALIDA', field: 'estado' });
      return;
    }
    expect(result).toEqual({ ok: true, value: expected });
    // A 4xx on the POST can be a duplicate: Hacienda may still hold the document and answer later.
    if (this.evento.tipo === 'ENVIAR' || this.evento.tipo === 'RECHAZO_ENVIO') m.enviado = true;
    // Laws: a final answer never changes; nothing is accepted or rejected before it reached Hacienda.
    if (m.finalizado) expect(expected).toBe(m.finalizado);
    if (ESTADOS_FINALES.includes(expected)) {
      expect(m.enviado).toBe(true);
      m.finalizado = expected;
    }
    m.estado = expected;
    r.estado = expected;
  }
  toString = () => E(this.evento);
}

const initial = (): { model: Model; real: Real } => ({ model: { estado: 'BORRADOR', enviado: false, finalizado: null }, real: { estado: 'BORRADOR' } });
const ind = fc.constantFrom<IndEstado>('recibido', 'procesando', 'aceptado', 'rechazado', 'error');
const commands = fc.commands(
  [
    fc.constantFrom('1', '2', '3').map((situacion) => new Evento({ tipo: 'EMITIR', situacion: situacion })),
    fc.constant(new Evento({ tipo: 'ENVIAR' })),
    fc.constant(new Evento({ tipo: 'FALLO_ENVIO' })),
    fc.constant(new Evento({ tipo: 'RECHAZO_ENVIO' })),
    ind.map((indEstado) => new Evento({ tipo: 'RESPUESTA', indEstado })),
    fc.constant(new Evento({ tipo: 'REINTENTAR' })),
  ],
  { maxCommands: 40 },
);

describe('document status machine', () => {
  it('model: every event sequence follows the transition table; final answers never change', () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        fc.modelRun(initial, cmds);
      }),
      { numRuns: 300 },
    );
  });
  it('final answers are idempotent; errors take only final answers', () => {
    expect(transicionDocumento('ACEPTADO', { tipo: 'RESPUESTA', indEstado: 'aceptado' })).toEqual({ ok: true, value: 'ACEPTADO' });
    expect(transicionDocumento('RECHAZADO', { tipo: 'RESPUESTA', indEstado: 'rechazado' })).toEqual({ ok: true, value: 'RECHAZADO' });
    expect(transicionDocumento('ERROR', { tipo: 'RESPUESTA', indEstado: 'aceptado' })).toEqual({ ok: true, value: 'ACEPTADO' });
    expect(transicionDocumento('ERROR', { tipo: 'RESPUESTA', indEstado: 'recibido' }).ok).toBe(false);
    expect(transicionDocumento('RECIBIDO', { tipo: 'RESPUESTA', indEstado: 'recibido' })).toEqual({ ok: true, value: 'RECIBIDO' });
    expect(transicionDocumento('PROCESANDO', { tipo: 'RESPUESTA', indEstado: 'procesando' })).toEqual({ ok: true, value: 'PROCESANDO' });
    expect(transicionDocumento('PROCESANDO', { tipo: 'RESPUESTA', indEstado: 'rechazado' })).toEqual({ ok: true, value: 'RECHAZADO' });
    expect(transicionDocumento('BORRADOR', { tipo: 'EMITIR', situacion: '3' })).toEqual({ ok: true, value: 'CONTINGENCIA' });
    expect(transicionDocumento('CONTINGENCIA', { tipo: 'ENVIAR' })).toEqual({ ok: true, value: 'RECIBIDO' });
    expect(transicionDocumento('RECIBIDO', { tipo: 'REINTENTAR' })).toMatchObject({ ok: false, field: 'estado' });
  });
  it('only degrades forward: a late "recibido" never moves a processing document back', () => {
    expect(transicionDocumento('PROCESANDO', { tipo: 'RESPUESTA', indEstado: 'recibido' })).toEqual({ ok: true, value: 'PROCESANDO' });
    expect(transicionDocumento('ACEPTADO', { tipo: 'RESPUESTA', indEstado: 'rechazado' })).toMatchObject({ ok: false, code: 'TRANSICION_INVALIDA' });
    expect(transicionDocumento('BORRADOR', { tipo: 'RESPUESTA', indEstado: 'aceptado' }).ok).toBe(false);
    expect(transicionDocumento('EN_COLA', { tipo: 'RESPUESTA', indEstado: 'aceptado' }).ok).toBe(false);
    expect(transicionDocumento('ERROR', { tipo: 'RESPUESTA', indEstado: 'procesando' }).ok).toBe(false);
  });
  it('tells the outbox what to do and maps estadoDocumento ids (3 = accepted)', () => {
    const all = Object.keys(ESTADO_DOCUMENTO_ID) as EstadoDocumento[];
    expect(all.filter(debeEnviarse)).toEqual(['EN_COLA', 'CONTINGENCIA']);
    expect(all.filter(debeConsultarse)).toEqual(['RECIBIDO', 'PROCESANDO']);
    expect(new Set(Object.values(ESTADO_DOCUMENTO_ID)).size).toBe(all.length);
    expect(cuentaComoAceptado(3)).toBe(true);
    expect(cuentaComoAceptado('3')).toBe(true);
    expect(cuentaComoAceptado(4)).toBe(false);
    expect(ESTADO_DOCUMENTO_ID.ACEPTADO).toBe(3);
  });
});
