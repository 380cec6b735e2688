// Cards and AutoPay (ruling B-14, DECISIONS #111): a customer's card is saved at the card provider
// (only its ids, last four digits and brand are kept here), and AutoPay.readAll lists the charges
// of recurring invoices for /clientes/transacciones.
import { and, asc, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { normalizeCard } from '@jit/domain';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { clienteAutopay, clienteTarjeta, receptor } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import type { ECommerceClienteInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { alcance } from './lectura.js';
import { clientePorId, create as crearCliente } from './service.js';

const ESTADOS = ['PENDIENTE', 'APROBADO', 'RECHAZADO'];

/** AutoPay.readAll: the issuer's charges, newest first. */
export async function readAll(ctx: Context, emisor: string | null | undefined, status: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  const st = status?.trim().toUpperCase() || null;
  if (st && !ESTADOS.includes(st)) throw badInput('El estado debe ser PENDIENTE, APROBADO o RECHAZADO.', 'status');
  return withSession(ctx, (tx, s) =>
    tx
      .select({
        id: clienteAutopay.id,
        detalle: clienteAutopay.detalle,
        intentos: clienteAutopay.intentos,
        status: clienteAutopay.status,
        clienteId: clienteAutopay.clienteId,
        nombre: receptor.nombre,
        consecutivo: clienteAutopay.consecutivo,
        facturaId: clienteAutopay.facturaId,
        monto: clienteAutopay.monto,
        codigoMoneda: clienteAutopay.codigoMoneda,
        last4: clienteTarjeta.last4,
        createdAt: clienteAutopay.createdAt,
        updatedAt: clienteAutopay.updatedAt,
      })
      .from(clienteAutopay)
      .innerJoin(receptor, eq(receptor.id, clienteAutopay.clienteId))
      .leftJoin(clienteTarjeta, eq(clienteTarjeta.id, clienteAutopay.tarjetaId))
      .where(and(st ? eq(clienteAutopay.status, st) : undefined, alcance(s)))
      .orderBy(desc(clienteAutopay.updatedAt), desc(clienteAutopay.id))
      .limit(500),
  );
}

const tarjetasDe = (tx: Parameters<Parameters<typeof withSession>[1]>[0], clienteId: string) =>
  tx
    .select({ id: clienteTarjeta.id, last4: clienteTarjeta.last4, brand: clienteTarjeta.brand, createdAt: clienteTarjeta.createdAt, customerId: clienteTarjeta.customerId })
    .from(clienteTarjeta)
    .where(eq(clienteTarjeta.clienteId, clienteId))
    .orderBy(asc(clienteTarjeta.createdAt), asc(clienteTarjeta.id));

/** Cliente.readTarjetas. */
export function readTarjetas(ctx: Context, clienteId: string) {
  return withSession(ctx, async (tx, s) => {
    await clientePorId(tx, s, clienteId);
    return tarjetasDe(tx, clienteId);
  });
}

/** Cliente.eCommerceCreate: the card saved at the provider for an existing or a new customer. */
export async function eCommerceCreate(ctx: Context, input: ECommerceClienteInput) {
  const c = input.card;
  if (!/^\d{3,4}$/.test(c.cvv.trim())) throw badInput('El CVV debe tener 3 o 4 dígitos.', 'input.card.cvv');
  if (c.expMonth < 1 || c.expMonth > 12) throw badInput('El mes de vencimiento debe estar entre 1 y 12.', 'input.card.expMonth');
  const hoy = ctx.now();
  if (c.expYear < hoy.getUTCFullYear() || (c.expYear === hoy.getUTCFullYear() && c.expMonth < hoy.getUTCMonth() + 1))
    throw badInput('La tarjeta está vencida.', 'input.card.expYear');
  if (!c.holderName.trim()) throw badInput('Escriba el nombre del titular.', 'input.card.holderName');
  // The customer first: an existing one (in the session's reach) or a new one with its name and e-mail.
  const cliente = input._id
    ? await withSession(ctx, (tx, s) => clientePorId(tx, s, input._id!))
    : await crearCliente(ctx, { nombre: input.nombre ?? '', correoElectronico: input.correoElectronico ?? null });
  const card = normalizeCard({ ...c, email: cliente.correoElectronico ?? input.correoElectronico ?? '' });
  const r = await ctx.services.card.createCustomer({
    name: card.holderName,
    email: card.email,
    card: { number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvv: card.cvv, holderName: card.holderName },
  });
  if (!r.ok) throw badInput(`El proveedor de tarjetas no aceptó la tarjeta: ${r.message}`, 'input.card.number');
  return withSession(ctx, async (tx, s) => {
    await tx.insert(clienteTarjeta).values({
      emisorId: s.emisorId,
      id: uuidv7(),
      clienteId: cliente.id,
      customerId: r.value.customerId,
      paymentMethodId: r.value.paymentMethodId,
      last4: r.value.last4,
      brand: r.value.brand,
      createdAt: ctx.now(),
    });
    return { _id: cliente.id, customerId: r.value.customerId, paymentMethods: await tarjetasDe(tx, cliente.id) };
  });
}
