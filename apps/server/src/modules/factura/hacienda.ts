// Hacienda as the documents service sees it: the reception API client (token per issuer,
// POST /recepcion, GET /recepcion/{clave}), pointed at the real addresses when configured
// (HACIENDA_TOKEN_URL + HACIENDA_RECEPCION_URL) or at the Hacienda simulator started in this
// process (development, tests, `npm start`). It also keeps whether Hacienda is reachable right
// now: documents issued while it is not go out with situación 3 (sin internet) and the queue
// drains by itself when it answers again.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { ClienteHacienda, startSimulator, type Credenciales, type Simulador } from '@jit/hacienda';
import { FirmanteCache, generateTestCertificate, loadP12, type Firmante } from '@jit/hacienda';
import type { EmisorEmision } from './emisor-adapter.js';
import { serverPath } from '../../paths.js';

export type HaciendaService = {
  /** True when the target is the local simulator (sandbox defaults apply to issuers). */
  readonly sandbox: boolean;
  cliente(): Promise<ClienteHacienda>;
  /** The in-process simulator (starts it if needed); null when real addresses are configured. */
  simulador(): Promise<Simulador | null>;
  credenciales(e: EmisorEmision): Credenciales;
  firmante(e: EmisorEmision, now: Date): Firmante;
  /** The CA of the sandbox's test certificates (to verify their signatures, e.g. with xmlsec1). */
  sandboxCaPem(): string;
  /** Situación for a document issued now: 1 normal, 3 sin internet while Hacienda is unreachable. */
  situacion(): '1' | '3';
  marcarFallo(now: Date, causa: string): void;
  marcarOk(): void;
  caidaDesde(): Date | null;
  /** Base address Hacienda calls back (PUBLIC_URL, or the listening address once known). */
  setBaseUrl(url: string): void;
  /** The sending workers (jobs.ts), nudged when there is new work. */
  setWorkers(w: { nudge(): void }): void;
  nudge(): void;
  /**
   * Where Hacienda calls back about a document (signed with the callback secret), once a base
   * address is known. `consulta`: what to ask Hacienda about it (its clave, or clave-consecutivo
   * of a receiver message), carried in the signed address so the callback asks without reading
   * the document first.
   */
  callbackUrl(emisorId: string, facturaId: string, consulta?: string): string | undefined;
  /** Whether a callback's signature is this server's for the document (and its `consulta`). */
  callbackValido(emisorId: string, facturaId: string, firma: string, consulta?: string): boolean;
  close(): Promise<void>;
};

/**
 * The bundled server (dist/main.js) cannot find @jit/hacienda's XSD folder next to its own file:
 * point the package at it (the simulator validates every document against it).
 */
function localizarXsd(): void {
  if (process.env.JIT_HACIENDA_DATA) return;
  try {
    process.env.JIT_HACIENDA_DATA = serverPath('packages/hacienda/xsd');
  } catch {
    // not in the repository layout: @jit/hacienda looks beside itself
  }
}

/** The HMAC that authenticates Hacienda's callback URL of a document. */
function firmaCallback(
  secret: string,
  emisorId: string,
  facturaId: string,
  consulta?: string,
): string {
  return createHmac('sha256', secret)
    .update(consulta ? `${emisorId}/${facturaId}/${consulta}` : `${emisorId}/${facturaId}`)
    .digest('base64url')
    .slice(0, 32);
}

export function createHacienda(
  config: Config,
  log: Logger,
  now: () => Date,
  /** Signs the callback URLs (a stored server secret: every process accepts the others' callbacks). */
  callbackSecret: string,
): HaciendaService {
  localizarXsd();
  const sandbox = !config.HACIENDA_TOKEN_URL;
  let sim: Promise<Simulador> | null = null;
  let client: Promise<ClienteHacienda> | null = null;
  let caida: Date | null = null;
  let baseUrl: string | null = config.PUBLIC_URL ?? null;
  let workers: { nudge(): void } | null = null;
  const firmantes = new FirmanteCache();
  const pruebas = new Map<string, Firmante>();
  let ca: { certPem: string; keyPem: string } | null = null;
  const sandboxCa = (now: Date) => {
    if (!ca) {
      const c = generateTestCertificate({ pin: 'sandbox', nombre: 'CA SANDBOX JIT', now });
      ca = { certPem: c.caCertPem, keyPem: c.caKeyPem };
    }
    return ca;
  };
  const clientOptions = {
    // One attempt per call: the outbox retries with back-off and asks before posting again, so
    // a document is never POSTed twice (a blind retry of a POST that did arrive would be).
    reintentos: { intentos: 1 },
    limite: {
      porSegundo: config.HACIENDA_LIMITE_POR_SEGUNDO,
      rafaga: config.HACIENDA_LIMITE_POR_SEGUNDO * 2,
    },
    timeoutMs: config.HACIENDA_TIMEOUT_MS,
  };

  const simulador = (): Promise<Simulador> => {
    // The simulator reads our clock, so tests that move it see Hacienda move with it.
    sim ??= startSimulator({ plazoEnvioHoras: config.HACIENDA_PLAZO_ENVIO_HORAS, now }).then(
      (s) => {
        log.info({ url: s.url }, 'simulador de Hacienda iniciado en este proceso');
        return s;
      },
    );
    return sim;
  };

  return {
    sandbox,
    cliente() {
      client ??= sandbox
        ? simulador().then((s) => new ClienteHacienda({ ...s.config, ...clientOptions }))
        : Promise.resolve(
            new ClienteHacienda({
              tokenUrl: config.HACIENDA_TOKEN_URL!,
              recepcionUrl: config.HACIENDA_RECEPCION_URL!,
              clientId:
                config.HACIENDA_CLIENT_ID ??
                (/\/realms\/rut\//.test(config.HACIENDA_TOKEN_URL!) ? 'api-prod' : 'api-stag'),
              ...clientOptions,
            }),
          );
      return client;
    },
    simulador: () => (sandbox ? simulador() : Promise.resolve(null)),
    credenciales(e) {
      if (e.atv?.usuario && e.atv.clave) return { usuario: e.atv.usuario, clave: e.atv.clave };
      // The simulator accepts any user with a password: one stable user per issuer.
      return {
        usuario: `cpj-${e.identificacion.numero}@stag.comprobanteselectronicos.go.cr`,
        clave: 'sandbox',
      };
    },
    firmante(e, now) {
      if (e.certificado)
        return firmantes.get(e.emisorId, e.certificado.p12, e.certificado.pin, { now });
      // Sandbox: a test certificate per issuer, made once per process (the simulator accepts any
      // well-formed XAdES signature; xmlsec1 verifies it with the certificate it carries).
      let f = pruebas.get(e.emisorId);
      if (!f) {
        const cert = generateTestCertificate({
          pin: 'sandbox',
          nombre: e.nombre,
          identificacion: e.identificacion.numero,
          now,
          ca: sandboxCa(now),
        });
        f = loadP12(cert.p12, cert.pin, { now });
        pruebas.set(e.emisorId, f);
      }
      return f;
    },
    sandboxCaPem: () => sandboxCa(now()).certPem,
    situacion: () => (caida ? '3' : '1'),
    marcarFallo(now, causa) {
      if (!caida)
        log.warn({ causa }, 'Hacienda no responde: los documentos quedan en cola (contingencia)');
      caida ??= now;
    },
    marcarOk() {
      if (caida) log.info('Hacienda responde de nuevo: se vacía la cola');
      caida = null;
    },
    caidaDesde: () => caida,
    setWorkers(w) {
      workers = w;
    },
    nudge: () => workers?.nudge(),
    setBaseUrl(url) {
      baseUrl ??= url;
    },
    callbackUrl(emisorId, facturaId, consulta) {
      const firma = firmaCallback(callbackSecret, emisorId, facturaId, consulta);
      const ruta = consulta ? `${facturaId}/${consulta}` : facturaId;
      return baseUrl
        ? `${baseUrl.replace(/\/+$/, '')}/hacienda/callback/${emisorId}/${ruta}/${firma}`
        : undefined;
    },
    callbackValido(emisorId, facturaId, firma, consulta) {
      const a = Buffer.from(firmaCallback(callbackSecret, emisorId, facturaId, consulta));
      const b = Buffer.from(firma);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    async close() {
      if (sim) await (await sim).close();
      sim = null;
      client = null;
    },
  };
}
