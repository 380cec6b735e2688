// Client of Hacienda's reception API (Recepción v1) and its identity provider (Keycloak):
// password-grant token with refresh, cached per issuer and renewed 30 s before expiry;
// POST /recepcion (202 = received, a refusal's reason in X-Error-Cause); GET /recepcion/{clave}
// (ind-estado, respuesta-xml); callbackUrl. Network errors, 429 and 5xx are retried with
// exponential back-off and jitter; a token bucket keeps the request rate polite.
// Business outcomes are values (ResultadoEnvio, EstadoComprobante); only misuse throws.
import { parseMensajeHacienda } from '../xml/parse';
import type { MensajeHacienda } from '../xml/types';
import {
  LimitadorTasa,
  REINTENTOS_POR_DEFECTO,
  RELOJ_REAL,
  retraso,
  retryAfterMs,
  type PoliticaReintentos,
  type Reloj,
} from './retry';

export type Ambiente = 'pruebas' | 'produccion';

/** Hacienda's published endpoints. Every URL can be replaced (e.g. by the simulator's). */
export const ENDPOINTS: Record<
  Ambiente,
  { tokenUrl: string; recepcionUrl: string; clientId: string }
> = {
  pruebas: {
    tokenUrl:
      'https://idp.comprobanteselectronicos.go.cr/auth/realms/rut-stag/protocol/openid-connect/token',
    recepcionUrl: 'https://api-sandbox.comprobanteselectronicos.go.cr/recepcion/v1',
    clientId: 'api-stag',
  },
  produccion: {
    tokenUrl:
      'https://idp.comprobanteselectronicos.go.cr/auth/realms/rut/protocol/openid-connect/token',
    recepcionUrl: 'https://api.comprobanteselectronicos.go.cr/recepcion/v1',
    clientId: 'api-prod',
  },
};

export type ConfigClienteHacienda = {
  ambiente?: Ambiente;
  /** Token endpoint (…/auth/realms/{realm}/protocol/openid-connect/token). */
  tokenUrl?: string;
  /** Base of the reception API, without the trailing /recepcion (…/recepcion/v1). */
  recepcionUrl?: string;
  clientId?: string;
  /** Renew the token this long before it expires (default 30 s). */
  margenTokenMs?: number;
  reintentos?: Partial<PoliticaReintentos>;
  /** Average requests per second and burst (default 10/s, burst 20). */
  limite?: { porSegundo: number; rafaga: number };
  /** Per request (default 30 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  reloj?: Partial<Reloj>;
};

/** The issuer's ATV API user (not the .p12). */
export type Credenciales = { usuario: string; clave: string };

export type Identificado = { tipoIdentificacion: string; numeroIdentificacion: string };

export type Envio = {
  clave: string;
  /** FechaEmision of the document (ISO 8601 with offset). */
  fecha: string;
  emisor: Identificado;
  receptor?: Identificado;
  /** Receiver messages (05–07): the receiver's consecutivo. */
  consecutivoReceptor?: string;
  /** Hacienda POSTs the final state here. */
  callbackUrl?: string;
  /** The signed XML (this client base64-encodes it). */
  comprobanteXml: string;
};

export type ResultadoEnvio =
  | { ok: true; status: number; location: string | null }
  | {
      ok: false;
      /** HTTP status, or 0 when the server could not be reached. */
      status: number;
      /** X-Error-Cause, or a Spanish description of the failure. */
      causa: string;
      /** True when sending again later may succeed (network, 429, 5xx, token outage). */
      reintentable: boolean;
    };

export type IndEstado = 'recibido' | 'procesando' | 'aceptado' | 'rechazado' | 'error';

export type EstadoComprobante =
  | {
      ok: true;
      clave: string;
      fecha: string | null;
      estado: IndEstado;
      /** Decoded respuesta-xml (MensajeHacienda), once Hacienda has answered. */
      respuestaXml: string | null;
      mensaje: MensajeHacienda | null;
    }
  | { ok: false; status: number; causa: string; reintentable: boolean };

type TokenEntry = {
  access: string;
  expiresAt: number;
  refresh: string | null;
  refreshExpiresAt: number;
};

class FalloHttp extends Error {
  constructor(
    readonly status: number,
    readonly causa: string,
    readonly reintentable: boolean,
  ) {
    super(causa);
  }
}

const REINTENTABLE = (status: number): boolean => status === 429 || status === 408 || status >= 500;

export class ClienteHacienda {
  private readonly tokenUrl: string;
  private readonly recepcionUrl: string;
  private readonly clientId: string;
  private readonly margen: number;
  private readonly politica: PoliticaReintentos;
  private readonly limitador: LimitadorTasa;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly reloj: Reloj;
  private readonly tokens = new Map<string, TokenEntry>();
  private readonly pendientes = new Map<string, Promise<string>>();

  constructor(config: ConfigClienteHacienda = {}) {
    const base = ENDPOINTS[config.ambiente ?? 'pruebas'];
    this.tokenUrl = config.tokenUrl ?? base.tokenUrl;
    this.recepcionUrl = (config.recepcionUrl ?? base.recepcionUrl).replace(/\/+$/, '');
    this.clientId = config.clientId ?? base.clientId;
    this.margen = config.margenTokenMs ?? 30_000;
    this.politica = { ...REINTENTOS_POR_DEFECTO, ...config.reintentos };
    this.reloj = { ...RELOJ_REAL, ...config.reloj };
    const limite = config.limite ?? { porSegundo: 10, rafaga: 20 };
    this.limitador = new LimitadorTasa(limite.porSegundo, limite.rafaga, this.reloj);
    this.timeoutMs = config.timeoutMs ?? 30_000;
    this.fetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** One HTTP exchange with retries on network errors, 429 and 5xx. */
  private async http(url: string, init: RequestInit): Promise<Response> {
    for (let intento = 0; ; intento++) {
      await this.limitador.acquire();
      let res: Response | null = null;
      let falla: string;
      try {
        res = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
        if (!REINTENTABLE(res.status)) return res;
        falla = `HTTP ${res.status}${res.headers.get('x-error-cause') ? `: ${res.headers.get('x-error-cause')}` : ''}`;
      } catch (e) {
        falla = `sin conexión con Hacienda (${e instanceof Error ? e.message : String(e)})`;
      }
      if (intento + 1 >= this.politica.intentos) {
        if (res) return res;
        throw new FalloHttp(
          0,
          `No se pudo comunicar con Hacienda tras ${this.politica.intentos} intentos: ${falla}.`,
          true,
        );
      }
      const espera = retraso(
        intento,
        this.politica,
        this.reloj.random,
        res ? retryAfterMs(res.headers.get('retry-after'), this.reloj.now()) : undefined,
      );
      await res?.body?.cancel().catch(() => undefined);
      await this.reloj.sleep(espera);
    }
  }

  private async pedirToken(form: Record<string, string>): Promise<TokenEntry> {
    const res = await this.http(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: this.clientId, ...form }).toString(),
    });
    const text = await res.text();
    if (!res.ok) {
      const invalid = res.status === 400 || res.status === 401;
      const desc = ((): string => {
        try {
          const j = JSON.parse(text) as { error_description?: string; error?: string };
          return j.error_description ?? j.error ?? text;
        } catch {
          return text;
        }
      })();
      throw new FalloHttp(
        res.status,
        invalid
          ? `Hacienda rechazó el usuario o la contraseña de ATV (${desc || res.status}).`
          : `El servicio de autenticación de Hacienda respondió ${res.status}.`,
        !invalid || form.grant_type === 'refresh_token',
      );
    }
    const j = JSON.parse(text) as {
      access_token: string;
      expires_in: number;
      refresh_token?: string;
      refresh_expires_in?: number;
    };
    const now = this.reloj.now();
    return {
      access: j.access_token,
      expiresAt: now + j.expires_in * 1000,
      refresh: j.refresh_token ?? null,
      refreshExpiresAt: now + (j.refresh_expires_in ?? 0) * 1000,
    };
  }

  /** A valid access token for the issuer: cached, refreshed, or obtained with the password. */
  async token(cred: Credenciales): Promise<string> {
    const key = cred.usuario;
    const hit = this.tokens.get(key);
    const now = this.reloj.now();
    if (hit && now < hit.expiresAt - this.margen) return hit.access;
    const pending = this.pendientes.get(key);
    if (pending) return pending;
    const p = (async () => {
      let entry: TokenEntry | null = null;
      if (hit?.refresh && now < hit.refreshExpiresAt - this.margen) {
        try {
          entry = await this.pedirToken({
            grant_type: 'refresh_token',
            refresh_token: hit.refresh,
          });
        } catch {
          entry = null; // a refused refresh falls back to the password
        }
      }
      entry ??= await this.pedirToken({
        grant_type: 'password',
        username: cred.usuario,
        password: cred.clave,
      });
      this.tokens.set(key, entry);
      return entry.access;
    })().finally(() => this.pendientes.delete(key));
    this.pendientes.set(key, p);
    return p;
  }

  /** Forgets an issuer's token (e.g. after its ATV password changed). */
  olvidarToken(usuario: string): void {
    this.tokens.delete(usuario);
  }

  /** An authorised request; a 401 drops the cached token and tries once more with a new one. */
  private async autorizado(cred: Credenciales, url: string, init: RequestInit): Promise<Response> {
    for (let vez = 0; ; vez++) {
      const token = await this.token(cred);
      const res = await this.http(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `bearer ${token}` },
      });
      if (res.status !== 401 || vez > 0) return res;
      await res.body?.cancel().catch(() => undefined);
      const cached = this.tokens.get(cred.usuario);
      if (cached?.access === token) this.tokens.delete(cred.usuario);
    }
  }

  /** Sends a signed document. 202 (or 201) means received; anything else comes with its cause. */
  async enviar(cred: Credenciales, envio: Envio): Promise<ResultadoEnvio> {
    const body: Record<string, unknown> = {
      clave: envio.clave,
      fecha: envio.fecha,
      emisor: envio.emisor,
      comprobanteXml: Buffer.from(envio.comprobanteXml, 'utf8').toString('base64'),
    };
    if (envio.receptor) body.receptor = envio.receptor;
    if (envio.consecutivoReceptor) body.consecutivoReceptor = envio.consecutivoReceptor;
    if (envio.callbackUrl) body.callbackUrl = envio.callbackUrl;
    try {
      const res = await this.autorizado(cred, `${this.recepcionUrl}/recepcion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const causa = res.headers.get('x-error-cause');
      await res.body?.cancel().catch(() => undefined);
      if (res.status === 202 || res.status === 201)
        return { ok: true, status: res.status, location: res.headers.get('location') };
      return {
        ok: false,
        status: res.status,
        causa:
          causa ??
          (res.status === 401 || res.status === 403
            ? 'Hacienda no autorizó el envío (token rechazado).'
            : `Hacienda respondió ${res.status} sin indicar la causa.`),
        reintentable: REINTENTABLE(res.status),
      };
    } catch (e) {
      return this.falla(e);
    }
  }

  /** State of a document: GET /recepcion/{clave} (receiver messages: clave-consecutivoReceptor). */
  async consultar(
    cred: Credenciales,
    clave: string,
    consecutivoReceptor?: string,
  ): Promise<EstadoComprobante> {
    const id = consecutivoReceptor ? `${clave}-${consecutivoReceptor}` : clave;
    try {
      const res = await this.autorizado(
        cred,
        `${this.recepcionUrl}/recepcion/${encodeURIComponent(id)}`,
        { method: 'GET', headers: { accept: 'application/json' } },
      );
      const text = await res.text();
      if (res.status !== 200) {
        return {
          ok: false,
          status: res.status,
          causa:
            res.headers.get('x-error-cause') ??
            (res.status === 404
              ? 'Hacienda no tiene registro de ese comprobante.'
              : `Hacienda respondió ${res.status}.`),
          reintentable: REINTENTABLE(res.status),
        };
      }
      return leerEstado(JSON.parse(text) as RespuestaEstado);
    } catch (e) {
      return this.falla(e);
    }
  }

  private falla(e: unknown): { ok: false; status: number; causa: string; reintentable: boolean } {
    if (e instanceof FalloHttp)
      return { ok: false, status: e.status, causa: e.causa, reintentable: e.reintentable };
    throw e;
  }
}

/** The JSON of GET /recepcion/{clave} and of the callback Hacienda POSTs. */
export type RespuestaEstado = {
  clave: string;
  fecha?: string;
  'ind-estado': string;
  'respuesta-xml'?: string;
};

const ESTADOS: readonly IndEstado[] = ['recibido', 'procesando', 'aceptado', 'rechazado', 'error'];

/** Reads a state answer (GET or callback body): decodes respuesta-xml and parses the MensajeHacienda. */
export function leerEstado(j: RespuestaEstado): EstadoComprobante {
  const raw = String(j['ind-estado'] ?? '').toLowerCase();
  const estado: IndEstado = (ESTADOS as readonly string[]).includes(raw)
    ? (raw as IndEstado)
    : 'error';
  const respuestaXml = j['respuesta-xml']
    ? Buffer.from(j['respuesta-xml'], 'base64').toString('utf8')
    : null;
  let mensaje: MensajeHacienda | null = null;
  if (respuestaXml) {
    try {
      mensaje = parseMensajeHacienda(respuestaXml);
    } catch {
      mensaje = null;
    }
  }
  return { ok: true, clave: j.clave, fecha: j.fecha ?? null, estado, respuestaXml, mensaje };
}
