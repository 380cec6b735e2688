// Payments (the pago module): transactions recorded against documents. The GraphQL operation is
// Factura.createTransaction (the spec puts it under the document); the pago module owns it.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, ts } from './columns.js';

/** Payment transactions recorded against documents (Factura.createTransaction, the pago module). */
export const transaccion = pgTable(
  'transaccion',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    facturaId: uuid('factura_id'),
    tipo: text('tipo').notNull(),
    fecha: ts('fecha').notNull(),
    concepto: text('concepto').notNull(),
    monto: numeric('monto').notNull(),
    codigoMoneda: text('codigo_moneda').notNull().default('CRC'),
    bankAccount: text('bank_account'),
    referencia: text('referencia'),
    estado: boolean('estado').notNull().default(true),
    usuarioId: uuid('usuario_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    index('transaccion_fecha_idx').on(
      t.emisorId,
      t.fecha.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transaccion_factura_idx')
      .on(t.emisorId, t.facturaId)
      .where(sql`factura_id is not null`),
  ],
);

/**
 * A payment of one document (Pago.create, rulings F1-1 … F1-4): a sale's (receivable) or a
 * purchase's (payable). Both amounts are kept: `monto` in the payment's currency and
 * `montoDocumento` in the document's; `aplicado` lowered the saldo, `excedente` went to the
 * customer's balance in favour, `deBalance` came from it. A deletion sets estado false and keeps it.
 */
export const pago = pgTable(
  'pago',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    /** Gap-free per issuer and series (PAG for sales, PPR for purchases), see pago_serie. */
    numero: bigint('numero', { mode: 'number' }).notNull(),
    consecutivo: text('consecutivo').notNull(),
    compra: boolean('compra').notNull(),
    facturaId: uuid('factura_id').notNull(),
    consecutivoFactura: text('consecutivo_factura').notNull(),
    contraparteId: uuid('contraparte_id'),
    contraparteNombre: text('contraparte_nombre'),
    fecha: ts('fecha').notNull(),
    monto: numeric('monto').notNull(),
    codigoMoneda: text('codigo_moneda').notNull(),
    tipoCambio: numeric('tipo_cambio').notNull(),
    montoDocumento: numeric('monto_documento').notNull(),
    aplicado: numeric('aplicado').notNull(),
    excedente: numeric('excedente').notNull().default('0'),
    deBalance: numeric('de_balance').notNull().default('0'),
    saldoAFecha: numeric('saldo_a_fecha'),
    medioPago: text('medio_pago').notNull().default('01'),
    cuentaContable: text('cuenta_contable'),
    concepto: text('concepto'),
    detalle: text('detalle'),
    comentarios: text('comentarios'),
    referencia: text('referencia'),
    entidad: jsonb('entidad').$type<{ _id?: string; cuentaContable?: string; nombre?: string; code?: string }>(),
    notaCredito: boolean('nota_credito').notNull().default(false),
    estado: boolean('estado').notNull().default(true),
    razonEliminar: text('razon_eliminar'),
    eliminadoAt: ts('eliminado_at'),
    usuarioId: uuid('usuario_id'),
    cajaSesionId: uuid('caja_sesion_id'),
    linkId: uuid('link_id'),
    /** Idempotency: the outbox key, the card provider's payment id (a replayed webhook pays nothing twice). */
    clave: text('clave'),
    /** The document's sale condition (08, 10) asks for a payment receipt (REP, type 10) of this payment. */
    reciboRequerido: boolean('recibo_requerido').notNull().default(false),
    /** The REP issued for this payment (a factura row of type 10), once issued. */
    reciboId: uuid('recibo_id'),
    /** Why the REP could not be issued (Spanish), until it is. */
    reciboError: text('recibo_error'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('pago_serie_uq').on(t.emisorId, t.compra, t.numero),
    uniqueIndex('pago_clave_uq')
      .on(t.emisorId, t.clave)
      .where(sql`clave is not null`),
    index('pago_lista_idx').on(t.emisorId, t.compra, t.fecha.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('pago_factura_idx').on(t.emisorId, t.facturaId),
    index('pago_contraparte_idx').on(t.emisorId, t.contraparteId),
    index('pago_recibo_idx')
      .on(t.emisorId, t.reciboId)
      .where(sql`recibo_id is not null`),
  ],
);

/** The last number of each payment series of an issuer (gap-free: taken in the payment's transaction). */
export const pagoSerie = pgTable(
  'pago_serie',
  {
    emisorId: emisorId(),
    serie: text('serie').notNull(),
    ultimo: bigint('ultimo', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.serie] })],
);

/**
 * A payment link of a document (Link, ruling F1-7): `codigo` is the public page's last segment,
 * random, so that nobody reaches another customer's invoice by counting.
 */
export const pagoLink = pgTable(
  'pago_link',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    codigo: text('codigo').notNull(),
    /** The issuer's link name (Emisor.setLinks) the address starts with. */
    nombre: text('nombre').notNull(),
    facturaId: uuid('factura_id').notNull(),
    consecutivoFactura: text('consecutivo_factura').notNull(),
    receptorNombre: text('receptor_nombre'),
    state: text('state').notNull().default('PENDIENTE'),
    pagoId: uuid('pago_id'),
    /** The SINPE Móvil reference the customer reported from the public page (the issuer confirms it). */
    referenciaSinpe: text('referencia_sinpe'),
    usuarioId: uuid('usuario_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('pago_link_codigo_uq').on(t.emisorId, t.codigo),
    index('pago_link_lista_idx').on(t.emisorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('pago_link_factura_idx').on(t.emisorId, t.facturaId),
  ],
);

/**
 * Receivables and payables by due day (Pago.readAntiguedad): what the credit documents with a saldo
 * add up to per counterparty (its id, all zeros for none, and the name the documents carry),
 * currency, issue day (Costa Rica) and term. Triggers on factura append movements in the same
 * transaction as any saldo change (cobro_mov, no row lock: writers never wait on each other); the
 * server folds them in a moment later (cobro_plegar, with the report movements). Readers read the
 * view cobro_dia_v, day rows plus movements not folded yet: exact at every moment.
 */
const columnasCobro = () => ({
  compra: boolean('compra').notNull(),
  contraparte: uuid('contraparte').notNull(),
  nombre: text('nombre').notNull(),
  codigoMoneda: text('codigo_moneda').notNull(),
  dia: date('dia', { mode: 'string' }).notNull(),
  plazo: integer('plazo').notNull(),
  documentos: integer('documentos').notNull().default(0),
  saldo: numeric('saldo').notNull().default('0'),
});

export const cobroDia = pgTable(
  'cobro_dia',
  { emisorId: emisorId(), ...columnasCobro() },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.compra, t.contraparte, t.nombre, t.codigoMoneda, t.dia, t.plazo] }),
    // Folding deletes the keys no document is left in; this finds them without reading the rest.
    index('cobro_dia_vacio_idx').on(t.emisorId).where(sql`documentos = 0`),
  ],
);

export const cobroMov = pgTable(
  'cobro_mov',
  {
    emisorId: emisorId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ...columnasCobro(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] })],
);
