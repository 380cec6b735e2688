import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps } from './columns.js';

/** A browser's Web Push subscription of a user (DECISIONS #28), tagged with the user's e-mail. */
export const pushSuscripcion = pgTable(
  'push_suscripcion',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    usuarioId: uuid('usuario_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Spec 1 §7: subscriptions are tagged with the user's {email}. */
    tag: text('tag').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('push_suscripcion_endpoint_uq').on(t.emisorId, t.endpoint),
    index('push_suscripcion_tag_idx').on(t.emisorId, t.tag),
  ],
);
