// "Other content" templates (spec 3 §3 "Other content (Otros)"): what an issuer adds to the
// v4.4 Otros element of its documents (OtroTexto / OtroContenido); see modules/otros/xml.ts.
import { boolean, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps } from './columns.js';

export type EstructuraPar = { key: string; value: string };

export const otroContenido = pgTable(
  'otro_contenido',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    detalle: text('detalle').notNull(),
    principal: text('principal'),
    valorPrincipal: text('valor_principal'),
    cdata: boolean('cdata').notNull().default(false),
    estructura: jsonb('estructura').$type<EstructuraPar[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] })],
);
