// Issuing, the one path every document takes (create, credit notes, cancellations, receiver
// messages, bulk credit notes), in named steps:
//   prepararDocumento (per request: idempotency, issuer, the operation's preparation, checks)
//   → numerar (per series: the next gap-free numbers and the plan's allowance; locks the series)
//   → firmarDocumento (consecutivo, clave, XML, signature)
//   → guardarDocumentos (header, lines, XML, bitácora, sending and side effects in one statement)
//   → the operation's `despues` (mark the proforma, credit the invoice…).
// A request joins the batch of its issuer waiting in this process (group commit, lote.ts): the
// batch runs these steps for all of them in one transaction (lote-transaccion.ts), each series
// numbered in one statement, each request checked and answered on its own. facturaChanged is
// published after the commit.
import type { Context } from '../../../context.js';
import type { Tx } from '../../../db/types.js';
import { emitirLote } from './lote-transaccion.js';
import { huellaDe } from './preparar.js';
import type { Emision, Emisora, Emitido } from './tipos.js';

/**
 * Issues a document; see the file comment. `s`: the session when the caller has it (otherwise
 * it is read in the batch's transaction). With `opts.tx` it runs inside the caller's tenant
 * transaction (the demo seeder) and leaves publishing to the caller.
 */
export async function emitir(
  ctx: Context,
  s: Emisora | null,
  em: Emision,
  opts: { tx?: Tx } = {},
): Promise<Emitido> {
  const pedido = { ctx, em, now: ctx.now(), hash: huellaDe(em), s };
  if (opts.tx) {
    const [r] = await emitirLote(opts.tx, s?.emisorId ?? (await ctx.tokenEmisor()), [pedido]);
    if (r!.ok === true) return r!.v;
    throw r!.ok === false ? r!.error : new Error('emisión repetida dentro de una transacción');
  }
  const emisorId = s?.emisorId ?? (await ctx.tokenEmisor());
  // One queue per issuer, whatever the series: eight terminals issuing at once share one
  // transaction and one commit (a queue per series made batches of 2.8 documents on 8 series).
  return ctx.services.emision.emitir(emisorId, emisorId, pedido);
}
