import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { cents } from '../../db/column-types';

/**
 * Publishing plans (spec 3 Product). The primary key is the card provider's product id
 * (spec 3 stripeProductId), a text key, not a UUID: purchases and the provider both use it.
 * Durations are whole days. isTest plans are shown only with GET /v1/product?isTest.
 */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  /** The provider's price for checkout, when the plan is sold through it. */
  stripePriceId: text('stripe_price_id'),
  name: text('name').notNull(),
  description: text('description'),
  /** Days a purchase lasts; null for unlimited. */
  duration: integer('duration'),
  trialDuration: integer('trial_duration'),
  price: cents('price').notNull(),
  /** Text shown beside the price (e.g. "+ tax", "one-time"); the spec does not show its shape. */
  priceExtra: text('price_extra'),
  /** Plan feature codes (PUBLISH_14, PUBLISH_UNLIMITED, pubCL...). */
  features: jsonb('features').$type<string[]>().notNull().default([]),
  featuresTitle: text('features_title'),
  /** Bullet points for marketing pages. */
  marketingFeatures: jsonb('marketing_features').$type<string[]>().notNull().default([]),
  extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
  popular: boolean('popular').notNull().default(false),
  content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  isTest: boolean('is_test').notNull().default(false),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
});
