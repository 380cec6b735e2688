// Payments (the pago module): transactions recorded against documents. The GraphQL operation is
// Factura.createTransaction (the spec puts it under the document); the pago module owns it.
import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
