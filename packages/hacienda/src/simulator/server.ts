// A local Hacienda: the identity provider's token endpoint and the reception API, on node:http.
// JIT uses it by default in development and tests. It checks what Hacienda checks (see
// checks.ts), answers `procesando` and then `aceptado` or `rechazado` with a MensajeHacienda
// signed by its own key, calls the callbackUrl, and lets tests inject latency, refusals, 5xx
// and outages. Processing is asynchronous like Hacienda's; `procesados()` awaits it, so tests
// never sleep.
import { randomBytes } from 'node:crypto';
import { D } from '@jit/domain';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { formatDetalleMensaje, type LineaDetalleMensaje } from '../api/detalle';
import { loadP12, type Firmante } from '../sign/p12';
import { generateTestCertificate } from '../sign/test-cert';
import { firmar, type PoliticaFirma } from '../sign/xades';
import { buildMensajeHacienda } from '../xml/build';
import { parseDocumento } from '../xml/parse';
import type { Comprobante, MensajeHacienda } from '../xml/types';
import { lineasDetalle, revisarDocumento, type Hallazgo } from './checks';
import type { Referido } from './recibo';

export type Falla =
  | {
      en?: Ruta;
      tipo: 'http';
      status: number;
      causa?: string;
      retryAfterS?: number;
      veces?: number;
    }
  | { en?: Ruta; tipo: 'caida'; veces?: number }
  | { en?: Ruta; tipo: 'latencia'; ms: number; veces?: number };

export type Ruta = 'token' | 'recepcion' | 'consulta' | 'todas';

export type OpcionesSimulador = {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  /** ATV users and passwords; when absent any user with a non-empty password is accepted. */
  usuarios?: Record<string, string>;
  /** Access-token lifetime, seconds (default 300, as Hacienda's). */
  tokenTtlS?: number;
  refreshTtlS?: number;
  /** Clock (default the real one): token expiry and late documents use it. */
  now?: () => Date;
  /** The simulator's signing key for MensajeHacienda (default: a fresh test certificate). */
  firmante?: Firmante;
  /** CAs trusted for issuers' signatures (default: any well-formed signature is accepted). */
  confianza?: string[];
  /** Require this signature policy (default: none required). */
  politica?: PoliticaFirma;
  /** Hours after FechaEmision a document may arrive (default 72). */
  plazoEnvioHoras?: number;
  /** Tolerance of totals (default 0.01). */
  tolerancia?: string;
  /**
   * GETs answered `procesando` before the final state (default 1), while the decision has not been
   * sent to the document's callbackUrl: once it has, a query answers the decision, as Hacienda's.
   */
  consultasProcesando?: number;
  /** Skip XSD validation (load tests). */
  sinXsd?: boolean;
  /** fetch used for callbacks (default global fetch). */
  fetch?: typeof fetch;
};

export type Registro = {
  id: string;
  clave: string;
  consecutivoReceptor: string | null;
  fecha: string;
  recibido: Date;
  xml: string;
  callbackUrl: string | null;
  estado: 'recibido' | 'procesando' | 'aceptado' | 'rechazado' | 'error';
  hallazgos: Hallazgo[];
  respuestaXml: string | null;
  consultas: number;
  /** The decision was sent to callbackUrl (queries answer it from then on). */
  avisado?: boolean;
};

export type Simulador = {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  port: number;
  /** Token endpoint (realm rut-stag). */
  tokenUrl: string;
  /** Base of the reception API (…/recepcion/v1). */
  recepcionUrl: string;
  clientId: string;
  /** For ClienteHacienda: { tokenUrl, recepcionUrl, clientId }. */
  config: { tokenUrl: string; recepcionUrl: string; clientId: string };
  /** Certificate (PEM) of the key that signs MensajeHacienda, and its CA. */
  certificadoPem: string;
  caPem: string | null;
  /** Queue a fault for the next request(s) on a route. */
  inyectar(falla: Falla): void;
  /** Outage: every request is cut until turned off. */
  caida(activa: boolean): void;
  /** Invalidate every access token issued so far (a token expiring mid-run). */
  expirarTokens(): void;
  /** Resolves when every received document has been processed and its callback sent. */
  procesados(): Promise<void>;
  documentos(): Registro[];
  documento(clave: string, consecutivoReceptor?: string): Registro | undefined;
  /** Requests answered so far, by kind (faults included). */
  estadisticas: {
    password: number;
    refresh: number;
    recepcion: number;
    consulta: number;
    fallas: number;
  };
  /** Callbacks sent: url, body and the HTTP status (0 when unreachable). */
  callbacks: { url: string; body: unknown; status: number }[];
  close(): Promise<void>;
};

const montoTexto = (v: Comprobante['resumenFactura']['totalComprobante']): string => (typeof v === 'string' ? v : v.toFixed());

const REALMS: Record<string, string> = { 'rut-stag': 'api-stag', rut: 'api-prod' };

async function readBody(req: IncomingMessage, limit = 20 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > limit) throw new Error('demasiado grande');
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    ...(body !== undefined
      ? {
          'content-type':
            typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
        }
      : {}),
    ...headers,
  });
  res.end(text);
}

const refuse = (res: ServerResponse, status: number, causa: string): void =>
  send(res, status, undefined, { 'x-error-cause': causa });

/** Starts the simulator in this process. */
export async function startSimulator(opts: OpcionesSimulador = {}): Promise<Simulador> {
  const now = opts.now ?? (() => new Date());
  const tokenTtl = opts.tokenTtlS ?? 300;
  const refreshTtl = opts.refreshTtlS ?? 36_000;
  const fetchFn = opts.fetch ?? globalThis.fetch.bind(globalThis);
  let firmante = opts.firmante;
  let caPem: string | null = null;
  if (!firmante) {
    // Valid at the simulator's clock, not the machine's: a sandbox on a fixed or moved clock signs too.
    const cert = generateTestCertificate({
      now: now(),
      pin: 'simulador',
      nombre: 'MINISTERIO DE HACIENDA - SIMULADOR JIT',
      identificacion: '2100042005',
    });
    firmante = loadP12(cert.p12, cert.pin);
    caPem = cert.caCertPem;
  }
  const signer = firmante;

  const access = new Map<string, { usuario: string; expira: number }>();
  const refresh = new Map<string, { usuario: string; expira: number }>();
  const registros = new Map<string, Registro>();
  const pendientes = new Set<Promise<void>>();
  const fallas: (Falla & { veces: number })[] = [];
  const callbacks: Simulador['callbacks'] = [];
  const sockets = new Set<Socket>();
  const estadisticas = { password: 0, refresh: 0, recepcion: 0, consulta: 0, fallas: 0 };
  let enCaida = false;
  // Payment receipts (REP) compare with the comprobante they pay: the ones read so far, and what
  // the accepted receipts of each clave add up to.
  const leidos = new Map<string, Comprobante>();
  const pagadoConRecibos = new Map<string, D>();
  const referido = (clave: string): Referido | undefined => {
    const reg = registros.get(clave);
    if (!reg) return undefined;
    let documento = leidos.get(clave);
    if (!documento) {
      try {
        const l = parseDocumento(reg.xml);
        if (l.clase !== 'comprobante') return undefined;
        documento = l.documento;
      } catch {
        return undefined;
      }
    }
    return { documento, rechazado: reg.estado === 'rechazado', pagadoConRecibos: (pagadoConRecibos.get(clave) ?? new D(0)).toFixed() };
  };

  const emitirTokens = (usuario: string) => {
    const t = now().getTime();
    const a = randomBytes(24).toString('base64url');
    const r = randomBytes(24).toString('base64url');
    access.set(a, { usuario, expira: t + tokenTtl * 1000 });
    refresh.set(r, { usuario, expira: t + refreshTtl * 1000 });
    return {
      access_token: a,
      expires_in: tokenTtl,
      refresh_token: r,
      refresh_expires_in: refreshTtl,
      token_type: 'bearer',
      'not-before-policy': 0,
      scope: '',
    };
  };

  const takeFalla = (ruta: Ruta): Falla | undefined => {
    const i = fallas.findIndex((f) => (f.en ?? 'todas') === 'todas' || f.en === ruta);
    if (i < 0) return undefined;
    const f = fallas[i]!;
    f.veces -= 1;
    if (f.veces <= 0) fallas.splice(i, 1);
    return f;
  };

  const autorizado = (req: IncomingMessage): boolean => {
    const m = /^bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
    const entry = m ? access.get(m[1]!) : undefined;
    return !!entry && entry.expira > now().getTime();
  };

  async function token(req: IncomingMessage, res: ServerResponse, realm: string): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const clientId = form.get('client_id');
    if (REALMS[realm] !== clientId)
      return send(res, 401, {
        error: 'unauthorized_client',
        error_description: `client_id ${clientId ?? ''} no pertenece al realm ${realm}`,
      });
    const grant = form.get('grant_type');
    if (grant === 'password') {
      estadisticas.password++;
      const usuario = form.get('username') ?? '';
      const password = form.get('password') ?? '';
      const ok = opts.usuarios
        ? opts.usuarios[usuario] === password
        : usuario !== '' && password !== '';
      if (!ok)
        return send(res, 401, {
          error: 'invalid_grant',
          error_description: 'Invalid user credentials',
        });
      return send(res, 200, emitirTokens(usuario));
    }
    if (grant === 'refresh_token') {
      estadisticas.refresh++;
      const r = refresh.get(form.get('refresh_token') ?? '');
      if (!r || r.expira <= now().getTime())
        return send(res, 400, {
          error: 'invalid_grant',
          error_description: 'Refresh token expired',
        });
      refresh.delete(form.get('refresh_token')!);
      return send(res, 200, emitirTokens(r.usuario));
    }
    return send(res, 400, { error: 'unsupported_grant_type' });
  }

  function mensajeHacienda(
    reg: Registro,
    hallazgos: Hallazgo[],
    leido: Awaited<ReturnType<typeof revisarDocumento>>['leido'],
  ): string {
    const aceptado = hallazgos.length === 0;
    const lineas: LineaDetalleMensaje[] = lineasDetalle(hallazgos);
    const intro = aceptado
      ? 'Este comprobante fue aceptado en el ambiente de pruebas (simulador de JIT), por lo cual no tiene validez para fines tributarios.'
      : 'Este comprobante fue rechazado en el ambiente de pruebas (simulador de JIT).';
    const msg: MensajeHacienda = {
      clave: reg.clave,
      nombreEmisor: 'Desconocido',
      tipoIdentificacionEmisor: '01',
      numeroCedulaEmisor: '000000000',
      mensaje: aceptado ? 1 : 3,
      estadoMensaje: aceptado ? 'Aceptado' : 'Rechazado',
      detalleMensaje: formatDetalleMensaje(intro, lineas),
      totalFactura: '0',
    };
    if (leido?.clase === 'comprobante') {
      const d = leido.documento;
      Object.assign(msg, {
        nombreEmisor: d.emisor.nombre.slice(0, 100),
        tipoIdentificacionEmisor: d.emisor.identificacion.tipo,
        numeroCedulaEmisor: d.emisor.identificacion.numero,
        montoTotalImpuesto: d.resumenFactura.totalImpuesto,
        totalFactura: d.resumenFactura.totalComprobante,
      });
      if (d.receptor?.identificacion)
        Object.assign(msg, {
          nombreReceptor: d.receptor.nombre.slice(0, 100),
          tipoIdentificacionReceptor: d.receptor.identificacion.tipo,
          numeroCedulaReceptor: d.receptor.identificacion.numero,
        });
    } else if (leido?.clase === 'mensajeReceptor') {
      const d = leido.documento;
      Object.assign(msg, {
        nombreEmisor: d.numeroCedulaEmisor,
        tipoIdentificacionEmisor: d.numeroCedulaEmisor.length === 9 ? '01' : '02',
        numeroCedulaEmisor: d.numeroCedulaEmisor,
        numeroCedulaReceptor: d.numeroCedulaReceptor,
        montoTotalImpuesto: d.montoTotalImpuesto,
        totalFactura: d.totalFactura,
      });
    }
    return firmar(buildMensajeHacienda(msg), signer, { now: now() });
  }

  async function procesar(reg: Registro, envio: Record<string, unknown>): Promise<void> {
    reg.estado = 'procesando';
    let hallazgos: Hallazgo[];
    let leido: Awaited<ReturnType<typeof revisarDocumento>>['leido'] = null;
    try {
      const rev = await revisarDocumento(reg.xml, {
        now: reg.recibido,
        plazoEnvioHoras: opts.plazoEnvioHoras ?? 72,
        toleranciaFuturoMin: 10,
        tolerancia: opts.tolerancia ?? '0.01',
        confianza: opts.confianza,
        politica: opts.politica,
        envio,
        sinXsd: opts.sinXsd,
        referido,
      });
      hallazgos = rev.hallazgos;
      leido = rev.leido;
      if (leido?.clase === 'comprobante') leidos.set(reg.clave, leido.documento);
    } catch (e) {
      hallazgos = [
        {
          motivo: 'XML_MALFORMADO',
          mensaje: `Error interno del simulador: ${e instanceof Error ? e.message : String(e)}`,
          fila: 0,
          columna: 0,
        },
      ];
    }
    reg.hallazgos = hallazgos;
    reg.respuestaXml = mensajeHacienda(reg, hallazgos, leido);
    reg.estado = hallazgos.length === 0 ? 'aceptado' : 'rechazado';
    if (reg.estado === 'aceptado' && leido?.clase === 'comprobante' && leido.documento.tipo === '10')
      for (const r of leido.documento.informacionReferencia ?? [])
        if (r.codigo === '17' && r.numero)
          pagadoConRecibos.set(r.numero, (pagadoConRecibos.get(r.numero) ?? new D(0)).plus(montoTexto(leido.documento.resumenFactura.totalComprobante)));
    if (reg.callbackUrl) {
      // Hacienda has decided and says so: from here its answer to a query is the decision (the
      // issuer's callback handler asks at once, within this very call).
      reg.avisado = true;
      const body = estadoJson(reg, true);
      let status = 0;
      try {
        const r = await fetchFn(reg.callbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        status = r.status;
        await r.body?.cancel().catch(() => undefined);
      } catch {
        status = 0;
      }
      callbacks.push({ url: reg.callbackUrl, body, status });
    }
  }

  function estadoJson(reg: Registro, final: boolean): Record<string, string> {
    const visible = final
      ? reg.estado
      : reg.estado === 'aceptado' || reg.estado === 'rechazado'
        ? reg.estado
        : 'procesando';
    const out: Record<string, string> = {
      clave: reg.clave,
      fecha: reg.fecha,
      'ind-estado': visible,
    };
    if ((visible === 'aceptado' || visible === 'rechazado') && reg.respuestaXml)
      out['respuesta-xml'] = Buffer.from(reg.respuestaXml, 'utf8').toString('base64');
    return out;
  }

  async function recepcion(req: IncomingMessage, res: ServerResponse, base: string): Promise<void> {
    if (!autorizado(req)) return refuse(res, 401, 'Token inválido o vencido.');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      return refuse(res, 400, 'El cuerpo del envío no es un JSON válido.');
    }
    const clave = body.clave;
    const fecha = body.fecha;
    const emisor = body.emisor as
      { tipoIdentificacion?: string; numeroIdentificacion?: string } | undefined;
    const xml64 = body.comprobanteXml;
    if (typeof clave !== 'string' || !/^[a-zA-Z0-9]{50}$/.test(clave))
      return refuse(res, 400, 'La clave del envío no es válida (50 caracteres alfanuméricos).');
    if (typeof fecha !== 'string' || Number.isNaN(Date.parse(fecha)))
      return refuse(res, 400, 'La fecha del envío no es válida.');
    if (!emisor?.numeroIdentificacion || !emisor.tipoIdentificacion)
      return refuse(res, 400, 'Falta el emisor (tipoIdentificacion y numeroIdentificacion).');
    if (typeof xml64 !== 'string' || !/^[A-Za-z0-9+/=\s]+$/.test(xml64))
      return refuse(res, 400, 'comprobanteXml no está codificado en base64.');
    const xml = Buffer.from(xml64, 'base64').toString('utf8');
    const claveXml = /<(?:\w+:)?Clave>\s*([^<]*?)\s*<\/(?:\w+:)?Clave>/.exec(xml)?.[1];
    if (claveXml !== clave)
      return refuse(
        res,
        400,
        `La clave del envío (${clave}) no es la del comprobante (${claveXml ?? 'sin clave'}).`,
      );
    const consecutivoReceptor =
      typeof body.consecutivoReceptor === 'string' ? body.consecutivoReceptor : null;
    const id = consecutivoReceptor ? `${clave}-${consecutivoReceptor}` : clave;
    if (registros.has(id))
      return refuse(res, 400, `El comprobante ${id} ya fue recibido anteriormente.`);
    const reg: Registro = {
      id,
      clave,
      consecutivoReceptor,
      fecha,
      recibido: now(),
      xml,
      callbackUrl: typeof body.callbackUrl === 'string' ? body.callbackUrl : null,
      estado: 'recibido',
      hallazgos: [],
      respuestaXml: null,
      consultas: 0,
    };
    registros.set(id, reg);
    const p = procesar(reg, body).finally(() => pendientes.delete(p));
    pendientes.add(p);
    send(res, 202, undefined, { location: `${base}/recepcion/v1/recepcion/${id}` });
  }

  function consulta(req: IncomingMessage, res: ServerResponse, id: string): void {
    if (!autorizado(req)) return refuse(res, 401, 'Token inválido o vencido.');
    const reg = registros.get(decodeURIComponent(id));
    if (!reg)
      return refuse(res, 404, `El comprobante ${decodeURIComponent(id)} no ha sido recibido.`);
    reg.consultas += 1;
    const listo = reg.estado === 'aceptado' || reg.estado === 'rechazado';
    const body =
      listo && (reg.avisado || reg.consultas > (opts.consultasProcesando ?? 1))
        ? estadoJson(reg, true)
        : { clave: reg.clave, fecha: reg.fecha, 'ind-estado': 'procesando' };
    send(res, 200, body);
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/\/+$/, '');
      const base = `http://${req.headers.host ?? 'localhost'}`;
      const tokenMatch = /^\/auth\/realms\/([^/]+)\/protocol\/openid-connect\/token$/.exec(path);
      const ruta: Ruta | null = tokenMatch
        ? 'token'
        : path === '/recepcion/v1/recepcion'
          ? 'recepcion'
          : path.startsWith('/recepcion/v1/recepcion/')
            ? 'consulta'
            : null;
      if (enCaida) return req.socket.destroy();
      if (ruta) {
        const f = takeFalla(ruta);
        if (f) estadisticas.fallas++;
        if (f?.tipo === 'caida') return req.socket.destroy();
        if (f?.tipo === 'latencia') await new Promise((r) => setTimeout(r, f.ms));
        if (f?.tipo === 'http') {
          await readBody(req).catch(() => '');
          return send(res, f.status, undefined, {
            ...(f.causa ? { 'x-error-cause': f.causa } : {}),
            ...(f.retryAfterS !== undefined ? { 'retry-after': String(f.retryAfterS) } : {}),
          });
        }
      }
      if (tokenMatch && req.method === 'POST') return await token(req, res, tokenMatch[1]!);
      if (ruta === 'recepcion' && req.method === 'POST') {
        estadisticas.recepcion++;
        return await recepcion(req, res, base);
      }
      if (ruta === 'consulta' && req.method === 'GET') {
        estadisticas.consulta++;
        return consulta(req, res, path.slice('/recepcion/v1/recepcion/'.length));
      }
      if (path === '/health' || path === '')
        return send(res, 200, {
          ok: true,
          simulador: 'Hacienda v4.4 (JIT)',
          documentos: registros.size,
        });
      send(res, 404, { error: 'no encontrado' });
    })().catch((e: unknown) => {
      if (!res.headersSent) send(res, 500, { error: e instanceof Error ? e.message : String(e) });
      else res.destroy();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  const tokenUrl = `${url}/auth/realms/rut-stag/protocol/openid-connect/token`;
  const recepcionUrl = `${url}/recepcion/v1`;
  return {
    url,
    port,
    tokenUrl,
    recepcionUrl,
    clientId: 'api-stag',
    config: { tokenUrl, recepcionUrl, clientId: 'api-stag' },
    certificadoPem: signer.certificado.toString(),
    caPem,
    inyectar: (f) => {
      fallas.push({ ...f, veces: f.veces ?? 1 });
    },
    caida: (activa) => {
      enCaida = activa;
    },
    expirarTokens: () => access.clear(),
    procesados: async () => {
      while (pendientes.size) await Promise.all([...pendientes]);
    },
    documentos: () => [...registros.values()],
    documento: (clave, consecutivoReceptor) =>
      registros.get(consecutivoReceptor ? `${clave}-${consecutivoReceptor}` : clave),
    callbacks,
    estadisticas,
    close: async () => {
      await Promise.all([...pendientes]).catch(() => undefined);
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
