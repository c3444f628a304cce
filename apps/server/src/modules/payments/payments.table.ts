import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, type PaymentStatus } from '@revy/shared';
import { idColumn, timestamps, tsColumn } from '../../db/columns';
import { cents, oneOf } from '../../db/column-types';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';
import { products } from './products.table';
import { purchases } from './purchases.table';

/**
 * One attempt to take money through the card provider (a checkout session or payment intent).
 * The provider ids are unique so a webhook finds its row, and a repeated checkout for the same
 * session cannot create a second one. References are set null on delete: the ledger stays.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    productId: text('product_id').references(() => products.id),
    description: text('description'),
    /** What is paid for: plan, testDrive, ... */
    paymentType: text('payment_type').notNull(),
    amount: cents('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** Why the card was refused or the checkout ended, in words for the seller. */
    failureMessage: text('failure_message'),
    paymentMethodId: text('payment_method_id'),
    paymentIntentId: text('payment_intent_id'),
    /** Given to the browser to finish the payment; never logged. */
    clientSecret: text('client_secret'),
    checkoutSessionId: text('checkout_session_id'),
    /** Where to send the payer to pay: the sandbox page or the provider's hosted page. */
    checkoutUrl: text('checkout_url'),
    priceId: text('price_id'),
    couponId: text('coupon_id'),
    completedAt: tsColumn('completed_at'),
    refundedAt: tsColumn('refunded_at'),
    ...timestamps(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amount} >= 0`),
    uniqueIndex('payments_checkout_session_unique')
      .on(t.checkoutSessionId)
      .where(sql`${t.checkoutSessionId} is not null`),
    uniqueIndex('payments_intent_unique')
      .on(t.paymentIntentId)
      .where(sql`${t.paymentIntentId} is not null`),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_listing_idx').on(t.listingId),
    index('payments_purchase_idx').on(t.purchaseId),
    // Issue 13: money moves once per purchase. One checkout open at a time, and at most one
    // payment that succeeded, whatever the number of checkouts, webhooks or retries.
    uniqueIndex('payments_one_open_per_purchase')
      .on(t.purchaseId)
      .where(sql`${t.status} in ('pending', 'requires_action')`),
    uniqueIndex('payments_one_success_per_purchase')
      .on(t.purchaseId)
      .where(sql`${t.status} = 'succeeded'`),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
  ],
);

/**
 * Webhook events already seen, for idempotency: insert (provider, event_id) on conflict do
 * nothing. A row with processedAt set is done and a repeat is ignored; a row without it was
 * interrupted and may be handled again on the provider's next delivery. Payload kept for support.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: idColumn(),
    provider: text('provider').notNull().default('stripe'),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>(),
    error: text('error'),
    receivedAt: tsColumn('received_at').notNull().defaultNow(),
    processedAt: tsColumn('processed_at'),
  },
  (t) => [uniqueIndex('payment_webhook_events_unique').on(t.provider, t.eventId)],
);
