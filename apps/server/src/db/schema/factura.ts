// Electronic documents (spec 1 §3 Factura; docs/FACTURAS.md): the header with every column
// that lists and reports filter, sort and sum on, the lines in their own table, the signed XML
// and Hacienda's answer apart from the header (large, read rarely), the bitácora, attachments,
// the gap-free consecutive counters and the monthly plan usage. Money is numeric, never float.
// Keyset paging reads (emisor_id, documento, fecha_emision desc, id desc) straight off an index.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONDICIONES_CREDITO, TOTALES_RESUMEN } from '@jit/domain';
import { columnasDe, emisorId, ts } from './columns.js';

/**
 * The sale conditions that leave a saldo (the domain's CONDICIONES_CREDITO: 02, 08, 10) as SQL on
 * `condicion_venta` (of `alias` when given). The codes are written as literals, never parameters,
 * so that a query's condition is the partial indexes' own and the planner can use them.
 */
export const condicionCredito = (alias?: string) =>
  sql.raw(`${alias ? `${alias}.` : ''}condicion_venta in (${CONDICIONES_CREDITO.map((c) => `'${c}'`).join(', ')})`);

/**
 * estadoDocumento.value (docs/FACTURAS.md), the domain's ESTADO_DOCUMENTO_ID: 1 en cola, 2 recibido,
 * 3 aceptado (counts as accepted in reports), 4 rechazado, 5 procesando, 6 error (Hacienda refused
 * to receive it), 7 contingencia (issued while Hacienda was unreachable), 8 interno (never goes to
 * Hacienda: 99, 993, 9938, 101–103, proforma, or creaClave false).
 */
export type EstadoDocumentoValue = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';

/** Snapshot of the counterparty as it was when the document was issued. */
export type ReceptorSnapshot = {
  id?: string | null;
  nombre: string;
  identificacion?: { tipo: string; numero: string } | null;
  identificacionExtranjero?: string | null;
  nombreComercial?: string | null;
  correoElectronico?: string | null;
  telefono?: { codigoPais: string; numTelefono: string } | null;
  ubicacion?: {
    provincia: string;
    canton: string;
    distrito: string;
    barrio?: string | null;
    otrasSenas: string;
  } | null;
  otrasSenasExtranjero?: string | null;
  [k: string]: unknown;
};

/** One v4.4 InformacionReferencia of the document. */
export type ReferenciaDoc = {
  tipoDoc: string;
  numero: string | null;
  fechaEmision: string;
  codigo: string | null;
  razon: string | null;
  tipoDocRefOTRO?: string | null;
  codigoReferenciaOTRO?: string | null;
};

/** A plain-Spanish reason of a rejection, with what to do (simulator's MOTIVOS_RECHAZO or Hacienda's text). */
export type MotivoDoc = {
  codigo: string;
  titulo: string;
  explicacion: string;
  sugerencia: string;
  detalle: string | null;
};

const money = (name: string) => numeric(name).notNull().default('0');

export const factura = pgTable(
  'factura',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    /** JIT document code: 01–10, 99, 101–103, 993, 9938 or 'proforma' (spec 1 §1). */
    documento: text('documento').notNull(),
    /** estadoDocumento.value, see EstadoDocumentoValue. */
    estadoDocumento: text('estado_documento').$type<EstadoDocumentoValue>().notNull(),
    /** 50 characters; null for internal documents. */
    clave: text('clave'),
    /** 20 digits for Hacienda documents; "<SIGLA>-sss-ttttt-nnnnnnnnnn" for internal ones. */
    consecutivo: text('consecutivo').notNull(),
    sucursal: integer('sucursal').notNull(),
    terminal: integer('terminal').notNull(),
    /** The counter's number within (sucursal, terminal, documento): gap-free. */
    numero: bigint('numero', { mode: 'number' }).notNull(),
    /** Situación of the clave: 1 normal, 2 contingencia, 3 sin internet. */
    situacion: text('situacion').notNull().default('1'),
    fechaEmision: ts('fecha_emision').notNull(),
    /** Registration date; Factura.setCreatedAt may move it (e.g. a purchase booked in another month). */
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    codigoActividad: text('codigo_actividad'),
    receptorId: uuid('receptor_id'),
    receptorNombre: text('receptor_nombre'),
    receptorIdentificacion: text('receptor_identificacion'),
    receptorCorreo: text('receptor_correo'),
    receptor: jsonb('receptor').$type<ReceptorSnapshot>(),
    condicionVenta: text('condicion_venta').notNull(),
    plazoCredito: integer('plazo_credito'),
    codigoMoneda: text('codigo_moneda').notNull(),
    tipoCambio: numeric('tipo_cambio').notNull(),
    /** The 20 v4.4 ResumenFactura amounts (total_serv_gravados … total_comprobante). */
    ...columnasDe(TOTALES_RESUMEN, money),
    /** What is still owed (credit sales); totalComprobante at issue, lowered by payments and credit notes. */
    saldo: money('saldo'),
    /** Proforma: PENDIENTE, FACTURADA, ANULADA (Factura.cambiaEstadoProforma). */
    estadoProforma: text('estado_proforma'),
    plazoProforma: integer('plazo_proforma'),
    /** The document this one refers to (credit note → invoice, invoice → proforma, 9938 → purchase). */
    referenciaId: uuid('referencia_id'),
    referencias: jsonb('referencias').$type<ReferenciaDoc[]>().notNull().default([]),
    /** Credit notes and cancellations issued against this document (spec 1 §4). */
    notasCredito: uuid('notas_credito')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Receiver messages (05–07): clave of the received document. */
    claveFE: text('clave_fe'),
    /** Bulk billing (spec 1 §5): listaFacturaBulk, readBulkById; `state` false once credited. */
    bulk: boolean('bulk').notNull().default(false),
    state: boolean('state').notNull().default(true),
    usuarioId: uuid('usuario_id'),
    cajaSesionId: uuid('caja_sesion_id'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the create request, to refuse a reused key with other content. */
    requestHash: text('request_hash'),
    /** Sending: attempts so far, next attempt, legal deadline to reach Hacienda, last problem. */
    envioIntentos: integer('envio_intentos').notNull().default(0),
    plazoEnvioAt: ts('plazo_envio_at'),
    enviadoAt: ts('enviado_at'),
    ultimoError: text('ultimo_error'),
    /** While a sender holds the document (one POST at a time, even across processes); lapses by itself. */
    envioLeaseUntil: ts('envio_lease_until'),
    /** Whether the receptor's e-mail went out after acceptance. */
    mail: boolean('mail').notNull().default(false),
    /** The whole computed document as the API returns it (header, lines, summary, references, otros). */
    datos: jsonb('datos').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    // No duplicate number in a series, whatever happens above (the counter also guarantees no gap).
    uniqueIndex('factura_serie_uq').on(t.emisorId, t.sucursal, t.terminal, t.documento, t.numero),
    uniqueIndex('factura_clave_uq')
      .on(t.emisorId, t.clave)
      .where(sql`clave is not null`),
    uniqueIndex('factura_idempotency_uq')
      .on(t.emisorId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    index('factura_lista_idx').on(
      t.emisorId,
      t.documento,
      t.fechaEmision.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('factura_fecha_idx').on(
      t.emisorId,
      t.fechaEmision.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('factura_receptor_idx').on(t.emisorId, t.receptorId, t.fechaEmision.desc().nullsFirst()),
    index('factura_estado_idx').on(
      t.emisorId,
      t.estadoDocumento,
      t.fechaEmision.desc().nullsFirst(),
    ),
    index('factura_credito_idx')
      .on(t.emisorId, t.fechaEmision.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${condicionCredito()} and saldo > 0`),
    index('factura_referencia_idx')
      .on(t.emisorId, t.referenciaId)
      .where(sql`referencia_id is not null`),
    index('factura_clave_fe_idx')
      .on(t.emisorId, t.claveFE)
      .where(sql`clave_fe is not null`),
    // Lists and reports (modules/factura-reportes): a counterparty's documents of one type in
    // date order (search), pending balances with what their totals need (index-only), and
    // purchases by registration date (Factura.setCreatedAt may move them to another month).
    // The identification trails the key so a counterparty's page is read from the index alone.
    index('factura_contraparte_ident_idx')
      .on(
        t.emisorId,
        t.documento,
        t.receptorNombre,
        t.fechaEmision.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.receptorIdentificacion,
      )
      .where(sql`receptor_nombre is not null`),
    // Credit sales of one type in date order, settled or not (Mis Facturas with showPagadas, credit by dates).
    index('factura_credito_lista_idx')
      .on(t.emisorId, t.documento, t.fechaEmision.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(condicionCredito()),
    index('factura_saldo_idx')
      .on(
        t.emisorId,
        t.fechaEmision.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.documento,
        t.condicionVenta,
        t.codigoMoneda,
        t.tipoCambio,
        t.saldo,
      )
      .where(sql`saldo > 0`),
    index('factura_registro_compra_idx')
      .on(t.emisorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`documento in ('05', '06', '07', '08', '9938')`),
  ],
);

/** A line of a document (detalleServicio.lineaDetalle), for item and tax reports. */
export const facturaLinea = pgTable(
  'factura_linea',
  {
    emisorId: emisorId(),
    facturaId: uuid('factura_id').notNull(),
    numeroLinea: integer('numero_linea').notNull(),
    itemId: uuid('item_id'),
    itemNombre: text('item_nombre'),
    /** producto, servicio, gasto, costo fijo, costo variable, activo… (spec 1 §5). */
    clasificacion: text('clasificacion'),
    esServicio: boolean('es_servicio').notNull(),
    codigoCABYS: text('codigo_cabys'),
    detalle: text('detalle').notNull(),
    unidadMedida: text('unidad_medida'),
    cantidad: numeric('cantidad').notNull(),
    precioUnitario: numeric('precio_unitario').notNull(),
    montoTotal: numeric('monto_total').notNull(),
    descuentos: jsonb('descuentos').$type<unknown[]>().notNull().default([]),
    montoDescuento: numeric('monto_descuento').notNull().default('0'),
    subTotal: numeric('sub_total').notNull(),
    baseImponible: numeric('base_imponible').notNull(),
    impuestos: jsonb('impuestos').$type<unknown[]>().notNull().default([]),
    /** IVA rate of the line in percent (null without IVA), for VAT reports by rate. */
    tarifaIVA: numeric('tarifa_iva'),
    codigoTarifaIVA: text('codigo_tarifa_iva'),
    montoImpuesto: numeric('monto_impuesto').notNull().default('0'),
    montoExoneracion: numeric('monto_exoneracion').notNull().default('0'),
    impuestoNeto: numeric('impuesto_neto').notNull(),
    montoTotalLinea: numeric('monto_total_linea').notNull(),
    /** gravado, exento or noSujeto. */
    tratamiento: text('tratamiento').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.facturaId, t.numeroLinea] }),
    index('factura_linea_item_idx')
      .on(t.emisorId, t.itemId)
      .where(sql`item_id is not null`),
  ],
);

/** The signed XML and Hacienda's answer, 1:1 with the header. */
export const facturaXml = pgTable(
  'factura_xml',
  {
    emisorId: emisorId(),
    facturaId: uuid('factura_id').notNull(),
    /** The signed document exactly as sent (null for internal documents). */
    xmlFirmado: text('xml_firmado'),
    /** Receiver messages: the received document (v4.3 or v4.4) as uploaded. */
    xmlRecibido: text('xml_recibido'),
    /** ind-estado of the last answer: recibido, procesando, aceptado, rechazado, error. */
    respuestaEstado: text('respuesta_estado'),
    /** The signed MensajeHacienda, decoded. */
    respuestaXml: text('respuesta_xml'),
    respuestaDetalle: text('respuesta_detalle'),
    respuestaFecha: ts('respuesta_fecha'),
    /** Plain-Spanish explanations and suggested fixes of a rejection. */
    motivos: jsonb('motivos').$type<MotivoDoc[]>().notNull().default([]),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.facturaId] })],
);

/** The document's log (Bitacora.readByIdFactura): every state change and event. */
export const bitacora = pgTable(
  'bitacora',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    facturaId: uuid('factura_id').notNull(),
    createdAt: ts('created_at').notNull(),
    estadoDocumento: text('estado_documento').$type<EstadoDocumentoValue>().notNull(),
    mensaje: text('mensaje').notNull(),
    usuarioId: uuid('usuario_id'),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    index('bitacora_factura_idx').on(t.emisorId, t.facturaId, t.createdAt),
  ],
);

/** Files attached to a document (Factura.addAttachment). */
export const facturaAdjunto = pgTable(
  'factura_adjunto',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    facturaId: uuid('factura_id').notNull(),
    src: text('src').notNull(),
    name: text('name').notNull(),
    detail: text('detail'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    index('factura_adjunto_factura_idx').on(t.emisorId, t.facturaId),
  ],
);

/**
 * Gap-free counters per (issuer, sucursal, terminal, document type): the row is updated in the
 * document's own transaction, so a rollback gives the number back and a commit keeps it.
 */
export const consecutivo = pgTable(
  'consecutivo',
  {
    emisorId: emisorId(),
    sucursal: integer('sucursal').notNull(),
    terminal: integer('terminal').notNull(),
    documento: text('documento').notNull(),
    ultimo: bigint('ultimo', { mode: 'number' }).notNull(),
    /** Factura.setFirst: the number the series started from (migrating from another system). */
    inicial: bigint('inicial', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.sucursal, t.terminal, t.documento] })],
);

/**
 * Documents counted against the plan's monthly allowance (Costa Rica calendar month, 'YYYY-MM'),
 * one row per series so that counting takes the same lock as numbering (no extra serialisation
 * between series); the month's usage is the sum of the issuer's rows.
 */
export const planUso = pgTable(
  'plan_uso',
  {
    emisorId: emisorId(),
    periodo: text('periodo').notNull(),
    /** sucursal-terminal-documento. */
    serie: text('serie').notNull().default(''),
    documentos: integer('documentos').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.periodo, t.serie] })],
);
