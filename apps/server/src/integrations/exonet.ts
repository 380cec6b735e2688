// EXONET (spec 3 "External"): Hacienda's lookup of an exoneration authorization by its number,
// GET <EXONET_URL>?autorizacion=<número>, JSON answer that may carry CABYS codes. Against
// EXONET_URL when set (production: https://api.hacienda.go.cr/fe/ex), else the local sandbox
// (same protocol, in-process). Any status but 200, or an answer without the authorization, fails.
import { z } from 'zod';
import type { Config } from '../config.js';
import { exonetSandbox } from '../sandbox/exonet.js';
import { inProcess, type FetchLike } from './http.js';

export const EXONET_REAL_URL = 'https://api.hacienda.go.cr/fe/ex';

const texto = z.union([z.string(), z.number()]).transform(String);
const respuesta = z.object({
  numeroDocumento: texto,
  identificacion: texto.nullish(),
  fechaEmision: z.string(),
  fechaVencimiento: z.string().nullish(),
  porcentajeExoneracion: z.union([z.number(), z.string()]),
  tipoDocumento: z.object({ codigo: texto, descripcion: z.string().nullish() }),
  CodigoInstitucion: texto.nullish(),
  codigoInstitucion: texto.nullish(),
  nombreInstitucion: z.string().nullish(),
  articulo: texto.nullish(),
  inciso: texto.nullish(),
  poseeCabys: z.boolean().nullish(),
  cabys: z.array(texto).nullish(),
});

/** An authorization as EXONET describes it. */
export type ExonetAutorizacion = z.infer<typeof respuesta>;
export type ExonetResult = { ok: true; value: ExonetAutorizacion } | { ok: false; status: number | null; detail: string };

export type ExonetClient = {
  sandbox: boolean;
  consultar(numero: string): Promise<ExonetResult>;
};

export function createExonetClient(cfg: Config, fetchImpl: FetchLike = fetch): ExonetClient {
  const sandbox = !cfg.EXONET_URL;
  const url = cfg.EXONET_URL ?? 'http://sandbox/sandbox/exonet/fe/ex';
  const doFetch = sandbox ? inProcess(exonetSandbox) : fetchImpl;
  return {
    sandbox,
    async consultar(numero) {
      let res: Response;
      try {
        res = await doFetch(`${url}?autorizacion=${encodeURIComponent(numero)}`, {
          method: 'GET',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        });
      } catch (e) {
        return { ok: false, status: null, detail: (e as Error).message };
      }
      const body: unknown = await res.json().catch(() => null);
      if (res.status !== 200) return { ok: false, status: res.status, detail: JSON.stringify(body)?.slice(0, 200) ?? '' };
      const parsed = respuesta.safeParse(body);
      if (!parsed.success) return { ok: false, status: res.status, detail: 'respuesta sin la autorización' };
      return { ok: true, value: parsed.data };
    },
  };
}
