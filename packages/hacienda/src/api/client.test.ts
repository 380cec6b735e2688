import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  certificados,
  conOtrosEspacios,
  firmanteDePrueba,
  propioAlFinal,
} from '../../test/helpers';
import { sampleDocumento } from '../sample';
import { loadP12 } from '../sign/p12';
import { verificarFirmas } from '../sign/verify';
import { firmar } from '../sign/xades';
import { MOTIVOS_RECHAZO } from '../simulator/motivos';
import { startSimulator, type Simulador } from '../simulator/server';
import { buildXml } from '../xml/build';
import type { Comprobante } from '../xml/types';
import { ClienteHacienda, leerEstado, type Envio, type RespuestaEstado } from './client';
import { parseDetalleMensaje } from './detalle';
import { LimitadorTasa, retraso, REINTENTOS_POR_DEFECTO } from './retry';

/** A clock that never waits: sleep advances it. */
function relojFalso() {
  let t = Date.now();
  const sleeps: number[] = [];
  return {
    now: () => t,
    sleep: (ms: number) => {
      sleeps.push(ms);
      t += ms;
      return Promise.resolve();
    },
    random: () => 0.5,
    avanzar: (ms: number) => {
      t += ms;
    },
    sleeps,
  };
}

let numero = 1;
/** A fresh signed invoice (new consecutivo each time) and its reception envelope. */
function envio(mutar?: (d: Comprobante) => void, extra: Partial<Envio> = {}): Envio {
  const doc = sampleDocumento({
    tipo: '01',
    lineas: 3,
    completo: true,
    numero: numero++,
  }) as Comprobante;
  mutar?.(doc);
  return {
    clave: doc.clave,
    fecha: doc.fechaEmision as string,
    emisor: {
      tipoIdentificacion: doc.emisor.identificacion.tipo,
      numeroIdentificacion: doc.emisor.identificacion.numero,
    },
    receptor: {
      tipoIdentificacion: '01',
      numeroIdentificacion: doc.receptor!.identificacion!.numero,
    },
    comprobanteXml: firmar(buildXml(doc), firmanteDePrueba()),
    ...extra,
  };
}

const cred = { usuario: 'cpj-3-101-123456@stag.comprobanteselectronicos.go.cr', clave: 'secreta' };

describe('the reception API client against the simulator', () => {
  let sim: Simulador;
  let reloj: ReturnType<typeof relojFalso>;
  let cliente: ClienteHacienda;

  beforeAll(async () => {
    const c = certificados();
    reloj = relojFalso();
    sim = await startSimulator({
      firmante: loadP12(Buffer.from(c.otroP12, 'base64'), '5678'),
      confianza: [c.caCertPem],
      now: () => new Date(reloj.now()),
    });
  });
  afterAll(() => sim.close());
  beforeEach(() => {
    cliente = new ClienteHacienda({ ...sim.config, reloj });
    reloj.sleeps.length = 0;
  });

  it('sends a document (202), sees it procesando, then aceptado with a MensajeHacienda signed by the simulator', async () => {
    const e = envio();
    const r = await cliente.enviar(cred, e);
    expect(r).toEqual({
      ok: true,
      status: 202,
      location: `${sim.recepcionUrl}/recepcion/${e.clave}`,
    });
    await sim.procesados();
    const primero = await cliente.consultar(cred, e.clave);
    expect(primero).toMatchObject({ ok: true, estado: 'procesando', respuestaXml: null });
    const final = await cliente.consultar(cred, e.clave);
    expect(final).toMatchObject({
      ok: true,
      estado: 'aceptado',
      mensaje: { mensaje: 1, estadoMensaje: 'Aceptado', clave: e.clave },
    });
    if (!final.ok) return;
    expect(
      verificarFirmas(final.respuestaXml!, { confianza: [certificados().caCertPem] }).valido,
    ).toBe(true);
  });

  it('accepts, as Hacienda does, a document whose root declares xmlns:ds, xmlns:xsd and xmlns:xsi before its own namespace', async () => {
    let doc: Comprobante | undefined;
    const e = envio((d) => (doc = d));
    e.comprobanteXml = propioAlFinal(firmar(conOtrosEspacios(buildXml(doc!)), firmanteDePrueba()));
    expect(e.comprobanteXml).toMatch(/<FacturaElectronica xmlns:ds=/);
    expect(await cliente.enviar(cred, e)).toMatchObject({ ok: true, status: 202 });
    await sim.procesados();
    await cliente.consultar(cred, e.clave);
    const final = await cliente.consultar(cred, e.clave);
    expect(final.ok && final.estado === 'rechazado' ? final.mensaje : null).toBeNull();
    expect(final).toMatchObject({ ok: true, estado: 'aceptado' });
  });

  it('gets rechazado with DetalleMensaje lines `codigo, mensaje, fila, columna` in Spanish', async () => {
    const e = envio((d) => {
      d.resumenFactura.totalComprobante = '1.00000';
    });
    expect((await cliente.enviar(cred, e)).ok).toBe(true);
    await sim.procesados();
    await cliente.consultar(cred, e.clave);
    const final = await cliente.consultar(cred, e.clave);
    expect(final).toMatchObject({ ok: true, estado: 'rechazado', mensaje: { mensaje: 3 } });
    if (!final.ok) return;
    const lineas = parseDetalleMensaje(final.mensaje!.detalleMensaje);
    expect(lineas.length).toBeGreaterThan(0);
    expect(lineas).toContainEqual(
      expect.objectContaining({
        codigo: MOTIVOS_RECHAZO.TOTALES_NO_CUADRAN.numero,
        mensaje: expect.stringMatching(/^TotalComprobante 1\.00000 no cuadra/),
      }),
    );
    expect(final.mensaje!.detalleMensaje).toContain('codigo, mensaje, fila, columna');
  });

  it('reports a refusal with X-Error-Cause: the same clave twice', async () => {
    const e = envio();
    expect((await cliente.enviar(cred, e)).ok).toBe(true);
    const again = await cliente.enviar(cred, e);
    expect(again).toEqual({
      ok: false,
      status: 400,
      causa: `El comprobante ${e.clave} ya fue recibido anteriormente.`,
      reintentable: false,
    });
    const otherClave = await cliente.enviar(cred, {
      ...envio(),
      clave: e.clave.replace(/.$/, '9'),
    });
    expect(otherClave).toMatchObject({
      ok: false,
      status: 400,
      causa: expect.stringMatching(/no es la del comprobante/),
    });
    await sim.procesados();
  });

  it('keeps one token per issuer and renews it 30 s before it expires (refresh grant)', async () => {
    const antes = { ...sim.estadisticas };
    await cliente.enviar(cred, envio());
    await cliente.enviar(cred, envio());
    expect(sim.estadisticas.password - antes.password).toBe(1);
    await cliente.enviar({ usuario: 'otro-emisor', clave: 'x' }, envio());
    expect(sim.estadisticas.password - antes.password).toBe(2);
    reloj.avanzar(271_000); // 300 s token: 29 s left
    await cliente.enviar(cred, envio());
    expect(sim.estadisticas.refresh - antes.refresh).toBe(1);
    expect(sim.estadisticas.password - antes.password).toBe(2);
    await sim.procesados();
  });

  it('recovers when the token expires mid-run (401 → new token → same request)', async () => {
    await cliente.enviar(cred, envio());
    const antes = sim.estadisticas.password;
    sim.expirarTokens();
    const r = await cliente.enviar(cred, envio());
    expect(r.ok).toBe(true);
    expect(sim.estadisticas.password).toBe(antes + 1);
    await sim.procesados();
  });

  it('refuses wrong ATV credentials without retrying', async () => {
    const strict = await startSimulator({
      firmante: firmanteDePrueba(),
      usuarios: { ana: 'bien' },
    });
    try {
      const c = new ClienteHacienda({ ...strict.config, reloj });
      const r = await c.enviar({ usuario: 'ana', clave: 'mal' }, envio());
      expect(r).toMatchObject({
        ok: false,
        status: 401,
        reintentable: false,
        causa: expect.stringMatching(/usuario o la contraseña de ATV/),
      });
      expect(reloj.sleeps).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('retries 429 after Retry-After and 5xx with back-off, then succeeds', async () => {
    sim.inyectar({ en: 'recepcion', tipo: 'http', status: 429, retryAfterS: 2 });
    sim.inyectar({ en: 'recepcion', tipo: 'http', status: 503, veces: 2 });
    const r = await cliente.enviar(cred, envio());
    expect(r.ok).toBe(true);
    // Retry-After honoured; then full jitter (random 0.5) under 500·2^n
    expect(reloj.sleeps).toEqual([2000, 500, 1000]);
    await sim.procesados();
  });

  it('rides out an outage: gives up as retryable, then sends once Hacienda is back', async () => {
    sim.caida(true);
    const e = envio();
    const r = await cliente.enviar(cred, e);
    expect(r).toMatchObject({
      ok: false,
      status: 0,
      reintentable: true,
      causa: expect.stringMatching(/No se pudo comunicar con Hacienda tras 5 intentos/),
    });
    expect(reloj.sleeps.length).toBe(4);
    sim.caida(false);
    expect((await cliente.enviar(cred, e)).ok).toBe(true);
    sim.inyectar({ en: 'consulta', tipo: 'caida', veces: 2 });
    await sim.procesados();
    expect((await cliente.consultar(cred, e.clave)).ok).toBe(true);
  });

  it('calls the callbackUrl with the final state', async () => {
    const bodies: RespuestaEstado[] = [];
    const server: Server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(text) as RespuestaEstado);
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hacienda/callback`;
      const e = envio(undefined, { callbackUrl: url });
      await cliente.enviar(cred, e);
      await sim.procesados();
      expect(bodies.length).toBe(1);
      expect(leerEstado(bodies[0]!)).toMatchObject({
        ok: true,
        clave: e.clave,
        estado: 'aceptado',
        mensaje: { mensaje: 1 },
      });
      expect(sim.callbacks.at(-1)).toMatchObject({ url, status: 200 });
    } finally {
      server.close();
    }
  });

  it('answers the decision to a query made from within its callback, as Hacienda does once it has called back', async () => {
    // The issuer's callback handler asks the state at once; before, the simulator still said
    // «procesando» to that first query, and every document waited for its 30-second poll.
    const vistos: (RespuestaEstado | string)[] = [];
    const server: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        void cliente.consultar(cred, clave).then((r) => {
          vistos.push(r.ok ? r.estado : `error ${r.status}`);
          res.end();
        });
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const e = envio(undefined, { callbackUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cb` });
    const clave = e.clave;
    try {
      await cliente.enviar(cred, e);
      await sim.procesados();
      expect(vistos).toEqual(['aceptado']);
      // Without a callback the first query still says «procesando» (the polling path).
      const sin = envio();
      await cliente.enviar(cred, sin);
      await sim.procesados();
      expect(await cliente.consultar(cred, sin.clave)).toMatchObject({ ok: true, estado: 'procesando' });
    } finally {
      server.close();
    }
  });

  it('answers 404 with a cause for an unknown clave', async () => {
    expect(await cliente.consultar(cred, '5'.repeat(50))).toMatchObject({
      ok: false,
      status: 404,
      reintentable: false,
    });
  });
});

describe('back-off and rate limiting, on an injected clock', () => {
  it('draws each delay in [0, min(max, base·2^n)) unless Retry-After says otherwise', () => {
    const p = REINTENTOS_POR_DEFECTO;
    for (let n = 0; n < 10; n++) {
      expect(retraso(n, p, () => 0)).toBe(0);
      expect(retraso(n, p, () => 0.999999)).toBeLessThan(Math.min(p.maxMs, p.baseMs * 2 ** n));
    }
    expect(retraso(3, p, () => 0.5, 7000)).toBe(7000);
    expect(retraso(3, p, () => 0.5, 10 ** 9)).toBe(p.maxMs);
  });

  it('lets a burst through, then spaces requests at the configured rate', async () => {
    const reloj = relojFalso();
    const limit = new LimitadorTasa(2, 3, reloj);
    const start = reloj.now();
    await Promise.all(Array.from({ length: 7 }, () => limit.acquire()));
    // 3 at once, then 4 more at 2 per second
    expect(reloj.now() - start).toBe(2000);
  });
});
