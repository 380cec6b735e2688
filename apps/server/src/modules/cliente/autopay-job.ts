// The AutoPay charge (ruling B-4, DECISIONS #111): one outbox row per try, keyed
// `cliente.autopay:<id>:<try>`. A try is first claimed in its own transaction (the count goes up
// before the provider is called), then the card provider's /payment/intent is called with the
// try's idempotency key (`autopay:<id>:<try>`, DECISIONS #230), then the outcome is written:
// APROBADO records the payment of the document through the payments module (ctx.services.pagos,
// DECISIONS #250) in the same transaction, so the charge is never approved without its payment nor
// paid without being approved; a failure queues the next try an hour later
// (AUTOPAY_REINTENTO_SEGUNDOS), and the third failure leaves it RECHAZADO with the provider's
// message. A process that dies between the provider's answer and that write runs the same try
// again: the same key gets the provider's first answer, so nothing is charged twice and the
// outcome is written once.
import { eq } from 'drizzle-orm';
import { clienteAutopay, clienteTarjeta } from '../../db/schema/index.js';
import { withTenant } from '../../db/tenant.js';
import type { Tx } from '../../db/types.js';
import { enqueue, type JobHandler } from '../../jobs/outbox.js';
import type { ModuleDeps } from '../../server-module.js';
import { esUuid } from '../validate.js';

export const KIND_AUTOPAY = 'cliente.autopay';
export const INTENTOS_AUTOPAY = 3;

/** The card provider's idempotency key of one try of a charge: the same on every run of that try. */
export const llaveCobro = (autopayId: string, intento: number) => `autopay:${autopayId}:${intento}`;

/** Queues try `intento` of the charge at `runAt`. */
export async function programarCobro(tx: Tx, emisorId: string, id: string, intento: number, runAt: Date): Promise<void> {
  await enqueue(tx, { kind: KIND_AUTOPAY, key: `${KIND_AUTOPAY}:${id}:${intento}`, payload: { emisorId, autopayId: id, intento }, emisorRef: emisorId, runAt });
}

export function autopayHandler(d: ModuleDeps): JobHandler {
  return async (job) => {
    const { emisorId, autopayId, intento } = job.payload as { emisorId?: string; autopayId?: string; intento?: number };
    if (!esUuid(emisorId ?? '') || !esUuid(autopayId ?? '') || typeof intento !== 'number') {
      d.log.warn({ key: job.key }, 'cobro automático: el trabajo no trae emisor, cobro o intento válidos; se descarta');
      return;
    }
    const pendiente = await withTenant(d.db, emisorId!, async (tx) => {
      const [a] = await tx.select().from(clienteAutopay).where(eq(clienteAutopay.id, autopayId!)).for('update');
      if (!a) {
        d.log.info({ autopayId }, 'cobro automático: el cobro ya no existe; no se cobra');
        return null;
      }
      // Settled, or a later try already started. The same try again (a crash after the call) calls
      // the provider again with the same key: it answers as the first time and charges nothing more.
      if (a.status !== 'PENDIENTE' || a.intentos > intento) return null;
      const [t] = await tx.select().from(clienteTarjeta).where(eq(clienteTarjeta.id, a.tarjetaId));
      if (!t) {
        await tx.update(clienteAutopay).set({ status: 'RECHAZADO', detalle: 'La tarjeta del cliente ya no existe.', updatedAt: d.now() }).where(eq(clienteAutopay.id, a.id));
        return null;
      }
      await tx.update(clienteAutopay).set({ intentos: intento, updatedAt: d.now() }).where(eq(clienteAutopay.id, a.id));
      return { a, t };
    });
    if (!pendiente) return;
    const { a, t } = pendiente;
    const r = await d.services.card.paymentIntent({
      customerId: t.customerId,
      paymentMethodId: t.paymentMethodId,
      amount: a.monto,
      currency: a.codigoMoneda,
      description: `Documento ${a.consecutivo}`,
      idempotencyKey: llaveCobro(a.id, intento),
    });
    const pagado = await withTenant(d.db, emisorId!, async (tx) => {
      const now = d.now();
      // Written once: a second run of this try that got here after the first one wrote its outcome.
      const [actual] = await tx.select({ status: clienteAutopay.status, intentos: clienteAutopay.intentos }).from(clienteAutopay).where(eq(clienteAutopay.id, a.id)).for('update');
      if (!actual || actual.status !== 'PENDIENTE' || actual.intentos !== intento) return false;
      if (r.ok) {
        const detalle = await pagarDocumento(d, tx, a, t.last4, r.value.id, now);
        await tx.update(clienteAutopay).set({ status: 'APROBADO', detalle, referencia: r.value.id, updatedAt: now }).where(eq(clienteAutopay.id, a.id));
        return true;
      }
      if (intento >= INTENTOS_AUTOPAY) {
        await tx.update(clienteAutopay).set({ status: 'RECHAZADO', detalle: r.message, updatedAt: now }).where(eq(clienteAutopay.id, a.id));
      } else {
        await tx.update(clienteAutopay).set({ detalle: r.message, updatedAt: now }).where(eq(clienteAutopay.id, a.id));
        await programarCobro(tx, a.emisorId, a.id, intento + 1, new Date(now.getTime() + d.config.AUTOPAY_REINTENTO_SEGUNDOS * 1000));
      }
      return false;
    });
    if (pagado) d.services.pagos.avisar(d.services, emisorId!);
  };
}

type Cobro = typeof clienteAutopay.$inferSelect;

/** The payment's idempotency key (pago.clave): one payment per charge, however often its try runs. */
export const clavePago = (autopayId: string) => `autopay:${autopayId}`;

/**
 * Records the approved charge as the document's payment (card, 02) in the caller's transaction,
 * with the payments module's rules; the charge's detail. A payment the document no longer takes
 * (settled meanwhile by another payment, rejected by Hacienda, gone) leaves the money charged and
 * unapplied: the charge says so in Spanish, for a clerk to apply or refund it, and the log too.
 */
async function pagarDocumento(d: ModuleDeps, tx: Tx, a: Cobro, last4: string, referencia: string | null, now: Date): Promise<string> {
  try {
    // A savepoint: a refusal leaves the charge's own write standing.
    const p = await tx.transaction((sp) =>
      d.services.pagos.registrar(
        sp,
        { emisorId: a.emisorId, userId: null },
        { facturaId: a.facturaId, monto: a.monto, moneda: { codigoMoneda: a.codigoMoneda }, medioPago: '02', referencia, concepto: `Cobro automático con tarjeta terminada en ${last4}`, clave: clavePago(a.id) },
        now,
      ),
    );
    return `Pago aprobado: pago ${p.consecutivo} del documento ${a.consecutivo}.`;
  } catch (e) {
    const code = (e as { extensions?: { code?: string } }).extensions?.code;
    if (code !== 'CONFLICT' && code !== 'BAD_USER_INPUT' && code !== 'NOT_FOUND') throw e;
    d.log.warn({ autopayId: a.id, err: (e as Error).message }, 'cobro automático: la tarjeta se cobró pero el pago no se aplicó al documento');
    return `Pago aprobado por el banco, pero no se aplicó al documento ${a.consecutivo}: ${(e as Error).message} Aplíquelo como saldo a favor o devuélvalo.`;
  }
}
