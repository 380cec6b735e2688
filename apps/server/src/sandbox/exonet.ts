// EXONET sandbox: Hacienda's exoneration lookup (GET …/fe/ex?autorizacion=<número>), answering
// JSON in the shape of api.hacienda.go.cr: numeroDocumento, identificacion, fechaEmision,
// fechaVencimiento, ano, porcentajeExoneracion, tipoDocumento { codigo, descripcion },
// CodigoInstitucion, nombreInstitucion, poseeCabys, cabys[]. Deterministic, no state:
//   PREFIJO-NNNNNNNN-AA (case-insensitive) exists unless NNNNNNNN is all zeros (404).
//   Issued in 20AA on a day derived from NNNNNNNN, valid two years: AL-00020402-24 (issued
//   2024-03-19) has expired by late 2026; AL-00020402-25 is valid until 2027-03-19.
//   AL → 04 Autorización Local Genérica, Ministerio de Hacienda; limited to CABYS codes when
//        NNNNNNNN is even (AL-00020402-25 is, AL-00020401-25 is not).
//   MAG → 03 Ley especial, Ministerio de Agricultura y Ganadería, limited to farm CABYS codes.
//   DIP → 02 Ventas exentas a diplomáticos, Ministerio de Relaciones Exteriores y Culto.
//   ZF → 08 Zona franca, institution 99 (PROCOMER). Any other prefix → 01, Ministerio de Hacienda.
//   porcentajeExoneracion 13, or 4 when NNNNNNNN ends in 5. Prefix ERR → 500 (an outage).
//   Anything else (bad shape) → 404; no autorizacion parameter → 400.
import { json, type Handler } from '../integrations/http.js';

const CABYS_AGRO = ['0126000001300', '0126000001000', '3461100000100', '3461200000100', '3461300000100'];
const CABYS_GENERAL = ['3461100000100', '0126000000800', '0126000001700'];

type Perfil = { tipo: [string, string]; institucion: [string, string]; cabys: (n: number) => string[] };
const PERFILES: Record<string, Perfil> = {
  AL: {
    tipo: ['04', 'Exenciones Dirección General de Hacienda Autorización Local Genérica'],
    institucion: ['01', 'Ministerio de Hacienda'],
    cabys: (n) => (n % 2 === 0 ? CABYS_GENERAL : []),
  },
  MAG: {
    tipo: ['03', 'Autorizado por Ley Especial'],
    institucion: ['03', 'Ministerio de Agricultura y Ganadería'],
    cabys: () => CABYS_AGRO,
  },
  DIP: {
    tipo: ['02', 'Ventas exentas a diplomáticos'],
    institucion: ['02', 'Ministerio de Relaciones Exteriores y Culto'],
    cabys: () => [],
  },
  ZF: {
    tipo: ['08', 'Exoneración a Zona Franca'],
    institucion: ['99', 'Promotora del Comercio Exterior (PROCOMER)'],
    cabys: () => [],
  },
};
const GENERAL: Perfil = {
  tipo: ['01', 'Compras autorizadas por la Dirección General de Tributación'],
  institucion: ['01', 'Ministerio de Hacienda'],
  cabys: () => [],
};

const notFound = () => json({ code: 404, status: 'NOT_FOUND', message: 'No se encontró la autorización solicitada.' }, 404);

export const exonetSandbox: Handler = (req) => Promise.resolve(answer(req));

function answer(req: Request): Response {
  const url = new URL(req.url);
  if (req.method !== 'GET' || !url.pathname.endsWith('/fe/ex')) return json({ code: 404, message: 'No encontrado' }, 404);
  const numero = url.searchParams.get('autorizacion')?.trim().toUpperCase();
  if (!numero) return json({ code: 400, status: 'BAD_REQUEST', message: 'Falta el parámetro autorizacion.' }, 400);
  const m = /^([A-Z]{2,4})-(\d{8})-(\d{2})$/.exec(numero);
  if (m?.[1] === 'ERR') return json({ code: 500, message: 'Error interno del servicio.' }, 500);
  if (!m || /^0+$/.test(m[2]!)) return notFound();
  const n = Number(m[2]);
  const year = 2000 + Number(m[3]);
  const month = String((n % 12) + 1).padStart(2, '0');
  const day = String((n % 28) + 1).padStart(2, '0');
  const perfil = PERFILES[m[1]!] ?? GENERAL;
  const cabys = perfil.cabys(n);
  return json({
    numeroDocumento: numero,
    identificacion: `3101${m[2]!.slice(2)}`,
    codigoProyectoCFIA: null,
    fechaEmision: `${year}-${month}-${day}T00:00:00`,
    fechaVencimiento: `${year + 2}-${month}-${day}T00:00:00`,
    ano: year,
    porcentajeExoneracion: m[2]!.endsWith('5') ? 4 : 13,
    tipoDocumento: { codigo: perfil.tipo[0], descripcion: perfil.tipo[1] },
    CodigoInstitucion: perfil.institucion[0],
    nombreInstitucion: perfil.institucion[1],
    poseeCabys: cabys.length > 0,
    cabys,
  });
}
