// Payment links (ruling F1-7): a document's public page `/pago/<link name>/<codigo>`, paid by card
// through the provider (its signed webhook records the payment) or reported by SINPE Móvil with a
// reference. The codigo carries the issuer (so the public read finds its tenant without a session)
// and 16 random bytes (so nobody reaches another invoice by counting). States: PENDIENTE,
// CONSULTADO (the spec), PAGADO (the payment) and ANULADO (by hand, or the document was credited).
import { estadoLinkTrasLeer } from '@jit/domain';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { emisor, emisorConfig, factura, pagoLink } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { withTenant } from '../../db/tenant.js';
import { badInput, conflict, notFound } from '../../errors.js';
import type { FilterLinks, LinkInput, LinkTarjetaInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { VENTAS } from './tipos.js';

export type LinkRow = typeof pagoLink.$inferSelect;
export const ESTADOS_LINK = ['PENDIENTE', 'CONSULTADO', 'PAGADO', 'ANULADO'] as const;
const VIVOS = ['PENDIENTE', 'CONSULTADO'];

const urlDe = (ctx: Context, l: LinkRow) => `${ctx.config.PUBLIC_URL ?? ''}/pago/${encodeURIComponent(l.nombre)}/${l.codigo}`;
export const linkOut = (ctx: Context) => (l: LinkRow) => ({
  _id: l.id,
  consecutivo: l.codigo,
  link: l.nombre,
  url: urlDe(ctx, l),
  factura: { _id: l.facturaId },
  consecutivoFactura: l.consecutivoFactura,
  cliente: l.receptorNombre,
  state: l.state,
  pago: l.pagoId ? { _id: l.pagoId } : null,
  referenciaSinpe: l.referenciaSinpe,
  createdAt: l.createdAt,
  updatedAt: l.updatedAt,
});

/** The issuer's id in the first 22 characters (base64url of its 16 bytes), then 22 random. */
const nuevoCodigo = (emisorId: string) => Buffer.from(emisorId.replace(/-/g, ''), 'hex').toString('base64url') + randomBytes(16).toString('base64url');
function emisorDeCodigo(codigo: string): string | null {
  if (!/^[A-Za-z0-9_-]{44}$/.test(codigo)) return null;
  const h = Buffer.from(codigo.slice(0, 22), 'base64url').toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A credited document's live links turn ANULADO (checked whenever links are read). */
async function anularAcreditados(tx: Tx, now: Date, facturaId?: string) {
  await tx.execute(sql`update pago_link l set state = 'ANULADO', updated_at = ${now.toISOString()}::timestamptz from factura f
    where f.id = l.factura_id and l.state in ('PENDIENTE', 'CONSULTADO') and cardinality(f.notas_credito) > 0
    ${facturaId ? sql`and l.factura_id = ${facturaId}::uuid` : sql``}`);
}

export async function crearLink(ctx: Context, input: LinkInput) {
  await mismoEmisor(ctx, input._idEmisor);
  if (!esUuid(input.factura._id)) throw notFound('El documento no existe.');
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const [doc] = await tx.select().from(factura).where(eq(factura.id, input.factura._id)).for('update');
    if (!doc) throw notFound('El documento no existe.');
    if (!VENTAS.includes(doc.documento)) throw badInput('Solo una venta se cobra con un enlace de pago.', 'input.factura');
    if (doc.notasCredito.length) throw badInput('El documento tiene notas de crédito: no se cobra con un enlace.', 'input.factura');
    if (!(Number(doc.saldo) > 0)) throw badInput('El documento no tiene saldo pendiente.', 'input.factura');
    const [vivo] = await tx.select().from(pagoLink).where(and(eq(pagoLink.facturaId, doc.id), inArray(pagoLink.state, VIVOS)));
    if (vivo) return vivo;
    const [cfg] = await tx.select({ links: emisorConfig.links }).from(emisorConfig);
    const pedido = input.link?.trim().toLowerCase();
    const habilitados = (cfg?.links ?? []).filter((l) => l.enablePaymentLink);
    const elegido = pedido ? habilitados.find((l) => l.name.toLowerCase() === pedido) : habilitados[0];
    if (pedido && !elegido) throw badInput('Ese enlace no existe o no está habilitado para pagos (Datos del emisor → Enlaces).', 'input.link');
    const [row] = await tx
      .insert(pagoLink)
      .values({
        emisorId: s.emisorId,
        id: uuidv7(),
        codigo: nuevoCodigo(s.emisorId),
        // Without a configured link the address still works: "cobro" names it.
        nombre: elegido?.name ?? 'cobro',
        facturaId: doc.id,
        consecutivoFactura: doc.consecutivo,
        receptorNombre: doc.receptorNombre,
        usuarioId: s.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
}

export async function setLinkState(ctx: Context, id: string, state: string) {
  const nuevo = state.trim().toUpperCase();
  if (!['PENDIENTE', 'CONSULTADO', 'ANULADO'].includes(nuevo))
    throw badInput('El estado debe ser PENDIENTE, CONSULTADO o ANULADO (PAGADO lo pone el pago).', 'state');
  if (!esUuid(id)) throw notFound('El enlace no existe.');
  const now = ctx.now();
  return withSession(ctx, async (tx) => {
    const [l] = await tx.select().from(pagoLink).where(eq(pagoLink.id, id)).for('update');
    if (!l) throw notFound('El enlace no existe.');
    if (l.state === 'PAGADO') throw badInput('Un enlace pagado no cambia de estado: elimine el pago si hace falta.', 'state');
    const [row] = await tx.update(pagoLink).set({ state: nuevo, updatedAt: now }).where(eq(pagoLink.id, id)).returning();
    return row!;
  });
}

export async function paginaLinks(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filter?: FilterLinks | null }) {
  await mismoEmisor(ctx, a.emisor);
  const take = Math.min(Math.max(a.limit ?? 10, 1), 1000);
  const c: SQL[] = [];
  if (a.filter?.state) c.push(eq(pagoLink.state, a.filter.state.toUpperCase()));
  if (a.cursor) {
    let f: string, id: string;
    try {
      [f, id] = JSON.parse(Buffer.from(a.cursor, 'base64url').toString('utf8')) as [string, string];
    } catch {
      throw badInput('El cursor no es válido.', 'cursor');
    }
    if (typeof f !== 'string' || Number.isNaN(new Date(f).getTime()) || typeof id !== 'string' || !esUuid(id)) throw badInput('El cursor no es válido.', 'cursor');
    c.push(or(lt(pagoLink.createdAt, new Date(f)), and(eq(pagoLink.createdAt, new Date(f)), lt(pagoLink.id, id)))!);
  }
  const now = ctx.now();
  return withSession(ctx, async (tx) => {
    await anularAcreditados(tx, now);
    const rows = await tx.select().from(pagoLink).where(and(...c)).orderBy(desc(pagoLink.createdAt), desc(pagoLink.id)).limit(take + 1);
    const feed = rows.slice(0, take);
    const hasNextPage = rows.length > take;
    const last = feed[feed.length - 1];
    return { feed, pageInfo: { hasNextPage, nextPageCursor: hasNextPage && last ? Buffer.from(JSON.stringify([last.createdAt.toISOString(), last.id])).toString('base64url') : null } };
  });
}

/** The link of a public address in its issuer's transaction, or null (a wrong name is the same as none). */
export async function enLink<T>(ctx: Context, nombre: string, codigo: string, fn: (tx: Tx, l: LinkRow, emisorId: string) => Promise<T>): Promise<T | null> {
  const emisorId = emisorDeCodigo(codigo.trim());
  if (!emisorId || !esUuid(emisorId)) return null;
  return withTenant(ctx.db, emisorId, async (tx) => {
    await anularAcreditados(tx, ctx.now());
    const [l] = await tx.select().from(pagoLink).where(eq(pagoLink.codigo, codigo.trim())).for('update');
    if (!l || l.nombre.toLowerCase() !== nombre.trim().toLowerCase()) return null;
    return fn(tx, l, emisorId);
  });
}

type Linea = { numeroLinea: number; cantidad: string; detalle: string; precioUnitario: string; montoTotalLinea: string };
type Resumen = { totalVentaNeta?: string; totalImpuesto?: string; totalComprobante?: string };

/** Link.readLink: what the public page shows (public-safe fields only); PENDIENTE turns CONSULTADO. */
export function leerPublico(ctx: Context, nombre: string, codigo: string) {
  return enLink(ctx, nombre, codigo, async (tx, l) => {
    const [doc] = await tx.select().from(factura).where(eq(factura.id, l.facturaId));
    if (!doc) return null;
    const state = estadoLinkTrasLeer(l.state);
    if (state !== l.state) await tx.update(pagoLink).set({ state, updatedAt: ctx.now() }).where(eq(pagoLink.id, l.id));
    const [em] = await tx.select({ nombre: emisor.nombre, nombreComercial: emisor.nombreComercial }).from(emisor);
    const [cfg] = await tx.select({ telefono: emisorConfig.telefono }).from(emisorConfig);
    const datos = doc.datos as { detalleServicio?: { lineaDetalle?: Linea[] }; resumenFactura?: Resumen };
    return {
      state,
      emisor: em?.nombreComercial || em?.nombre || '',
      documento: doc.documento,
      consecutivo: doc.consecutivo,
      fechaEmision: doc.fechaEmision,
      // The customer's name only: no identification, no e-mail.
      receptor: doc.receptorNombre,
      codigoMoneda: doc.codigoMoneda,
      tipoCambio: doc.tipoCambio,
      totalVentaNeta: datos.resumenFactura?.totalVentaNeta ?? '0',
      totalImpuesto: datos.resumenFactura?.totalImpuesto ?? '0',
      totalComprobante: doc.totalComprobante,
      saldo: doc.saldo,
      lineas: (datos.detalleServicio?.lineaDetalle ?? []).map((x) => ({ numeroLinea: x.numeroLinea, cantidad: x.cantidad, detalle: x.detalle, precioUnitario: x.precioUnitario, montoTotalLinea: x.montoTotalLinea })),
      sinpeMovil: cfg?.telefono?.numTelefono ?? null,
    };
  });
}

const NO_EXISTE = 'El enlace de pago no existe.';

/** Link.pagarConTarjeta: the saldo is charged by the provider; its signed webhook records the payment. */
export async function pagarConTarjeta(ctx: Context, nombre: string, codigo: string, tarjeta: LinkTarjetaInput) {
  const cobro = await enLink(ctx, nombre, codigo, async (tx, l, emisorId) => {
    if (!VIVOS.includes(l.state)) return { error: l.state === 'PAGADO' ? 'Este documento ya está pagado.' : 'Este enlace de pago fue anulado.', state: l.state };
    const [doc] = await tx.select().from(factura).where(eq(factura.id, l.facturaId));
    if (!doc || !(Number(doc.saldo) > 0)) return { error: 'Este documento ya no tiene saldo pendiente.', state: l.state };
    return { emisorId, linkId: l.id, monto: doc.saldo, moneda: doc.codigoMoneda, consecutivo: doc.consecutivo, state: l.state };
  });
  if (!cobro) throw notFound(NO_EXISTE);
  if ('error' in cobro) throw conflict(cobro.error!);
  const r = await ctx.services.card.checkout({
    amount: cobro.monto,
    currency: cobro.moneda,
    description: `Documento ${cobro.consecutivo}`,
    reference: `${cobro.emisorId}:${cobro.linkId}`,
    card: { number: tarjeta.number, expMonth: tarjeta.expMonth, expYear: tarjeta.expYear, cvv: tarjeta.cvv, holderName: tarjeta.holderName },
  });
  if (!r.ok) return { ok: false, message: r.message, state: cobro.state };
  return { ok: true, message: 'Pago aprobado: en unos segundos el enlace queda PAGADO.', state: cobro.state };
}

/** Link.reportarSinpe: the reference waits on the link for the issuer to confirm the payment. */
export async function reportarSinpe(ctx: Context, nombre: string, codigo: string, referencia: string) {
  const ref = referencia.trim();
  if (!/^[A-Za-z0-9-]{4,50}$/.test(ref)) throw badInput('Escriba la referencia del SINPE Móvil (letras, números o guiones).', 'referencia');
  const r = await enLink(ctx, nombre, codigo, async (tx, l) => {
    if (!VIVOS.includes(l.state)) return { ok: false, message: 'Este enlace ya no recibe pagos.', state: l.state };
    await tx.update(pagoLink).set({ referenciaSinpe: ref, updatedAt: ctx.now() }).where(eq(pagoLink.id, l.id));
    return { ok: true, message: 'Gracias: el comercio confirmará su SINPE Móvil.', state: l.state };
  });
  if (!r) throw notFound(NO_EXISTE);
  return r;
}
