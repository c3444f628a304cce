import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SandboxSession } from '@revy/shared';
import { timestamps, tsColumn } from '../../db/columns';
import { cents } from '../../db/column-types';
import { users } from '../users/users.table';

/**
 * Checkout sessions of the built-in sandbox payment provider (decision 010): what Stripe keeps
 * for a hosted checkout, kept here so the product can be paid for offline with test cards.
 * The id is the provider's session id (payments.checkout_session_id).
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    /** The payer: only they and staff see and pay the session. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<SandboxSession['status']>().notNull().default('open'),
    paymentStatus: text('payment_status').$type<SandboxSession['paymentStatus']>().notNull().default('unpaid'),
    description: text('description').notNull(),
    amountSubtotal: cents('amount_subtotal').notNull(),
    amountDiscount: cents('amount_discount').notNull().default(0),
    amountTotal: cents('amount_total').notNull(),
    currency: text('currency').notNull().default('usd'),
    promoCode: text('promo_code'),
    lastError: text('last_error'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** The ids the caller gave (paymentId, purchaseId), as Stripe's session metadata. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** The last four digits of the card that paid. */
    cardLast4: text('card_last4'),
    expiresAt: tsColumn('expires_at').notNull(),
    completedAt: tsColumn('completed_at'),
    ...timestamps(),
  },
  (t) => [index('sandbox_checkout_sessions_user_idx').on(t.userId)],
);
