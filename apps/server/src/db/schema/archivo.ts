// The issuer's files (item images today; logos and attachments can follow): the bytes in the
// database, so backups and every server process behind a load balancer see the same files.
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { emisorId, ts } from './columns.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const archivo = pgTable(
  'archivo',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    /** What the file belongs to ('item'), and which record. */
    duenoTipo: text('dueno_tipo').notNull(),
    duenoId: uuid('dueno_id').notNull(),
    nombre: text('nombre').notNull(),
    /** The MIME type read from the file's first bytes, never from the name. */
    tipo: text('tipo').notNull(),
    tamano: integer('tamano').notNull(),
    datos: bytea('datos').notNull(),
    createdAt: ts('created_at').notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), index('archivo_dueno_idx').on(t.emisorId, t.duenoTipo, t.duenoId)],
);
