// Issuing, the one path every document takes (create, credit notes, cancellations, receiver
// messages, bulk credit notes), in ONE transaction of named steps:
//   prepararDocumento (per request: idempotency, issuer, the operation's preparation, checks)
//   → encolarEnvio (its sending; needs no number, so before the series is locked)
//   → numerar (per series: the next gap-free number and the plan's allowance; locks the series)
//   → firmarDocumento (consecutivo, clave, XML, signature)
//   → guardarDocumento (header, lines, XML, bitácora and side effects in one statement)
//   → the operation's `despues` (mark the proforma, credit the invoice…).
// facturaChanged is published after the commit. Each step takes what the previous one handed
// over (emision/tipos.ts), so several prepared documents of one series can later be numbered and
// stored together.
import type { Context } from '../../../context.js';
import type { Tx } from '../../../db/types.js';
import { withTenant } from '../../../db/tenant.js';
import { publicarCambio } from '../eventos.js';
import { numerar } from '../numeracion.js';
import { encolarEnvio } from './encolar.js';
import { firmarDocumento } from './firmar.js';
import { guardarDocumento } from './guardar.js';
import { huellaDe, porLlave, prepararDocumento } from './preparar.js';
import type { Emision, Emisora, Emitido } from './tipos.js';

const pgCode = (e: unknown): string | undefined => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code ?? err.cause?.code;
};
const isUniqueViolation = (e: unknown): boolean => pgCode(e) === '23505';
/** A deadlock or serialisation failure: the transaction was rolled back whole and may simply run again. */
const isTransient = (e: unknown): boolean => pgCode(e) === '40P01' || pgCode(e) === '40001';

/**
 * Issues a document; see the file comment. With `opts.tx` it runs inside the caller's tenant
 * transaction (the demo seeder) and leaves publishing to the caller.
 */
export async function emitir(
  ctx: Context,
  s: Emisora,
  em: Emision,
  opts: { tx?: Tx } = {},
): Promise<Emitido> {
  const now = ctx.now();
  const key = em.idempotencyKey ?? null;
  const hash = huellaDe(em);
  const body = async (tx: Tx): Promise<Emitido> => {
    if (key) {
      const prev = await porLlave(tx, key, hash);
      if (prev) return { row: prev, repetido: true };
    }
    const d = await prepararDocumento(tx, ctx, s, em, now);
    await encolarEnvio(tx, s.emisorId, d);
    const numero = await numerar(tx, {
      emisorId: s.emisorId,
      sucursal: d.p.sucursal,
      terminal: d.p.terminal,
      documento: d.p.documento,
      now,
      plan: d.haciendaDoc ? d.e.profile : null,
    });
    const f = firmarDocumento(ctx, d, numero, now);
    const row = await guardarDocumento(tx, {
      s,
      flags: em.flags,
      d,
      f,
      now,
      idempotencia: key ? { key, hash } : null,
      config: ctx.config,
    });
    if (em.despues) await em.despues(tx, row, d.e);
    return { row, repetido: false };
  };
  if (opts.tx) return body(opts.tx);
  const run = () => withTenant(ctx.db, s.emisorId, body);

  let out: Emitido;
  try {
    // A deadlock with a concurrent state change (report triggers) rolls everything back, the
    // number included: run the whole issue again (a few times) instead of failing the clerk.
    for (let intento = 1; ; intento++) {
      try {
        out = await run();
        break;
      } catch (err) {
        if (intento >= 4 || !isTransient(err)) throw err;
        ctx.log.warn({ err, intento }, 'emisión: conflicto transitorio de la base, se repite');
      }
    }
  } catch (err) {
    // Two retries of the same request raced: the loser's transaction is gone (its number given
    // back); answer with the winner's document.
    if (key && isUniqueViolation(err)) {
      const prev = await withTenant(ctx.db, s.emisorId, (tx) => porLlave(tx, key, hash));
      if (prev) return { row: prev, repetido: true };
    }
    throw err;
  }
  if (!out.repetido) {
    publicarCambio(ctx.services.events, out.row, 'CREADO');
    ctx.services.outbox.nudge();
    ctx.services.hacienda.nudge();
  }
  return out;
}
