// The card provider's webhook (ruling F1-7): verified by its signature, then the payment of the
// link's document is recorded with the provider's payment id as its key, so a replayed or repeated
// webhook pays nothing twice; the link turns PAGADO. A payment that finds the document already
// settled is acknowledged (the provider must not retry it forever) and logged for the issuer.
import { eq } from 'drizzle-orm';
import { pagoLink } from '../../db/schema/index.js';
import { withTenant } from '../../db/tenant.js';
import type { ModuleDeps, Route } from '../../server-module.js';
import { CARD_WEBHOOK_PATH } from '../../integrations/card.js';
import { esUuid } from '../validate.js';
import { avisarPago } from './pagos.js';
import { registrarPago } from './registrar.js';

type Evento = { id?: string; type?: string; data?: { id?: string; reference?: string; amount?: string; currency?: string } };

const json = (status: number, body: Record<string, unknown>) => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export async function recibirWebhook(d: ModuleDeps, body: string, firma: string | undefined) {
  // The provider stamps its signature with the wall clock: the window is checked against ours, not
  // against the business clock (which tests move).
  if (!d.services.card.verifyWebhook(body, firma, new Date())) return json(401, { error: 'Firma inválida' });
  let ev: Evento;
  try {
    ev = JSON.parse(body) as Evento;
  } catch {
    return json(400, { error: 'Cuerpo inválido' });
  }
  if (ev.type !== 'payment.succeeded') return json(200, { ignorado: true });
  const [emisorId, linkId] = (ev.data?.reference ?? '').split(':');
  const pagoId = ev.data?.id;
  if (!emisorId || !linkId || !esUuid(emisorId) || !esUuid(linkId) || !pagoId || !ev.data?.amount) return json(400, { error: 'Referencia inválida' });
  const now = d.now();
  try {
    const r = await withTenant(d.db, emisorId, async (tx) => {
      const [l] = await tx.select().from(pagoLink).where(eq(pagoLink.id, linkId)).for('update');
      if (!l) return null;
      const p = await registrarPago(
        tx,
        { emisorId, userId: null },
        { facturaId: l.facturaId, monto: ev.data!.amount!, moneda: ev.data!.currency ? { codigoMoneda: ev.data!.currency } : null, medioPago: '02', referencia: pagoId, concepto: `Pago con tarjeta del enlace (${pagoId})`, linkId: l.id, clave: `tarjeta:${pagoId}` },
        now,
      );
      await tx.update(pagoLink).set({ state: 'PAGADO', pagoId: p.id, updatedAt: now }).where(eq(pagoLink.id, l.id));
      return p;
    });
    if (!r) d.log.warn({ linkId }, 'webhook de tarjeta: el enlace no existe');
    else avisarPago(d.services, emisorId);
    return json(200, { recibido: true });
  } catch (e) {
    const code = (e as { extensions?: { code?: string } }).extensions?.code;
    if (code === 'CONFLICT' || code === 'BAD_USER_INPUT' || code === 'NOT_FOUND') {
      d.log.warn({ linkId, pagoId, err: (e as Error).message }, 'webhook de tarjeta: el pago no se aplicó; revísalo con el proveedor');
      return json(200, { recibido: true, aplicado: false });
    }
    throw e;
  }
}

export const rutaWebhook = (d: ModuleDeps): Route => ({
  prefix: CARD_WEBHOOK_PATH,
  methods: ['POST'],
  name: 'webhook de tarjeta',
  body: true,
  answer: (_path, headers, body) => recibirWebhook(d, body ?? '', typeof headers['x-card-signature'] === 'string' ? headers['x-card-signature'] : undefined),
});
