// EXONET (spec 3 "External", §8): an exoneration authorization looked up by number, answered with
// the fields a v4.4 Exoneracion needs; any status but 200 rejects with the spec's message.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExonetClient } from '../src/integrations/exonet.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = (await signup(h)).token;
});
afterAll(async () => h?.close());

const Q = `query($n: String!) { Exoneracion { consultar(numero: $n) {
  numeroDocumento tipoDocumento { id value } tipoDocumentoOtro identificacion
  nombreInstitucion { id value } nombreInstitucionOtros articulo inciso
  fechaEmision fechaVencimiento vigente porcentajeExoneracion tarifaExonerada
  poseeCabys cabys cabysDetalle { cabys descripcion_cabys impuesto } } } }`;
type Consulta = Record<string, unknown> & { cabys: string[]; cabysDetalle: { cabys: string }[] };
const consultar = async (n: string, t = token) => {
  const r = await h.gql<{ Exoneracion: { consultar: Consulta } }>(Q, { n }, t);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.Exoneracion.consultar;
};
const EXONET_ERROR = 'Ha ocurrido un error al comprobar el número de documento en EXONET';

describe('Exoneracion.consultar', () => {
  it('returns a valid authorization with the v4.4 fields and its CABYS codes', async () => {
    expect(await consultar('al-00020402-25')).toEqual({
      numeroDocumento: 'AL-00020402-25',
      tipoDocumento: { id: '04', value: 'Exenciones Dirección General de Hacienda Autorización Local Genérica' },
      tipoDocumentoOtro: null,
      identificacion: '3101020402',
      nombreInstitucion: { id: '01', value: 'Ministerio de Hacienda' },
      nombreInstitucionOtros: null,
      articulo: null,
      inciso: null,
      // EXONET days are Costa Rican: midnight there is 06:00 UTC
      fechaEmision: '2025-03-19T06:00:00.000Z',
      fechaVencimiento: '2027-03-19T06:00:00.000Z',
      vigente: true,
      porcentajeExoneracion: '13',
      tarifaExonerada: '13',
      poseeCabys: true,
      cabys: ['3461100000100', '0126000000800', '0126000001700'],
      cabysDetalle: [
        { cabys: '3461100000100', descripcion_cabys: 'Fertilizante de urea, para uso agrícola', impuesto: '13' },
        { cabys: '0126000000800', descripcion_cabys: 'Semillas de ajo', impuesto: '13' },
        { cabys: '0126000001700', descripcion_cabys: 'Semillas de brócoli', impuesto: '13' },
      ],
    });
  });

  it('says when an authorization has expired, and maps institutions outside the v4.4 list to 99', async () => {
    expect(await consultar('AL-00020402-24')).toMatchObject({ vigente: false, fechaVencimiento: '2026-03-19T06:00:00.000Z' });
    expect(await consultar('AL-00020401-25')).toMatchObject({ poseeCabys: false, cabys: [], cabysDetalle: [] });
    expect(await consultar('ZF-00000125-25')).toMatchObject({
      tipoDocumento: { id: '08', value: 'Exoneración a Zona Franca' },
      nombreInstitucion: { id: '99', value: 'Otros' },
      nombreInstitucionOtros: 'Promotora del Comercio Exterior (PROCOMER)',
      porcentajeExoneracion: '4',
      tarifaExonerada: '4',
    });
    expect(await consultar('MAG-00001234-26')).toMatchObject({ nombreInstitucion: { id: '03', value: 'Ministerio de Agricultura y Ganadería' }, poseeCabys: true });
  });

  it('rejects with the spec’s message when EXONET answers 404 or 500', async () => {
    for (const n of ['AL-00000000-25', 'ERR-00000001-25', 'NO-ES-UN-NUMERO']) {
      expect(errorOf(await h.gql(Q, { n }, token)), n).toEqual({ code: 'BAD_USER_INPUT', field: 'numero', message: EXONET_ERROR });
    }
  });

  it('refuses an empty or malformed number before asking EXONET, and an anonymous caller', async () => {
    expect(errorOf(await h.gql(Q, { n: '  ' }, token))).toEqual({ code: 'BAD_USER_INPUT', field: 'numero', message: 'Escribe el número de documento de la exoneración.' });
    expect(errorOf(await h.gql(Q, { n: 'A'.repeat(41) }, token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'numero' });
    expect(errorOf(await h.gql(Q, { n: 'AL-1?x=2' }, token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'numero' });
    expect(errorOf(await h.gql(Q, { n: 'AL-00020402-25' })).code).toBe('UNAUTHENTICATED');
  });

  it('talks HTTP to a configured address (the sandbox mounted at /sandbox/exonet), and fails cleanly when it is down', async () => {
    const server = await h.app.listen(0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const sandbox = h.app.services.exonet;
    try {
      h.app.services.exonet = createExonetClient({ ...h.config, EXONET_URL: `http://127.0.0.1:${port}/sandbox/exonet/fe/ex` });
      expect(h.app.services.exonet.sandbox).toBe(false);
      expect(await consultar('DIP-00000777-26')).toMatchObject({ numeroDocumento: 'DIP-00000777-26', tipoDocumento: { id: '02' }, nombreInstitucion: { id: '02' } });
      expect(errorOf(await h.gql(Q, { n: 'AL-00000000-25' }, token)).message).toBe(EXONET_ERROR);
      h.app.services.exonet = createExonetClient({ ...h.config, EXONET_URL: 'http://127.0.0.1:9/fe/ex' });
      expect(errorOf(await h.gql(Q, { n: 'AL-00020402-25' }, token))).toEqual({ code: 'BAD_USER_INPUT', field: 'numero', message: EXONET_ERROR });
    } finally {
      h.app.services.exonet = sandbox;
    }
  });
});
