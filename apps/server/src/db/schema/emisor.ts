import { boolean, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { emisorId, timestamps, ts } from './columns.js';

/** Module switches of an issuer (spec 3 "Issuer": module flags). */
export type Modulos = {
  billingModule: boolean;
  bulkBillingModule: boolean;
  crmModule: boolean;
  marketingModule: boolean;
  inventoryModule: boolean;
  accountingModule: boolean;
  cashRegisterModule: boolean;
  restaurantModule: boolean;
  productionModule: boolean;
  viajesModule: boolean;
};

/**
 * The issuer (emisor): the tenant itself. Its own id is its emisor_id, so the same row-level
 * policy as every other tenant table applies. Invoicing settings are added by the documents
 * service; this holds identity, plan and modules.
 */
export const emisor = pgTable(
  'emisor',
  {
    emisorId: emisorId(),
    nombre: text('nombre').notNull(),
    nombreComercial: text('nombre_comercial'),
    profile: text('profile', { enum: ['COMMUNITY', 'FACTURA', 'MICRO', 'PRO'] }).notNull(),
    /** Plan chosen and awaiting payment (User.changeProfile). */
    selectedProfile: text('selected_profile', { enum: ['COMMUNITY', 'FACTURA', 'MICRO', 'PRO'] }),
    /** End of the paid (or trial) period; null for COMMUNITY, which never expires. */
    subscriptionTimeOut: ts('subscription_time_out'),
    domain: text('domain'),
    modulos: jsonb('modulos').$type<Modulos>().notNull(),
    /** Card stored at the card provider for the plan payments. */
    cardCustomerId: text('card_customer_id'),
    cardPaymentMethodId: text('card_payment_method_id'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    state: boolean('state').notNull().default(true),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId] })],
);
