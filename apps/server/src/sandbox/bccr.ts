// Central bank sandbox: the BCCR "Indicadores Económicos" web service as its HTTP GET (or form
// POST) binding answers ObtenerIndicadoresEconomicosXML: parameters Indicador, FechaInicio and
// FechaFinal (dd/mm/yyyy), Nombre, SubNiveles, CorreoElectronico, Token; the answer is an XML
// <string> whose text is the escaped Datos_de_INGC011_CAT_INDICADORECONOMIC document.
// Indicators 317 (compra) and 318 (venta) have a value for every calendar day (weekends repeat
// Friday's, as the bank publishes them): deterministic and plausible, about ₡497–₡514 with a
// ₡5.60–₡6.49 spread, so tests can predict them with sandboxRate(). Any other indicator answers
// an empty series. Credentials: any name and e-mail with the token SANDBOX_BCCR_TOKEN.
import type { Handler } from '../integrations/http.js';

export const SANDBOX_BCCR_TOKEN = 'JITSANDBOX';
export const BCCR_NAMESPACE = 'http://ws.sdde.bccr.fi.cr';

const DAY = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);
const isoOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
const mod = (a: number, p: number) => ((a % p) + p) % p;
const tri = (d: number, p: number) => Math.abs(mod(d, p) - p / 2);
function hash(n: number): number {
  let x = Math.imul(n | 0, 0x9e3779b1) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x45d9f3b) >>> 0;
  x ^= x >>> 16;
  return x >>> 0;
}
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The sandbox's rates of a day (YYYY-MM-DD), as decimal strings with 2 decimals. */
export function sandboxRate(fecha: string): { compra: string; venta: string } {
  let d = dayNumber(fecha);
  const weekday = mod(d + 4, 7); // 1970-01-01 was a Thursday; 0 = Sunday, 6 = Saturday
  if (weekday === 6) d -= 1;
  if (weekday === 0) d -= 2;
  const compra =
    49_800 + Math.floor((tri(d, 364) * 1_400) / 182) + Math.floor((tri(d, 28) * 240) / 14) - 120 + (hash(d) % 31) - 15;
  const venta = compra + 560 + (hash(d ^ 0x9e37) % 90);
  return { compra: money(compra), venta: money(venta) };
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function parseFecha(s: string | null): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s?.trim() ?? '');
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isoOf(dayNumber(iso)) === iso ? iso : null;
}

const fault = (message: string, status = 500) =>
  new Response(`System.Web.Services.Protocols.SoapException: ${message}`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

export const bccrSandbox: Handler = async (req) => {
  const url = new URL(req.url);
  if (!url.pathname.endsWith('/ObtenerIndicadoresEconomicosXML')) return fault('Operación desconocida.', 404);
  let raw: URLSearchParams;
  if (req.method === 'GET') raw = url.searchParams;
  else if (req.method === 'POST') raw = new URLSearchParams(await req.text());
  else return fault('Método no permitido.', 405);
  // ASP.NET matches parameter names without regard to case.
  const params = new Map([...raw].map(([k, v]) => [k.toLowerCase(), v]));
  const get = (name: string) => params.get(name.toLowerCase()) ?? null;
  if (!get('Nombre')?.trim() || !get('CorreoElectronico')?.includes('@') || get('Token') !== SANDBOX_BCCR_TOKEN)
    return fault('El usuario, el correo electrónico o el token no son válidos para esta suscripción.');
  const indicador = get('Indicador')?.trim() ?? '';
  const desde = parseFecha(get('FechaInicio'));
  const hasta = parseFecha(get('FechaFinal'));
  if (!/^\d+$/.test(indicador) || !desde || !hasta) return fault('Parámetros inválidos: Indicador, FechaInicio o FechaFinal.');
  const from = dayNumber(desde);
  const to = dayNumber(hasta);
  if (to < from || to - from > 3_660) return fault('El rango de fechas no es válido.');
  const rows: string[] = [];
  if (indicador === '317' || indicador === '318') {
    for (let d = from; d <= to; d++) {
      const fecha = isoOf(d);
      const r = sandboxRate(fecha);
      const valor = `${indicador === '317' ? r.compra : r.venta}000000`;
      rows.push(
        `<INGC011_CAT_INDICADORECONOMIC><COD_INDICADORINTERNO>${indicador}</COD_INDICADORINTERNO>` +
          `<DES_FECHA>${fecha}T00:00:00-06:00</DES_FECHA><NUM_VALOR>${valor}</NUM_VALOR></INGC011_CAT_INDICADORECONOMIC>`,
      );
    }
  }
  const inner = `<Datos_de_INGC011_CAT_INDICADORECONOMIC>${rows.join('')}</Datos_de_INGC011_CAT_INDICADORECONOMIC>`;
  const body = `<?xml version="1.0" encoding="utf-8"?>\n<string xmlns="${BCCR_NAMESPACE}">${escape(inner)}</string>`;
  return new Response(body, { status: 200, headers: { 'content-type': 'text/xml; charset=utf-8' } });
};
