// Central bank of Costa Rica exchange rates (spec 1 §5) through the "Indicadores Económicos" web
// service, operation ObtenerIndicadoresEconomicosXML over its HTTP GET binding: indicator 317 is
// the reference purchase (compra) rate and 318 the sale (venta) rate, in colones per dollar.
// Against the bank when BCCR_TOKEN is set (name, e-mail and token of the subscription), else
// against the local sandbox (same protocol, in-process), or whatever BCCR_URL names.
import type { Config } from '../config.js';
import { SANDBOX_BCCR_TOKEN, bccrSandbox } from '../sandbox/bccr.js';
import { inProcess, type FetchLike } from './http.js';

export const BCCR_REAL_URL = 'https://gee.bccr.fi.cr/Indicadores/Suscripciones/WS/wsindicadoreseconomicos.asmx';
export const INDICADOR_COMPRA = 317;
export const INDICADOR_VENTA = 318;
/** Days looked back for the latest published rate (long holidays, a date not yet published). */
export const DIAS_ATRAS = 15;

/** The bank's rates of one day (YYYY-MM-DD), decimal strings. */
export type BccrTipoCambio = { fecha: string; compra: string; venta: string };

export type BccrClient = {
  /** True when talking to the built-in sandbox. */
  sandbox: boolean;
  /**
   * The USD rates of the latest day on or before `fecha` (YYYY-MM-DD) that the bank published
   * both rates for, looking back DIAS_ATRAS days; null when it has none. Throws BccrError when the
   * bank cannot be reached or answers with an error.
   */
  tipoCambioDolar(fecha: string): Promise<BccrTipoCambio | null>;
};

export class BccrError extends Error {
  override name = 'BccrError';
}

const DAY = 86_400_000;
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const minusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : ENTITIES[e.toLowerCase()]!,
  );

/** The (day, value) pairs of an ObtenerIndicadoresEconomicosXML answer, escaped or not. */
export function parseIndicadores(body: string): Map<string, string> {
  const xml = body.includes('&lt;INGC011') ? unescapeXml(body) : body;
  const out = new Map<string, string>();
  for (const m of xml.matchAll(/<INGC011_CAT_INDICADORECONOMIC>([\s\S]*?)<\/INGC011_CAT_INDICADORECONOMIC>/g)) {
    const fecha = /<DES_FECHA>\s*(\d{4}-\d{2}-\d{2})/.exec(m[1]!)?.[1];
    let valor = /<NUM_VALOR>\s*([^<\s]+)\s*<\/NUM_VALOR>/.exec(m[1]!)?.[1];
    if (!fecha || !valor) continue;
    if (valor.includes(',') && !valor.includes('.')) valor = valor.replace(',', '.');
    if (!/^\d+(\.\d+)?$/.test(valor)) continue;
    // The bank pads to 8 decimals ("505.12000000"): keep the canonical decimal.
    out.set(fecha, valor.includes('.') ? valor.replace(/\.?0+$/, '') : valor);
  }
  if (out.size === 0 && !/Datos_de_INGC011_CAT_INDICADORECONOMIC/.test(xml))
    throw new BccrError('El Banco Central respondió algo que no es una serie de indicadores.');
  return out;
}

export function createBccrClient(cfg: Config, fetchImpl: FetchLike = fetch): BccrClient {
  const real = Boolean(cfg.BCCR_TOKEN);
  const sandbox = !real && !cfg.BCCR_URL;
  const base = (cfg.BCCR_URL ?? (real ? BCCR_REAL_URL : 'http://sandbox/sandbox/bccr/wsindicadoreseconomicos.asmx')).replace(/\/+$/, '');
  const doFetch = sandbox ? inProcess(bccrSandbox) : fetchImpl;
  const credentials = {
    Nombre: cfg.BCCR_NOMBRE,
    SubNiveles: 'N',
    CorreoElectronico: cfg.BCCR_CORREO ?? 'sandbox@jit.local',
    Token: cfg.BCCR_TOKEN ?? SANDBOX_BCCR_TOKEN,
  };

  async function indicador(codigo: number, desde: string, hasta: string): Promise<Map<string, string>> {
    const qs = new URLSearchParams({
      Indicador: String(codigo),
      FechaInicio: ddmmyyyy(desde),
      FechaFinal: ddmmyyyy(hasta),
      ...credentials,
    });
    let res: Response;
    try {
      res = await doFetch(`${base}/ObtenerIndicadoresEconomicosXML?${qs.toString()}`, {
        method: 'GET',
        signal: AbortSignal.timeout(8_000),
      });
    } catch (e) {
      throw new BccrError(`No se pudo contactar al Banco Central: ${(e as Error).message}`);
    }
    const body = await res.text().catch(() => '');
    if (res.status !== 200) throw new BccrError(`El Banco Central respondió ${res.status}: ${body.slice(0, 200)}`);
    return parseIndicadores(body);
  }

  return {
    sandbox,
    async tipoCambioDolar(fecha) {
      const desde = minusDays(fecha, DIAS_ATRAS);
      const [compra, venta] = await Promise.all([
        indicador(INDICADOR_COMPRA, desde, fecha),
        indicador(INDICADOR_VENTA, desde, fecha),
      ]);
      const dias = [...compra.keys()].filter((d) => d <= fecha && venta.has(d)).sort();
      const dia = dias[dias.length - 1];
      return dia ? { fecha: dia, compra: compra.get(dia)!, venta: venta.get(dia)! } : null;
    },
  };
}
