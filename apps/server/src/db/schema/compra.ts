// Suppliers and purchases (the compra module, MODULES.md §E): suppliers (ruling E-3: a purchase's
// counterparty is a Proveedor, never a Receptor), the remembered mapping of a supplier's lines
// (ruling E-1) and the supplier mailbox's log (AutoEmail, ruling E-2).
import { integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps } from './columns.js';

export type TelefonoProveedor = { codigoPais: string; numTelefono: string };
export type UbicacionProveedor = { provincia: string; canton: string; distrito: string; barrio?: string | null; otrasSenas: string };

/** A supplier: one per identification in an issuer. */
export const proveedor = pgTable(
  'proveedor',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    nombre: text('nombre').notNull(),
    /** Lower case, for ordering and search. */
    nombrePlano: text('nombre_plano').notNull(),
    nombreComercial: text('nombre_comercial'),
    tipoIdentificacion: text('tipo_identificacion').notNull(),
    numeroIdentificacion: text('numero_identificacion').notNull(),
    telefono: jsonb('telefono').$type<TelefonoProveedor | null>(),
    ubicacion: jsonb('ubicacion').$type<UbicacionProveedor | null>(),
    correoElectronico: text('correo_electronico'),
    codigoMoneda: text('codigo_moneda').notNull().default('CRC'),
    cuentaContable: uuid('cuenta_contable'),
    /** Days of credit; null when the supplier gives none (c183). */
    plazoCredito: integer('plazo_credito'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), uniqueIndex('proveedor_identificacion_uq').on(t.emisorId, t.numeroIdentificacion)],
);

/** Where a supplier's line goes, by the line's key (domain claveMapeo): an item or a cost record. */
export type DestinoMapeo = { tipo: 'item'; id: string; conversion?: string | null } | { tipo: 'costo'; id: string; clase: string };

export const compraMapeo = pgTable(
  'compra_mapeo',
  {
    emisorId: emisorId(),
    proveedorId: uuid('proveedor_id').notNull(),
    clave: text('clave').notNull(),
    destino: jsonb('destino').$type<DestinoMapeo>().notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.proveedorId, t.clave] })],
);

/** One supplier e-mail the mailbox took in: RECIBIDO (waiting in comprasXml), PROCESADO or ERROR. */
export const autoEmail = pgTable(
  'auto_email',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    /** The mail's Message-ID (or a digest of it): the same mail delivered twice is kept once. */
    mensajeId: text('mensaje_id').notNull(),
    /** The received document's clave, else the XML file's name. */
    doc: text('doc'),
    /** Who sent it: the sender's address, or the supplier's name once the XML was read. */
    provider: text('provider').notNull(),
    status: text('status').notNull().default('RECIBIDO'),
    /** Why it could not be taken, in Spanish. */
    error: text('error'),
    xml: text('xml'),
    /** The stored attachments (archivo ids): the XML and the PDF. */
    adjuntos: jsonb('adjuntos').$type<{ nombre: string; tipo: string; archivoId: string | null }[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), uniqueIndex('auto_email_mensaje_uq').on(t.emisorId, t.mensajeId)],
);
