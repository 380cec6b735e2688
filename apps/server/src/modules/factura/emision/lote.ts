// Group commit: the requests to issue of one issuer that wait in this process are numbered,
// signed and stored together, in one transaction (lote-transaccion.ts), instead of one
// transaction each holding a series' counter row across the event loop's turns. While a batch
// runs, the requests that arrive wait for the next one, so a batch is as large as the load makes
// it (one document when the server is idle: no added wait) and each series row is locked once
// per batch, whatever the number of terminals issuing. Each request is still checked and
// answered on its own.
import type { Db } from '../../../db/types.js';
import { contarLote } from '../../../db/metricas.js';
import { withTenant } from '../../../db/tenant.js';
import type { Logger } from '../../../logger.js';
import { publicarCambio } from '../eventos.js';
import { emitirLote, type Pedido, type Resultado } from './lote-transaccion.js';
import { porLlave } from './preparar.js';
import type { Emitido } from './tipos.js';

type Espera = { p: Pedido; resolve: (e: Emitido) => void; reject: (e: unknown) => void };
type Cola = { esperando: Espera[]; activa: boolean };

const pgCode = (e: unknown): string | undefined => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code ?? err.cause?.code;
};
/** A deadlock or serialisation failure: the transaction was rolled back whole and may simply run again. */
const esTransitorio = (e: unknown): boolean => ['40P01', '40001'].includes(pgCode(e) ?? '');

export type Emisiones = {
  /** Issues `p` with the other requests waiting under `clave` (the issuer, or its retries). */
  emitir(clave: string, emisorId: string, p: Pedido): Promise<Emitido>;
};

export function createEmisiones(d: {
  db: Db;
  log: Logger;
  /** Requests per batch at most (PGlite holds its one connection for the whole batch). */
  maxLote: number;
}): Emisiones {
  const colas = new Map<string, Cola>();

  /** The batch's transaction, run again on a deadlock (everything, numbers included, rolled back). */
  const transaccion = async (emisorId: string, pedidos: Pedido[]): Promise<Resultado[]> => {
    for (let intento = 1; ; intento++) {
      try {
        return await withTenant(d.db, emisorId, (tx) => emitirLote(tx, emisorId, pedidos));
      } catch (err) {
        if (intento >= 4 || !esTransitorio(err)) throw err;
        d.log.warn({ err, intento }, 'emisión: conflicto transitorio de la base, se repite el lote');
      }
    }
  };

  const responder = async (emisorId: string, x: Espera, r: Resultado): Promise<void> => {
    if (r.ok === true) {
      if (!r.v.repetido) publicarCambio(x.p.ctx.services, r.v.row, 'CREADO');
      return x.resolve(r.v);
    }
    if (r.ok === false) return x.reject(r.error);
    if (r.ok === 'aplazado') {
      // It needs a row another request of the batch held: the next batch, after this one's commit.
      emitir(`${emisorId}:aplazado`, emisorId, x.p).then(x.resolve, x.reject);
      return;
    }
    // A retry of a request stored by another batch (or one that raced it): its first document.
    const prev = await withTenant(d.db, emisorId, (tx) => porLlave(tx, r.key, x.p.hash));
    if (prev) return x.resolve({ row: prev, repetido: true });
    // The first one failed: this one goes on its own merits.
    emitir(`${emisorId}:reintento`, emisorId, x.p).then(x.resolve, x.reject);
  };

  const procesar = async (emisorId: string, lote: Espera[]): Promise<void> => {
    let res: Resultado[];
    try {
      res = await transaccion(emisorId, lote.map((x) => x.p));
    } catch (err) {
      // Not one request's refusal: each again in a transaction of its own, so only its culprit fails.
      if (lote.length > 1) d.log.warn({ err, documentos: lote.length }, 'emisión: el lote falló, uno por uno');
      res = [];
      for (const x of lote) {
        try {
          res.push(...(lote.length > 1 ? await transaccion(emisorId, [x.p]) : [{ ok: false as const, error: err }]));
        } catch (error) {
          res.push({ ok: false, error });
        }
      }
    }
    const nuevos = res.filter((r) => r.ok === true && !r.v.repetido).length;
    if (nuevos > 0) {
      contarLote(nuevos);
      const services = lote[0]!.p.ctx.services;
      services.outbox.nudge();
      services.hacienda.nudge();
    }
    await Promise.all(
      lote.map((x, i) => responder(emisorId, x, res[i]!).catch((e: unknown) => x.reject(e))),
    );
  };

  const correr = async (clave: string, emisorId: string, c: Cola): Promise<void> => {
    try {
      while (c.esperando.length > 0) await procesar(emisorId, c.esperando.splice(0, d.maxLote));
    } finally {
      c.activa = false;
      colas.delete(clave);
      // Only after a bug in procesar: whoever still waits is not left hanging.
      for (const x of c.esperando.splice(0)) emitir(clave, emisorId, x.p).then(x.resolve, x.reject);
    }
  };

  function emitir(clave: string, emisorId: string, p: Pedido): Promise<Emitido> {
    return new Promise((resolve, reject) => {
      let c = colas.get(clave);
      if (!c) colas.set(clave, (c = { esperando: [], activa: false }));
      c.esperando.push({ p, resolve, reject });
      if (c.activa) return;
      c.activa = true;
      // The requests that arrive in this turn of the event loop join the first batch.
      const cola = c;
      setImmediate(() => {
        correr(clave, emisorId, cola).catch((e: unknown) =>
          d.log.error({ err: e }, 'emisión: la cola de la serie falló'),
        );
      });
    });
  }

  return { emitir };
}
