// Receivers (spec 3 §3 "Receiver"): the customers and suppliers an issuer invoices, with the
// v4.4 receptor fields, economic activities (CodigoActividadReceptor) and exonerations.
// One identification per issuer: Costa Rican or foreign.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { columnasCliente } from './cliente.js';
import { emisorId, timestamps } from './columns.js';
import type { TelefonoConfig, UbicacionConfig } from './emisor-config.js';

/** An economic activity of the receiver (as ATV lists them). */
export type ActividadReceptor = { estado: string | null; tipo: string | null; codigo: string; descripcion: string | null };

/** An exoneration the receiver holds (v4.4 ExoneracionType without the per-line amounts). */
export type ExoneracionReceptor = {
  id: string;
  /** TipoDocumentoEX1 (nota 10.1). */
  tipoDocumento: string;
  tipoDocumentoOtro: string | null;
  numeroDocumento: string;
  articulo: number | null;
  inciso: number | null;
  /** NombreInstitucion code (01–12, 99). */
  nombreInstitucion: string;
  nombreInstitucionOtros: string | null;
  /** ISO 8601. */
  fechaEmision: string;
  /** Share of the tax exonerated, 0–100, decimal string (DECISIONS #26). */
  porcentajeExoneracion: string;
  /** CABYS codes the exoneration covers (EXONET), when known. */
  cabys: string[];
};

export const receptor = pgTable(
  'receptor',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    nombre: text('nombre').notNull(),
    identificacionTipo: text('identificacion_tipo'),
    identificacionNumero: text('identificacion_numero'),
    identificacionExtranjero: text('identificacion_extranjero'),
    nombreComercial: text('nombre_comercial'),
    ubicacion: jsonb('ubicacion').$type<UbicacionConfig>(),
    otrasSenasExtranjero: text('otras_senas_extranjero'),
    telefono: jsonb('telefono').$type<TelefonoConfig>(),
    correoElectronico: text('correo_electronico'),
    actividades: jsonb('actividades').$type<ActividadReceptor[]>().notNull().default([]),
    exoneraciones: jsonb('exoneraciones').$type<ExoneracionReceptor[]>().notNull().default([]),
    // The customer (CRM) half of the same record: ruling B-1, DECISIONS #100.
    ...columnasCliente(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('receptor_identificacion_uq')
      .on(t.emisorId, t.identificacionTipo, t.identificacionNumero)
      .where(sql`identificacion_numero is not null`),
    uniqueIndex('receptor_extranjero_uq')
      .on(t.emisorId, t.identificacionExtranjero)
      .where(sql`identificacion_extranjero is not null`),
    index('receptor_nombre_idx').on(t.emisorId, sql`lower(${t.nombre})`),
    index('receptor_ejecutivo_idx').on(t.emisorId, t.ejecutivoId),
    index('receptor_ciclo_idx').on(t.emisorId, t.ciclo),
  ],
);
