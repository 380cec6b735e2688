// The CABYS catalogue in the browser (about 20,500 codes): loaded once per tab from its
// content-hashed address (the browser caches the compressed file for good, so a reload reads it
// from disk) and indexed with the domain's search, the same the server runs. The invoice grid then
// resolves a code or words at once, without a request per line; until the catalogue is in, and
// for what it lacks, the grid asks the server (buscarCabys).
import type { QueryClient } from '@tanstack/react-query';
import { CabysCatalogoDocument } from '@jit/api';
import { buscarEnCabys, cabysPorCodigo, crearIndiceCabys, type CabysRow, type IndiceCabys } from '@jit/domain';
import { api } from '../../app/api';
import type { Cabys } from './queries';

let indice: { version: string; ix: IndiceCabys } | null = null;
let cargando: Promise<void> | null = null;

/** Gives the main thread back between the download and the index (the screen stays responsive). */
const enReposo = () =>
  new Promise<void>((resolve) => {
    const w = window as unknown as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void };
    if (w.requestIdleCallback) w.requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 0);
  });

/** Loads the catalogue once (again only when the server has a new version); failures are silent: the server answers instead. */
export function cargarCatalogoCabys(qc: QueryClient): Promise<void> {
  cargando ??= (async () => {
    try {
      const c = await qc.fetchQuery({
        queryKey: ['catalogos', 'cabys-catalogo'],
        staleTime: 60 * 60_000,
        queryFn: async ({ signal }) => (await api.request(CabysCatalogoDocument, {}, { signal, quiet: true })).CABYS.catalogo,
      });
      if (indice?.version === c.version) return;
      const res = await fetch(c.url, { credentials: 'same-origin' });
      if (!res.ok) return;
      const rows = (await res.json()) as CabysRow[];
      await enReposo();
      indice = { version: c.version, ix: crearIndiceCabys(rows) };
    } catch {
      // The server's search stays in use.
    } finally {
      cargando = null;
    }
  })();
  return cargando;
}

/** Whether the catalogue is in memory. */
export const catalogoCabysListo = (): boolean => indice !== null;

const limite = 8;

/** The codes a text finds in the catalogue (code, code prefix or words); null while it is not loaded. */
export function buscarCabysLocal(text: string): Cabys[] | null {
  if (!indice) return null;
  const t = text.trim();
  const exacto = /^\d{13}$/.test(t) ? cabysPorCodigo(indice.ix, t) : null;
  const hits = exacto ? [exacto] : buscarEnCabys(indice.ix, t, limite);
  return hits.map((h) => ({ cabys: h.cabys, descripcion: h.descripcion, impuesto: h.impuesto }));
}

/** Tests: forget the catalogue. */
export function olvidarCatalogoCabys(): void {
  indice = null;
  cargando = null;
}
