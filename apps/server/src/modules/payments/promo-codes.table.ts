import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, tsColumn } from '../../db/columns';
import { cents } from '../../db/column-types';

/**
 * Promo codes of the built-in sandbox checkout (with Stripe, its promotion codes are used
 * instead). The code is stored upper-case and looked up case-insensitively, as Stripe does.
 * Either percentOff (1-100) or amountOff (cents) is set.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    description: text('description'),
    percentOff: integer('percent_off'),
    amountOff: cents('amount_off'),
    /** Plans it applies to; empty is every plan. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    expiresAt: tsColumn('expires_at'),
    ...timestamps(),
  },
  (t) => [
    check(
      'promo_codes_discount_check',
      sql`(${t.percentOff} between 1 and 100 and ${t.amountOff} is null) or (${t.percentOff} is null and ${t.amountOff} > 0)`,
    ),
  ],
);
