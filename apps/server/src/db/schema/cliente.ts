// Customers (spec 2 §1–§8, MODULES.md §B; ruling B-1, DECISIONS #100): a customer is the receptor
// the invoices already point to, plus the CRM columns below, on the same row and the same id. So
// every receptor invoicing ever saved is a customer, and nothing has to be copied or kept in step.
// The customer's own tables (categories, the balance ledger, the cycle settings) live here too.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps, ts } from './columns.js';

/** One entry of cicloHistorico (spec 2 §4): the cycle set, when, by whom, and why. */
/** `manual`: set by a person with setCiclo (the daily pass leaves it until the next purchase). */
export type CicloHistoricoFila = { _id: string; ciclo: string; detalle?: string; fecha: string; usuarioId?: string | null; manual?: boolean };
/** A CRM action on the customer (spec 2 §3 `accion`, ruling B-7). */
export type AccionCliente = { _id: string; tipo: string; prodServ?: string | null; detalle?: string | null; fecha: string; usuarioId: string };

/** Accent folding shared by every plain-text match on names (PGlite has no unaccent). */
export const DESDE_TILDES = 'áàäâéèëêíìïîóòöôúùüûñçÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇ';
export const HACIA_TILDES = 'aaaaeeeeiiiioooouuuuncaaaaeeeeiiiioooouuuunc';

/** The CRM columns the receptor table carries (spread into `receptor`). */
export const columnasCliente = () => ({
  genero: text('genero'),
  ref: text('ref'),
  categoriaId: uuid('categoria_id'),
  correoElectronicoContacto: text('correo_electronico_contacto'),
  /** aaaa-mm-dd. */
  fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
  latitud: numeric('latitud'),
  longitud: numeric('longitud'),
  /** A user of the issuer (ruling B-6). */
  ejecutivoId: uuid('ejecutivo_id'),
  ciclo: text('ciclo').notNull().default('Oportunidad'),
  cicloFecha: ts('ciclo_fecha'),
  cicloHistorico: jsonb('ciclo_historico').$type<CicloHistoricoFila[]>().notNull().default([]),
  acciones: jsonb('acciones').$type<AccionCliente[]>().notNull().default([]),
  cuentaContable: text('cuenta_contable'),
  plazoCredito: integer('plazo_credito').notNull().default(0),
  limiteCredito: numeric('limite_credito').notNull().default('0'),
  limiteCreditoBlock: boolean('limite_credito_block').notNull().default(false),
  codigoActividadReceptor: text('codigo_actividad_receptor'),
  waNotifica: boolean('wa_notifica').notNull().default(false),
  waMensaje: text('wa_mensaje'),
  waTelefonos: jsonb('wa_telefonos').$type<string[]>().notNull().default([]),
  /**
   * What the customer search matches (name, commercial name, identifications, phone), folded to
   * lower case without accents; a trigram index on it serves `like '%…%'` (hand-written part of
   * the migration, since pg_trgm must exist first).
   */
  busqueda: text('busqueda').generatedAlwaysAs(
    sql.raw(
      `translate(lower(nombre || ' ' || coalesce(nombre_comercial, '') || ' ' || coalesce(identificacion_numero, '') || ' ' || coalesce(identificacion_extranjero, '') || ' ' || coalesce(telefono->>'numTelefono', '')), '${DESDE_TILDES}', '${HACIA_TILDES}')`,
    ),
  ),
});

/** Customer categories (CategoriaCliente, DECISIONS #11; ruling B-5: a discount the invoice grid applies). */
export const categoriaCliente = pgTable(
  'categoria_cliente',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    esPorcentual: boolean('es_porcentual').notNull().default(true),
    valor: numeric('valor').notNull().default('0'),
    color: text('color').notNull().default('default'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), uniqueIndex('categoria_cliente_nombre_uq').on(t.emisorId, sql`lower(${t.nombre})`)],
);

/**
 * The customer's balance ledger (ruling B-3): what is in the customer's favour. CREDITO adds
 * (advance, overpayment, refund), DEBITO takes (applied to a document); `total` is the running
 * balance after the entry, `consecutivo` numbers the customer's entries from 1.
 */
export const clienteBalance = pgTable(
  'cliente_balance',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    clienteId: uuid('cliente_id').notNull(),
    consecutivo: integer('consecutivo').notNull(),
    tipo: text('tipo').notNull(),
    monto: numeric('monto').notNull(),
    total: numeric('total').notNull(),
    detalle: text('detalle'),
    pagoId: uuid('pago_id'),
    usuarioId: uuid('usuario_id'),
    fecha: ts('fecha').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('cliente_balance_consecutivo_uq').on(t.emisorId, t.clienteId, t.consecutivo),
    index('cliente_balance_fecha_idx').on(t.emisorId, t.fecha),
  ],
);

/** Cycle settings of the issuer (Cliente.readCron/createCron, ruling B-2). */
export const clienteCron = pgTable(
  'cliente_cron',
  {
    emisorId: emisorId(),
    ciclos: jsonb('ciclos').$type<{ nombre: string; valor: number; meses?: number }[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId] })],
);

/**
 * Recurring invoices (ruling B-4, DECISIONS #110): a copy of the template document `facturaId`
 * is issued at each due date. The n-th due date is computed from `inicio` (the domain's
 * `ocurrencia`); `corridas` counts the ones issued since `inicio`, so `next` = ocurrencia(inicio,
 * freq, corridas). A change of frequency or date starts again from the new date.
 * `state` false: kept in the list, no longer issued (deleteSubscriptions without isDelete).
 */
export const clienteSuscripcion = pgTable(
  'cliente_suscripcion',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    clienteId: uuid('cliente_id').notNull(),
    facturaId: uuid('factura_id').notNull(),
    freq: text('freq').notNull(),
    inicio: ts('inicio').notNull(),
    corridas: integer('corridas').notNull().default(0),
    next: ts('next').notNull(),
    state: boolean('state').notNull().default(true),
    /** Who subscribed: the documents are issued in their name. */
    usuarioId: uuid('usuario_id').notNull(),
    /** The last refusal of issuing the due document (a credit limit…), shown until it is issued (DECISIONS #231). */
    rechazo: text('rechazo'),
    rechazoFecha: ts('rechazo_fecha'),
    /** When the refused due date is tried again. */
    reintento: ts('reintento'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), index('cliente_suscripcion_cliente_idx').on(t.emisorId, t.clienteId)],
);

/** The documents a subscription issued (readBitacora): one per due date (the key), never two. */
export const clienteSuscripcionBitacora = pgTable(
  'cliente_suscripcion_bitacora',
  {
    emisorId: emisorId(),
    suscripcionId: uuid('suscripcion_id').notNull(),
    clienteId: uuid('cliente_id').notNull(),
    facturaId: uuid('factura_id').notNull(),
    consecutivo: text('consecutivo').notNull(),
    /** The due date the document was for (it is issued when the server gets to it). */
    vencimiento: ts('vencimiento').notNull(),
    fecha: ts('fecha').notNull(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.suscripcionId, t.vencimiento] })],
);

/**
 * A customer's card at the card provider (ruling B-14): only the provider's ids, the last four
 * digits and the brand; the number and the CVV are never stored.
 */
export const clienteTarjeta = pgTable(
  'cliente_tarjeta',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    clienteId: uuid('cliente_id').notNull(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    last4: text('last4').notNull(),
    brand: text('brand'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), index('cliente_tarjeta_cliente_idx').on(t.emisorId, t.clienteId)],
);

/**
 * An AutoPay charge of a recurring invoice (AutoPay.readAll): PENDIENTE while it has tries left,
 * APROBADO once the provider says succeeded (the payment is recorded), RECHAZADO after 3 failures.
 */
export const clienteAutopay = pgTable(
  'cliente_autopay',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    clienteId: uuid('cliente_id').notNull(),
    facturaId: uuid('factura_id').notNull(),
    suscripcionId: uuid('suscripcion_id'),
    tarjetaId: uuid('tarjeta_id').notNull(),
    consecutivo: text('consecutivo').notNull(),
    monto: numeric('monto').notNull(),
    codigoMoneda: text('codigo_moneda').notNull(),
    intentos: integer('intentos').notNull().default(0),
    status: text('status').notNull().default('PENDIENTE'),
    detalle: text('detalle'),
    /** The provider's payment intent of the approved try. */
    referencia: text('referencia'),
    /** Charges approved before AutoPay recorded payments (DECISIONS #250); a payment now is the `pago` whose clave is `autopay:<id>`. */
    transaccionId: uuid('transaccion_id'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('cliente_autopay_factura_uq').on(t.emisorId, t.facturaId),
    index('cliente_autopay_fecha_idx').on(t.emisorId, t.updatedAt),
  ],
);

/** The issuer's e-mail template (EmailData, ruling B-8, DECISIONS #113); no row: the spec's defaults. */
export const emailData = pgTable(
  'email_data',
  {
    emisorId: emisorId(),
    /** An inline PNG or JPEG (data URL); the spec's path `<emisor id>/logo.png` names it. */
    logo: text('logo'),
    mainColor: text('main_color').notNull(),
    template: integer('template').notNull(),
    saludo: text('saludo').notNull(),
    byeMessage: text('bye_message').notNull(),
    info: text('info').notNull(),
    signature: text('signature').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId] })],
);

/**
 * An e-mail campaign (Email, ruling B-9, DECISIONS #114): BORRADOR while edited, PROGRAMADA once
 * its sends are queued (each recipient's at `inicio`), ENVIADA when no recipient is pending.
 * `programadaAt` names the queued sends, so a campaign programmed again queues new ones.
 */
export const emailCampana = pgTable(
  'email_campana',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    nombre: text('nombre').notNull(),
    asunto: text('asunto').notNull(),
    mensaje: text('mensaje').notNull(),
    estado: text('estado').notNull().default('BORRADOR'),
    inicio: ts('inicio').notNull(),
    fin: ts('fin').notNull(),
    programadaAt: ts('programada_at'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] })],
);

/** A campaign's recipient and what happened to its e-mail: PENDIENTE, ENVIADO, ERROR (retried) or VENCIDO (after `fin`). */
export const emailDestino = pgTable(
  'email_destino',
  {
    emisorId: emisorId(),
    campanaId: uuid('campana_id').notNull(),
    clienteId: uuid('cliente_id').notNull(),
    /** The e-mail sent to this recipient (Email `list.email._id`). */
    envioId: uuid('envio_id').notNull(),
    nombre: text('nombre').notNull(),
    correo: text('correo').notNull(),
    estado: text('estado').notNull().default('PENDIENTE'),
    detalle: text('detalle'),
    enviadoAt: ts('enviado_at'),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.campanaId, t.clienteId] })],
);
