import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAN_CHANGE_TYPES, type PlanChangeType, type PurchaseStatus } from '@revy/shared';
import { idColumn, timestamps, tsColumn } from '../../db/columns';
import { cents, oneOf } from '../../db/column-types';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';
import { products } from './products.table';

/**
 * A plan bought for a listing. name, price and features are copied from the product at purchase
 * time, so a later price change does not rewrite history. Money rows outlive what they point
 * at: deleting a listing or user sets the reference to null instead of deleting the purchase.
 * Total due = price - discountAmount - stripeDiscount (spec 9). The payment that paid for it is
 * payments.purchase_id.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: idColumn(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** Who bought it (the seller at the time); GET /v1/purchase/user/{userId}. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    stripeProductId: text('stripe_product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    price: cents('price').notNull(),
    status: text('status').$type<PurchaseStatus>().notNull().default('PENDING'),
    startAt: tsColumn('start_at'),
    cancelledAt: tsColumn('cancelled_at'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    discountAmount: cents('discount_amount').notNull().default(0),
    stripeDiscount: cents('stripe_discount').notNull().default(0),
    stripePromoCode: text('stripe_promo_code'),
    planChangeType: text('plan_change_type').$type<PlanChangeType>(),
    /** Days of trial; copied from the product. */
    trialDuration: integer('trial_duration'),
    /** Spec 4: on trial while paymentDue is set and trial days remain. The spec does not show the type. */
    paymentDue: boolean('payment_due').notNull().default(false),
    /** The purchase this one upgrades or downgrades. */
    originalPurchaseId: uuid('original_purchase_id').references((): AnyPgColumn => purchases.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    check('purchases_plan_change_type_check', oneOf(t.planChangeType, PLAN_CHANGE_TYPES)),
    check('purchases_money_check', sql`${t.price} >= 0 and ${t.discountAmount} >= 0 and ${t.stripeDiscount} >= 0`),
    index('purchases_listing_status_idx').on(t.listingId, t.status),
    index('purchases_status_idx').on(t.status),
    index('purchases_user_idx').on(t.userId),
    // Issue 13: racing plan choices and activations cannot leave a listing with two plans in
    // one state, nor give it a second free trial (metadata.trialStartedAt is set when a trial
    // starts and kept when the purchase is later replaced or expires).
    uniqueIndex('purchases_one_pending_per_listing')
      .on(t.listingId)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('purchases_one_active_per_listing')
      .on(t.listingId)
      .where(sql`${t.status} = 'ACTIVE'`),
    uniqueIndex('purchases_one_trial_per_listing')
      .on(t.listingId)
      .where(sql`${t.metadata} ? 'trialStartedAt'`),
  ],
);
